// `npm test`: type check, lint, format check, unit + integration, production build, HTTP checks and
// browser tests against that build — stops at the first failure and prints each stage's duration.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const stages = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function report() {
  if (stages.length === 0) return;
  console.log('\nStage durations:');
  for (const { title, ms, ok } of stages) console.log(`  ${ok ? '✓' : '✖'} ${title.padEnd(58)} ${seconds(ms).padStart(7)}`);
  console.log(`  ${'total'.padEnd(60)} ${seconds(Date.now() - started).padStart(7)}`);
}

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stages.push({ title, ms: Date.now() - t0, ok: r.status === 0 });
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${r.status}).`);
    report();
    process.exit(r.status ?? 1);
  }
}

const chromium = findChromium();
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

step('Type check', 'npm', ['run', '-s', 'typecheck']);
step('Lint', 'npm', ['run', '-s', 'lint']);
step('Format check', 'npm', ['run', '-s', 'format:check']);
step('Unit and integration tests', 'npx', ['vitest', 'run'], { TEST_POOLER_URL: '' });
if (process.env.TEST_POOLER_URL && process.env.TEST_DATABASE_URL) {
  step('Postgres integration tests through the transaction pooler', 'npx', ['vitest', 'run', 'tests/integration'], {
    TEST_SKIP_PGLITE: '1',
  });
}
// A Google Analytics id is built in so the browser tests can check it loads only after consent
// (its requests are answered locally by the tests; nothing leaves the machine).
step('Production build', 'npm', ['run', '-s', 'build'], { NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID || 'G-TEST123' });
step('Browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)], chromium ? { CHROMIUM_PATH: chromium } : {});
report();
