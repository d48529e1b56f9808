// Unit and component tests of the front-end packages, one jest project per package.
const path = require('node:path');

const { frontEndPackages } = require('./tools/apps.mjs');

module.exports = {
  // Per test, so a test that never ends fails instead of holding up `npm test`; above jest's 5 s for a busy machine.
  testTimeout: 30_000,
  projects: frontEndPackages.map((name) => ({
    displayName: name,
    rootDir: path.join(__dirname, name),
    testEnvironment: path.join(__dirname, 'tools/jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'tools/jest-setup.ts')],
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      // The shared packages import their own modules by package name (one federation instance of each).
      '^@club/shared-contracts/(.*)$': path.join(__dirname, 'shared-contracts/src/$1'),
      '^@club/shared-ui/(.*)$': path.join(__dirname, 'shared-ui/src/$1'),
    },
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
    },
  })),
};
