// The webpack configuration every app builds with; each app adds only its federation options.
import { ProvideSharedPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiPort, apps } from './apps.mjs';
import { hostProvides, sharedSingletons } from './federation.mjs';
import { singleBundleFolder, singleBundleRule } from './single-bundle.mjs';

/** Copies the host's public/ folder (remotes.json, config.json, 404-page.html) beside the build. */
class CopyPublicFolder {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFolder', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicFolder', stage: 1000 }, () => {
        for (const file of fs.readdirSync(this.folder)) {
          compilation.emitAsset(file, new RawSource(fs.readFileSync(path.join(this.folder, file))));
        }
      });
    });
  }
}

/** A file's path from the workspace's root, as both builds of an app name its style modules. */
const workspaceRoot = path.resolve(import.meta.dirname, '..');
const workspacePath = (file) => path.relative(workspaceRoot, file).split(path.sep).join('/');

/**
 * Writes styles.json beside the browser build: for each CSS Module of the app, the CSS files that carry it. The
 * host's server names there the stylesheets of what it drew (the server build reports the style modules a page
 * used, see styleUsageLoader), so that the page arrives styled.
 */
class StylesManifest {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StylesManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StylesManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          /** @type {Record<string, string[]>} */
          const styles = {};
          for (const chunk of compilation.chunks) {
            const files = [...chunk.files].filter((file) => file.endsWith('.css'));
            if (files.length === 0) continue;
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type !== 'css/mini-extract') continue;
              const resource = moduleGraph.getIssuer(module)?.resource;
              if (!resource?.endsWith('.module.css')) continue;
              const name = workspacePath(resource);
              styles[name] = [...new Set([...(styles[name] ?? []), ...files])];
            }
          }
          compilation.emitAsset('styles.json', new RawSource(JSON.stringify(styles)));
        },
      );
    });
  }
}

/**
 * Preloads, from index.html, the host's entry and what it loads at once: the chunks of `import('./bootstrap')` and the
 * grouped shared chunks it consumes (the libraries, the shared packages) with their styles. The browser fetches them
 * all at once instead of after main.js has run.
 */
class PreloadStartChunks {
  constructor(sharedChunkNames) {
    this.sharedChunkNames = sharedChunkNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunks', (groups) => {
        const start = compilation.chunkGroups.find((group) =>
          group.origins.some((origin) => origin.request === './bootstrap'),
        );
        const entry = compilation.entrypoints.get('main');
        const shared = this.sharedChunkNames.map((name) => compilation.namedChunks.get(name));
        if (!start || !entry || shared.includes(undefined)) {
          throw new Error('PreloadStartChunks: the host entry or its shared chunk groups changed');
        }
        const publicPath = compilation.outputOptions.publicPath;
        // The entry first: it runs while the others arrive, and as a deferred script it would otherwise be asked for
        // last, at low priority, behind the six connections the other files hold.
        const files = [...entry.chunks, ...shared, ...start.chunks]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => /\.(js|css)$/.test(file));
        for (const file of new Set(files)) {
          groups.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadStartChunks' },
            attributes: {
              rel: 'preload',
              href: `${publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
            },
          });
        }
        return groups;
      });
    });
  }
}

/**
 * The ES module build of the federation runtime core. The host hands the core to the remotes through a runtime
 * plugin that webpack loads with require(); resolved as CommonJS there, the page would carry the core twice.
 */
function runtimeCoreModule() {
  const resolveFrom = (file, request) => createRequire(file).resolve(request);
  const enhanced = resolveFrom(import.meta.filename, '@module-federation/enhanced');
  const runtimeTools = resolveFrom(enhanced, '@module-federation/runtime-tools');
  const commonJsCore = resolveFrom(runtimeTools, '@module-federation/runtime-core');
  return path.join(path.dirname(commonJsCore), 'index.js');
}

/**
 * React Router's production build. Its package points every import at its development build (with its warnings
 * and checks), whatever the mode: a known, temporary choice of the library (remix-run/react-router#12437, #14102).
 */
function reactRouterProductionBuild() {
  const sharedUi = path.resolve(import.meta.dirname, '..', 'shared-ui', 'package.json');
  const packageJson = createRequire(sharedUi).resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist', 'production', 'index.mjs');
}

/**
 * How modules resolve: TypeScript first; React Router's production build in production; in the browser, the
 * federation runtime core as an ES module (one copy of it between the host and the remotes, see runtimeCoreModule).
 * @param {boolean} production
 * @param {boolean} [server]
 */
function resolveOptions(production, server = false) {
  return {
    extensions: ['.ts', '.tsx', '.js'],
    alias: {
      ...(server ? {} : { '@module-federation/runtime-core$': runtimeCoreModule() }),
      ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
    },
  };
}

/**
 * The modules the host runs as it starts: those of its entry and of `import('./bootstrap')`, and, through every
 * shared module they consume, that module's own code and what it imports in turn. A shared module sits behind an
 * async block of its consume module, so webpack's chunk graph alone cannot tell a shared module the first view needs
 * from one that only a dialog opened later needs.
 */
class StartModules {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartModules', (compilation) => {
      this.compilation = compilation;
      this.reached = null;
    });
  }

  has(module) {
    this.reached ??= this.reach();
    return this.reached.has(module);
  }

  reach() {
    const { chunkGraph, moduleGraph, chunkGroups, entrypoints } = this.compilation;
    const start = chunkGroups.find((group) =>
      group.origins.some((origin) => origin.request === './bootstrap'),
    );
    if (!start) throw new Error("StartModules: the host entry no longer starts with import('./bootstrap')");
    const chunks = [...entrypoints.values(), start].flatMap((group) => group.chunks);
    const queue = chunks.flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)]);
    const reached = new Set();
    while (queue.length > 0) {
      const module = queue.pop();
      if (reached.has(module)) continue;
      reached.add(module);
      const fallbacks = module.type === 'consume-shared-module' ? module.blocks : [];
      for (const dependency of [
        ...module.dependencies,
        ...fallbacks.flatMap((block) => block.dependencies),
      ]) {
        const target = moduleGraph.getModule(dependency);
        if (target) queue.push(target);
      }
    }
    return reached;
  }
}

/**
 * The host's groups of shared modules, each one file fetched at every start: the modules of the shared packages the
 * start runs, React, and the other libraries every page starts with. The shared packages' other modules (the
 * dialogs', the forms') stay in chunks of their own, fetched on first use. React and the other libraries are two
 * files, not one: the browser runs each file as it arrives in a task of its own, and one file of them all took
 * a phone's main thread for 80 ms or more (its compiling's end and React's start in one task).
 */
function hostChunkGroups(startModules) {
  return {
    club: {
      test: (module) =>
        /[\\/](shared-ui|shared-contracts)[\\/]/.test(module.nameForCondition?.() ?? '') &&
        startModules.has(module),
      name: 'club',
      chunks: 'async',
      enforce: true,
    },
    react: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      name: 'react',
      chunks: 'async',
      enforce: true,
    },
    libraries: {
      test: /[\\/]node_modules[\\/](react-router|react-i18next|i18next|jotai)[\\/]/,
      name: 'libraries',
      chunks: 'async',
      enforce: true,
    },
  };
}

/**
 * The app's Module Federation plugin: its container (remoteEntry.js), what it exposes and what it shares.
 * @param {(typeof apps)[number]} app
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 * @param {Record<string, string> | undefined} declaredVersions
 */
function federationPlugin(app, appDir, exposes, declaredVersions) {
  const isHost = app.name === 'host';
  return new ModuleFederationPlugin({
    name: app.name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(appDir, { isHost, ...(declaredVersions ? { declaredVersions } : {}) }),
    shareStrategy: 'loaded-first',
    ...(isHost ? { runtimePlugins: [path.join(appDir, 'src', 'lib', 'federation-yield.ts')] } : {}),
    dts: false,
    // The host loads each remote's remoteEntry.js itself (remotes.json): no manifest, and none of the runtime's
    // manifest handling on the page (disableSnapshot), one request fewer before a remote's first module.
    manifest: false,
    // One copy of the federation runtime core on the page: the host provides it, the remotes use it.
    experiments: {
      ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
      optimization: {
        target: 'web',
        disableSnapshot: true,
        // A remote loads no remote of its own: its entry leaves out the code that would.
        ...(isHost ? {} : { disableRemote: true }),
      },
    },
  });
}

/**
 * The app's container for Node, which the host's server loads to draw a page: the same name, exposes and shared
 * libraries as in the browser, as a CommonJS module whose chunks Node fetches over HTTP beside it
 * (`@module-federation/node`'s runtime plugin), and remotes loaded as scripts.
 * @param {(typeof apps)[number]} app
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 */
function serverFederationPlugin(app, appDir, exposes) {
  const isHost = app.name === 'host';
  return new ModuleFederationPlugin({
    name: app.name,
    filename: 'remoteEntry.js',
    exposes,
    library: { type: 'commonjs-module' },
    remoteType: 'script',
    runtimePlugins: [createRequire(import.meta.filename).resolve('@module-federation/node/runtimePlugin')],
    shared: sharedSingletons(appDir, { isHost }),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    experiments: { optimization: { target: 'node', disableSnapshot: true } },
  });
}

/**
 * Styles: CSS Modules with short hashed class names. Production browser builds load them as CSS files beside their
 * chunks (parsed by the browser's CSS parser, not shipped inside the JavaScript); development injects them for hot
 * reload; the server build keeps only the class names, the same as the browser's, emits no CSS, and reports
 * which style modules a page used (style-usage-loader.cjs).
 * @param {(typeof apps)[number]} app
 * @param {boolean} production
 * @param {boolean} [server]
 */
function cssRule(app, production, server = false) {
  return {
    test: /\.css$/,
    use: [
      ...(server
        ? [{ loader: path.join(import.meta.dirname, 'style-usage-loader.cjs'), options: { workspaceRoot } }]
        : [production ? MiniCssExtractPlugin.loader : 'style-loader']),
      {
        loader: 'css-loader',
        options: {
          sourceMap: false,
          modules: {
            auto: true,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals: server,
            // Six characters of hash instead of twenty: the class names ship in the scripts and styles of every
            // page and, random, do not compress. The app's name in the hash keeps two apps' files of the same path
            // and class apart on one page.
            ...(production ? { localIdentName: '[hash:base64:6]' } : {}),
            localIdentHashSalt: app.name,
          },
        },
      },
    ],
  };
}

/**
 * The app built for Node, in its dist/server folder: the remotes' containers, which the host's server loads through
 * federation, and the host's page renderer (src/server.tsx), which loads them. Chunk names carry their content's
 * hash, so a server holding a remote's chunks from a previous deploy never takes them for the new one's.
 * @param {{ app: (typeof apps)[number], appDir: string, exposes: Record<string, string>, outputPath: string }} options
 */
function serverConfig({ app, appDir, exposes, outputPath }) {
  const isHost = app.name === 'host';
  return {
    name: 'server',
    context: appDir,
    target: 'async-node',
    entry: isHost ? { server: './src/server.tsx' } : {},
    devtool: false,
    output: {
      path: outputPath,
      // Chunks are fetched beside the remote entry Node loaded (the runtime plugin's fallback for a relative path).
      publicPath: '',
      uniqueName: app.name,
      // CommonJS in a package of ES modules: the host's server requires server.cjs.
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: '[id]-[chunkhash].js',
      ...(isHost ? { library: { type: 'commonjs-module' } } : {}),
      clean: true,
    },
    resolve: resolveOptions(true, true),
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
        },
        cssRule(app, true, true),
      ],
    },
    // The server's own libraries stay Node's to load (the sanitizer's DOM).
    externals: isHost ? { jsdom: 'commonjs jsdom' } : {},
    plugins: [
      serverFederationPlugin(app, appDir, exposes),
      ...(isHost ? [new ProvideSharedPlugin({ shareScope: 'default', provides: hostProvides(appDir) })] : []),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * What a build may be told besides its mode (`webpack --env …`, or the first argument of the config function):
 * - `single`: the host as one bundle with every remote, without Module Federation, in host/dist-single
 *   (single-bundle.mjs);
 * - `outputPath`: another folder than the app's dist (a build of a remote to deploy elsewhere);
 * - `declaredVersions`: shared libraries declared at another version than the installed one, by name.
 * @typedef {{ single?: boolean, outputPath?: string, declaredVersions?: Record<string, string> }} BuildOptions
 */

/**
 * @param {{ appDir: string, exposes?: Record<string, string> }} options
 */
export function appConfig({ appDir, exposes = {} }) {
  const dir = path.basename(appDir);
  const app = apps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app folder ${dir}`);
  const isHost = app.name === 'host';
  /** @param {BuildOptions | undefined} env */
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const single = Boolean(env?.single);
    if (single && !isHost) throw new Error('Only the host builds as a single bundle');
    const startModules = new StartModules();
    const chunkGroups = hostChunkGroups(startModules);
    const outputPath = env?.outputPath ?? (single ? singleBundleFolder : path.join(appDir, 'dist'));
    const browser = {
      context: appDir,
      // A remote has no page of its own: webpack emits only its container (remoteEntry.js) and its chunks.
      entry: isHost ? './src/index.ts' : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The host serves deep links (/shop/12), so its chunks load from the root; remotes load from wherever
        // their entry was loaded.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        // The entry keeps a plain name: the federation runtime reads output.filename where no hash exists yet.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The server build's folder stays: both builds run together, each cleaning its own.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: resolveOptions(production),
      module: {
        rules: [
          ...(single ? [singleBundleRule()] : []),
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
          },
          cssRule(app, production),
          { test: /\.(svg|png|jpg|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              new StylesManifest(),
            ]
          : []),
        ...(single ? [] : [federationPlugin(app, appDir, exposes, env?.declaredVersions)]),
        ...(isHost
          ? [
              ...(single
                ? []
                : [new ProvideSharedPlugin({ shareScope: 'default', provides: hostProvides(appDir) })]),
              new HtmlWebpackPlugin({
                // The page as it is, not a template for a child compilation: a child compilation would also build
                // every module the host provides to the remotes, without the style extraction those need.
                templateContent: fs.readFileSync(path.join(appDir, 'src', 'index.html'), 'utf8'),
                inject: 'body',
                scriptLoading: 'defer',
              }),
              ...(production ? [new PreloadStartChunks(Object.keys(chunkGroups))] : []),
              startModules,
              new CopyPublicFolder(path.join(appDir, 'public')),
            ]
          : []),
      ],
      optimization: {
        splitChunks: {
          // A remote's module used by several of its exposed modules (its texts, its cards) goes into a chunk of
          // its own once it is a few kilobytes, instead of a copy in each: a page with two of its sections fetches
          // it once. (Webpack's default of 20 KB copied the booking texts into every booking section's chunk.)
          ...(isHost ? {} : { minSize: 5000 }),
          cacheGroups: {
            // Each shared module is its own async chunk group; without these groups webpack copies the small
            // modules they have in common into each one, and the first view fetches some thirty small files that
            // each compress on their own. The host groups the shared packages, and the libraries every page
            // starts with (React and the others: two files, some 5 KB gzip smaller than their fifteen); the
            // sanitizer and other libraries loaded on first use stay apart. Only the host groups: a remote normally
            // takes shared modules from the host, and one chunk of all its fallbacks would be fetched whenever it
            // needs one it has alone. The style runtime (development builds inject styles) has its own group.
            ...(isHost ? chunkGroups : {}),
            styles: {
              test: /[\\/](style-loader|css-loader)[\\/]/,
              name: 'styles',
              chunks: 'async',
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost,
        static: isHost ? { directory: path.join(appDir, 'public') } : false,
        proxy: isHost
          ? [{ context: ['/api', '/uploads'], target: `http://localhost:${apiPort}` }]
          : undefined,
      },
    };
    // A production build of a federated app builds for the server too (the single bundle is browser-only).
    return production && !single
      ? [browser, serverConfig({ app, appDir, exposes, outputPath: path.join(outputPath, 'server') })]
      : browser;
  };
}
