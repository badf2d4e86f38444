import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from './helpers/test';
import { E2E_ADMIN, E2E_DATA } from './helpers/env';
import { freshContext, signIn } from './helpers/session';

// Both tests start `npm start` in this checkout beside the running e2e server: one at a time.
test.describe.configure({ mode: 'serial' });

/** Runs `node scripts/start.mjs` to its end (it must refuse, so it ends): exit code and output. */
async function startAnother(env: Record<string, string>) {
  const child = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      resolve(-1);
    }, 90_000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, output };
}

/** The running server still answers a page, every script it loads, and a server action. */
async function stillServing(page: Page) {
  const home = await page.request.get('/sobre');
  expect(home.status()).toBe(200);
  const scripts = [...(await home.text()).matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of scripts) expect((await page.request.get(src)).status(), src).toBe(200);
  // Signing in is a server action.
  await signIn(page, 'cliente@example.com.br', E2E_ADMIN.demoPassword);
}

test('npm start with changed sources refuses to rebuild under the running server, which keeps serving pages, chunks and actions', async ({
  browser,
}) => {
  // Any file under the build's inputs changes its fingerprint; this one is served from public/.
  const probe = `public/deploy-probe-${process.pid}.txt`;
  writeFileSync(probe, `${Date.now()}\n`);
  let result: Awaited<ReturnType<typeof startAnother>>;
  try {
    result = await startAnother({ PORT: '3191' });
  } finally {
    rmSync(probe, { force: true });
  }
  expect(result.code, result.output).toBe(1);
  expect(result.output).toContain('The sources changed since the last build');
  expect(result.output).toMatch(/running from the current build \(pid \d+ on port \d+\)/);
  expect(result.output).not.toContain('next build');

  const context = await freshContext(browser);
  await stillServing(await context.newPage());
  await context.close();
});

test('a second server on the same embedded directory fails fast; the first keeps serving', async ({ browser }) => {
  // Only the port differs: the build is current, so it goes on to open the database and is refused there.
  const { code, output } = await startAnother({ PORT: '3190', PGLITE_DIR: `${E2E_DATA}/pglite` });
  expect(code, output).not.toBe(0);
  expect(code, output).not.toBe(-1);
  expect(output).not.toContain('rebuilding');
  expect(output).toMatch(/already in use by process \d+/);

  const context = await freshContext(browser);
  await stillServing(await context.newPage());
  await context.close();
});
