// The server build's CSS Modules report their use: a page drawn on the server names the stylesheets of the style
// modules its render read (the host's server listens through globalThis.__clubStyleUsed, and looks the module up in
// the browser build's styles.json). The class names stay what css-loader made of them.
const path = require('node:path');

/** @this {import('webpack').LoaderContext<{ workspaceRoot: string }>} */
module.exports = function styleUsageLoader(source) {
  // css-loader's class names, as `export default { … };`.
  const exported = /^export default /m;
  if (!this.resourcePath.endsWith('.module.css') || !exported.test(source)) return source;
  const name = path.relative(this.getOptions().workspaceRoot, this.resourcePath).split(path.sep).join('/');
  return `${source.replace(exported, 'const classes = ')}
export default new Proxy(classes, {
  get(target, key) {
    globalThis.__clubStyleUsed?.(${JSON.stringify(name)});
    return target[key];
  },
});
`;
};
