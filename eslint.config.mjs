// Lint for the whole workspace: type-aware TypeScript rules, React hooks, and the import boundaries of STYLE.md.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apps as appList, sharedPackages } from './tools/apps.mjs';

const apps = appList.map((app) => app.dir);
const packages = sharedPackages;

const featuresOf = (app) => {
  const folder = `${import.meta.dirname}/${app}/src/features`;
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

// Between apps: no source imports; shared packages import no app. Inside an app: shared code, then features,
// then the app, and no feature imports another feature.
const zones = [
  ...apps.map((app) => ({
    target: `./${app}`,
    from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './api'],
    message: 'Apps reach each other only through federation.',
  })),
  ...packages.map((pkg) => ({
    target: `./${pkg}`,
    from: [...apps.map((app) => `./${app}`), './api'],
    message: 'Shared packages import no app.',
  })),
  ...apps.flatMap((app) => [
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature.',
    })),
    { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Features do not import the app.' },
    {
      target: `./${app}/src/lib`,
      from: [`./${app}/src/features`, `./${app}/src/app`],
      message: 'Shared app code imports no feature.',
    },
  ]),
];

const routerMessage =
  'Import the router from @club/shared-ui/router: one shared instance, only the parts in use.';
const translationMessage =
  'Import react-i18next from @club/shared-ui/translation: one shared instance, only the parts in use.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-single/**',
      '.toolchain/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'e2e/.artifacts/**',
      'bench/.artifacts/**',
      'host/public/**',
      'types/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: routerMessage,
              allowTypeImports: true,
            })),
            { name: 'react-i18next', message: translationMessage, allowTypeImports: true },
          ],
          patterns: [{ group: ['react-router/*'], message: routerMessage }],
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/router.ts', 'shared-ui/src/static-router.ts', 'shared-ui/src/translation.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tools/**/*.ts', 'api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
