// `npm test`: type check, lint, format check, unit + integration, production build, HTTP checks and
// browser tests against that build — stops at the first failure and prints each stage's duration.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';
import { E2E_REPORT, E2E_SERVER_LOG, startE2eServer } from './e2e-server.mjs';

const stages = [];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function report() {
  if (stages.length === 0) return;
  console.log('\nStage durations:');
  for (const { title, ms, ok } of stages) console.log(`  ${ok ? '✓' : '✖'} ${title.padEnd(58)} ${seconds(ms).padStart(7)}`);
  console.log(`  ${'total'.padEnd(60)} ${seconds(Date.now() - started).padStart(7)}`);
}

/**
 * The Postgres integration files run a second time through the transaction pooler: those whose
 * subject is the pool itself, concurrent transactions, locks and claims (one transaction holds one
 * server connection there, so the rest behaves as on a direct connection).
 */
const POOLER_FILES = [
  'tests/integration/pool.test.ts',
  'tests/integration/db.test.ts',
  'tests/integration/idempotency.test.ts',
  'tests/integration/jobs.test.ts',
  'tests/integration/leads.test.ts',
  'tests/integration/resellers.test.ts',
];

/** Runs one stage; false (reported) when it failed. */
function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stages.push({ title, ms: Date.now() - t0, ok: r.status === 0 });
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${r.status}).`);
    process.exitCode = r.status ?? 1;
    return false;
  }
  return true;
}

/** Runs one stage; stops `npm test` when it failed. */
function step(title, cmd, args, env = {}) {
  if (!run(title, cmd, args, env)) {
    report();
    process.exit(process.exitCode);
  }
}

/**
 * Runs the static checks (output kept, printed once each ends) side by side with one streamed
 * stage (output shown as it comes): the static checks fill the cores the test stage leaves idle
 * while its tests wait on timers, locks and mail. Stops `npm test` when one of them failed, at once
 * when a static check did.
 */
async function together(checks, [streamTitle, streamCmd, streamArgs, streamEnv]) {
  console.log(`\n▶ ${[...checks.map(([title]) => title), streamTitle].join(' ‖ ')}`);
  const t0 = Date.now();
  // Its own process group, so a failed static check stops the whole stage (npx and what it runs).
  const stream = spawn(streamCmd, streamArgs, { stdio: 'inherit', env: { ...process.env, ...streamEnv }, detached: true });
  const streamed = new Promise((resolve) => stream.on('close', (code) => resolve({ code, ms: Date.now() - t0 })));
  // Out of the terminal's process group, it would miss a Ctrl+C.
  const interrupt = () => {
    try {
      process.kill(-stream.pid, 'SIGINT');
    } finally {
      process.exit(130);
    }
  };
  process.once('SIGINT', interrupt);
  streamed.then(() => process.off('SIGINT', interrupt));
  const results = await Promise.all(
    checks.map(
      ([title, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => {
            if (code !== 0 && stream.exitCode === null) {
              try {
                process.kill(-stream.pid, 'SIGTERM');
              } catch {
                // Already gone.
              }
            }
            resolve({ title, code, output, ms: Date.now() - started });
          });
        }),
    ),
  );
  for (const { title, code, output, ms } of results) {
    console.log(`\n▶ ${title} (${code === 0 ? 'passed' : `failed, exit ${code}`})`);
    if (output.trim()) console.log(output.trimEnd());
    stages.push({ title: `${title} (side by side)`, ms, ok: code === 0 });
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.title} failed (exit ${failed.code}).`);
    await streamed;
    report();
    process.exit(failed.code ?? 1);
  }
  const { code, ms } = await streamed;
  stages.push({ title: `${streamTitle} (side by side)`, ms, ok: code === 0 });
  stages.push({ title: 'static checks ‖ unit and integration, wall time', ms: Date.now() - t0, ok: code === 0 });
  if (code !== 0) {
    console.error(`\n✖ ${streamTitle} failed (exit ${code}).`);
    report();
    process.exit(code ?? 1);
  }
}

/**
 * Prints how many browser tests needed a retry, from the last run's JSON report: under CI such a
 * test fails the run (failOnFlakyTests), elsewhere it is named here.
 */
function retriedTests() {
  if (!existsSync(E2E_REPORT)) return;
  const suites = JSON.parse(readFileSync(E2E_REPORT, 'utf8')).suites ?? [];
  const retried = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if ((t.results ?? []).some((r) => r.retry > 0)) retried.push(`${spec.file}: ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  suites.forEach(walk);
  console.log(`\nBrowser tests that needed a retry: ${retried.length} (report: ${E2E_REPORT})`);
  for (const title of retried) console.log(`  ↻ ${title}`);
}

const chromium = findChromium({ headlessShell: true });
let playwrightOwn = false;
if (!chromium) {
  try {
    const { chromium: pw } = await import('@playwright/test');
    playwrightOwn = (await import('node:fs')).existsSync(pw.executablePath());
  } catch {
    playwrightOwn = false;
  }
  if (!playwrightOwn) {
    console.error(
      "No Chromium found for the browser tests. Install Debian's package (apt-get install -y chromium),\n" +
        'set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium` where downloads work.',
    );
    process.exit(1);
  }
}

// The content check and route types first: the type check and the linter read the route types.
step('Content check and route types', 'sh', ['-c', 'npx tsx scripts/content-check.ts && npx next typegen']);
await together(
  [
    // TypeScript 7's native compiler checks the types (27 s → 8 s here); the `typescript` package (5.9)
    // stays for the tools that need its JavaScript API (Next's build, typescript-eslint).
    ['Type check', 'node', ['node_modules/@typescript/native/bin/tsc', '--noEmit', '--incremental', 'false']],
    ['Lint', 'npm', ['run', '-s', 'lint']],
    ['Format check', 'npm', ['run', '-s', 'format:check']],
  ],
  ['Unit and integration tests', 'npx', ['vitest', 'run'], { TEST_POOLER_URL: '' }],
);
if (process.env.TEST_POOLER_URL && process.env.TEST_DATABASE_URL) {
  step('Postgres pool and transaction tests through the pooler', 'npx', ['vitest', 'run', ...POOLER_FILES], {
    TEST_SKIP_PGLITE: '1',
  });
}
// A Google Analytics id is built in so the browser tests can check it loads only after consent
// (its requests are answered locally by the tests; nothing leaves the machine).
step('Production build', 'npm', ['run', '-s', 'build'], {
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID || 'G-TEST123',
  // The type check stage above has passed on these same sources.
  BUILD_TYPES_CHECKED: '1',
});

// One e2e server (fresh embedded database) for the HTTP checks and the browser tests.
console.log('\n▶ e2e server');
const serverStarted = Date.now();
// Its output goes to a file: the suites' own output stays readable.
mkdirSync('.data', { recursive: true });
const serverLog = E2E_SERVER_LOG;
const server = await startE2eServer({ log: createWriteStream(serverLog) }).catch((error) => {
  console.error(`\n✖ ${error.message}`);
  report();
  process.exit(1);
});
stages.push({ title: 'e2e server start (database setup, seed)', ms: Date.now() - serverStarted, ok: true });
const stopServer = () => server.stop();
process.on('SIGINT', () => stopServer().then(() => process.exit(130)));
const passed =
  run('HTTP checks against the production server', 'npx', ['vitest', 'run', '--config', 'vitest.http.config.mts']) &&
  run('HTTP checks that publish content', 'npx', ['vitest', 'run', '--config', 'vitest.http.config.mts'], { HTTP_PUBLISHING: '1' }) &&
  run('Browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)], {
    E2E_REUSE_SERVER: '1',
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  });
await stopServer();
retriedTests();
report();
if (!passed) {
  console.error(`The e2e server's output: ${serverLog}`);
  process.exit(process.exitCode || 1);
}
