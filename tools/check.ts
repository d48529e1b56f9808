// `npm test`: every check of the project — lint, format, typecheck, unit, API and end-to-end tests — ending with
// one line 'N passed, N failed' that counts all of them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.ts';
import { frontEndPackages } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, '.jest-results');
fs.mkdirSync(artifacts, { recursive: true });

interface Outcome {
  name: string;
  passed: number;
  failed: number;
}
const outcomes: Outcome[] = [];

function run(command: string, args: string[], cwd = root): { status: number; output: string } {
  console.log(
    `\n▶ ${[command, ...args].join(' ')}${cwd === root ? '' : `  (in ${path.relative(root, cwd)})`}`,
  );
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output);
  return { status: result.status ?? 1, output };
}

/** A check that counts as one: it passes when its command exits 0. */
function single(name: string, command: string, args: string[], cwd = root): boolean {
  const ok = run(command, args, cwd).status === 0;
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/**
 * Checks that count as one each, run two at a time (the machine's two cores): each one's output is printed whole as
 * it ends, and the summary keeps their order.
 */
async function singles(checks: { name: string; command: string; args: string[] }[]): Promise<void> {
  const runOne = ({ command, args }: (typeof checks)[number]) =>
    new Promise<boolean>((resolve) => {
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => (output += String(error)));
      child.on('close', (status) => {
        console.log(`\n▶ ${[command, ...args].join(' ')}`);
        process.stdout.write(output);
        resolve(status === 0);
      });
    });
  const results: boolean[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < checks.length; index = next++)
      results[index] = await runOne(checks[index]!);
  };
  await Promise.all([lane(), lane()]);
  checks.forEach(({ name }, index) =>
    outcomes.push({ name, passed: results[index] ? 1 : 0, failed: results[index] ? 0 : 1 }),
  );
}

/** A test runner whose own counts are added; a runner that fails without counting anything counts as one failure. */
function counted(name: string, status: number, counts: { passed: number; failed: number } | null): void {
  if (!counts || (status !== 0 && counts.failed === 0)) {
    outcomes.push({ name, passed: counts?.passed ?? 0, failed: (counts?.failed ?? 0) + 1 });
  } else {
    outcomes.push({ name, ...counts });
  }
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

// Lint, format and typecheck (one check per package).
await singles([
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  ...[...frontEndPackages, 'api', 'e2e', 'tools'].map((pkg) => ({
    name: `typecheck ${pkg}`,
    command: bin('tsc'),
    args: ['-p', path.join(root, pkg, 'tsconfig.json')],
  })),
]);

// No runner may wait for ever: each test has a time limit (jest's testTimeout in jest.config.cjs, node's
// --test-timeout, Playwright's timeout), and a runner whose tests are over exits even if a server a test opened still
// holds its process (--forceExit, --test-force-exit).

// Unit and component tests (jest).
{
  const file = path.join(artifacts, 'unit.json');
  fs.rmSync(file, { force: true });
  // Two workers, one per core: jest's default leaves one core to its own process, which mostly waits.
  const { status } = run(bin('jest'), [
    '--ci',
    '--maxWorkers=2',
    '--forceExit',
    '--json',
    `--outputFile=${file}`,
  ]);
  const report = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number })
    : null;
  counted('unit tests', status, report && { passed: report.numPassedTests, failed: report.numFailedTests });
}

// API tests and the deployment layout test (node's test runner), two files at a time (the machine's two cores): each
// file's apps and servers have their own database file, temporary folder and system-picked port.
{
  const { status, output } = run(process.execPath, [
    '--test',
    '--test-concurrency=2',
    '--test-timeout=120000',
    '--test-force-exit',
    'api/src/**/*.test.ts',
    'tools/**/*.test.ts',
  ]);
  const pass = /^ℹ pass (\d+)$/m.exec(output);
  const fail = /^ℹ fail (\d+)$/m.exec(output);
  counted('API tests', status, pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null);
}

// End-to-end journeys over production builds in Chromium.
{
  let ready = true;
  try {
    ensureChromium();
  } catch (error) {
    console.error(String(error));
    ready = false;
  }
  ready = ready && single('build', 'pnpm', ['run', 'build']);
  if (ready) {
    const report = path.join(root, 'e2e', '.artifacts', 'report.json');
    fs.rmSync(report, { force: true });
    const { status } = run(
      path.join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
      ['test'],
      path.join(root, 'e2e'),
    );
    const stats = fs.existsSync(report)
      ? (
          JSON.parse(fs.readFileSync(report, 'utf8')) as {
            stats: { expected: number; unexpected: number; flaky: number };
          }
        ).stats
      : null;
    counted(
      'end-to-end journeys',
      status,
      stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected },
    );
  } else {
    outcomes.push({ name: 'end-to-end journeys', passed: 0, failed: 1 });
  }
}

console.log('\nSummary:');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.failed ? '✗' : '✓'} ${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed`,
  );
}
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
