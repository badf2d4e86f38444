// The server the HTTP checks (Vitest) and the browser tests (Playwright) run against: the production
// build, served by scripts/serve.mjs on a fresh embedded database, migrated and seeded. `npm test`
// starts it once for both suites; either suite alone starts it itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** The e2e server's embedded database and seeded accounts. */
export const E2E_DATA = process.env.E2E_DATA_DIR || '.data/e2e';
/** Where the e2e server delivers mail (MAIL_DROP_DIR): one JSON file per message. */
export const E2E_MAIL = `${E2E_DATA}/mail`;
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-Admin-pass-2026',
  demoPassword: 'e2e-Demo-pass-2026',
};
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The scheduled jobs' bearer token and IndexNow key on the e2e server. */
export const E2E_CRON = {
  secret: 'e2e-cron-secret-not-for-production-0123',
  indexNowKey: 'e2e-indexnow-key-0123456789abcdef',
  /** Where the server submits to IndexNow: a local server of the test's, when one listens. */
  indexNowEndpoint: `http://127.0.0.1:${E2E_PORT + 9}/indexnow`,
};

/** A fresh embedded database per run, migrated and seeded, then the production server. */
export const E2E_SERVER_COMMAND = `rm -rf ${E2E_DATA} && node_modules/.bin/tsx scripts/db.ts setup && node scripts/serve.mjs`;
/** Where `npm test` writes the e2e server's output (tests that read the log look here). */
export const E2E_SERVER_LOG = process.env.E2E_SERVER_LOG || '.data/e2e-server.log';
/** The browser tests' JSON report of the last run. */
export const E2E_REPORT = process.env.E2E_JSON || '.data/e2e-report.json';
/** Answers once the server is ready. */
export const E2E_READY_URL = `${E2E_BASE_URL}/robots.txt`;

export const E2E_SERVER_ENV = {
  SITE_URL: E2E_BASE_URL,
  PORT: String(E2E_PORT),
  HOSTNAME: '127.0.0.1',
  // Tests stand in for distinct visitors with X-Forwarded-For: the server appends the socket's
  // address, and one trusted hop makes the test's header the client.
  TRUSTED_PROXY: '1',
  PGLITE_DIR: `${E2E_DATA}/pglite`,
  // A production server refuses to start without a signing secret.
  AUTH_SECRET: 'e2e-auth-secret-not-for-production-0123456789',
  // Mail is delivered as files here: tests open account links the way a recipient would.
  MAIL_DROP_DIR: E2E_MAIL,
  SEED_ADMIN_EMAIL: E2E_ADMIN.email,
  SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
  SEED_DEMO_PASSWORD: E2E_ADMIN.demoPassword,
  // Scheduled jobs: their bearer token and IndexNow key; submissions go to a local port, never to IndexNow.
  CRON_SECRET: E2E_CRON.secret,
  INDEXNOW_KEY: E2E_CRON.indexNowKey,
  INDEXNOW_ENDPOINT: E2E_CRON.indexNowEndpoint,
  DATABASE_URL: '',
  SMTP_URL: '',
  NEXT_PUBLIC_SUPABASE_URL: '',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
  // Google Analytics behind consent (the build must carry the same id: NEXT_PUBLIC_* is inlined at
  // build time); the consent spec answers every Google request itself.
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID ?? 'G-TEST123',
};

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The id of the build in .next (Next writes it into every page's payload), or null before a build. */
function buildId() {
  const file = `${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Whether the server answering on the port serves this checkout's current build. */
async function servesThisBuild() {
  const id = buildId();
  if (!id) return false;
  try {
    const res = await fetch(`${E2E_BASE_URL}/sobre`, { signal: AbortSignal.timeout(10_000) });
    return res.ok && (await res.text()).includes(id);
  } catch {
    return false;
  }
}

/**
 * Starts the e2e server unless one already answers on its port; resolves once it is ready with a
 * `stop()` that ends only what this call started. A server already answering is reused only when
 * it serves this build: tests against another build (an older checkout, another worktree) would
 * test code that is not here.
 */
export async function startE2eServer({ timeoutMs = 180_000, log = process.stderr } = {}) {
  if (await answers(E2E_READY_URL)) {
    if (await servesThisBuild()) return { started: false, stop: async () => {} };
    throw new Error(
      `A server on port ${E2E_PORT} answers but does not serve the build in .next (id ${buildId()}): stop it, or set E2E_PORT.`,
    );
  }
  const child = spawn('sh', ['-c', E2E_SERVER_COMMAND], {
    env: { ...process.env, ...E2E_SERVER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (d) => log.write(d));
  child.stderr.on('data', (d) => log.write(d));
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(E2E_READY_URL))) {
    if (exited !== null) throw new Error(`The e2e server exited (${exited}) before it was ready.`);
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`The e2e server was not ready within ${timeoutMs / 1000} s.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    started: true,
    async stop() {
      if (exited !== null) return;
      const gone = new Promise((r) => child.on('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (exited === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
