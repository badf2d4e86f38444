import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import postgres from 'postgres';
import { E2E_SERVER_ENV } from '../../../scripts/e2e-server.mjs';

/** A fresh Postgres database on the server `adminUrl` names; `drop()` removes it. */
export async function createDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The e2e server's settings (seeded accounts, secrets) on a Postgres database and a port of its own. */
function instanceEnv(databaseUrl: string, port: number, extra: Record<string, string> = {}) {
  const dir = `.data/instance-${port}`;
  return {
    ...process.env,
    ...E2E_SERVER_ENV,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    PGLITE_DIR: '',
    MAIL_DROP_DIR: `${dir}/mail`,
    ...extra,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

/** Migrates and seeds `databaseUrl` as `npm start` does on first use, for the server on `port`. */
export async function setUpDatabase(databaseUrl: string, port: number) {
  const child = run('node_modules/.bin/tsx', ['scripts/db.ts', 'setup'], instanceEnv(databaseUrl, port));
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`db setup failed (${code}):\n${output}`);
}

export interface Instance {
  url: string;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  /** The structured server-error lines (one JSON object per line) logged so far. */
  errorLines(): { event: string; route: string; digest: string | null; message: string; [key: string]: unknown }[];
  stop(): Promise<void>;
}

/** Starts the production server of the current build (scripts/serve.mjs) on `port` and `databaseUrl`; `env`: settings of its own. */
export async function startInstance(
  databaseUrl: string,
  port: number,
  timeoutMs = 120_000,
  env: Record<string, string> = {},
): Promise<Instance> {
  rmSync(`.data/instance-${port}`, { recursive: true, force: true });
  const child = run('node', ['scripts/serve.mjs'], instanceEnv(databaseUrl, port, env));
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`The server on ${port} exited (${exited}):\n${output}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`The server on ${port} was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    const ready = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => output,
    errorLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('"request_error"'))
        .map((line) => JSON.parse(line)),
    async stop() {
      if (exited !== null) return;
      const gone = new Promise((r) => child.on('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (exited === null) process.kill(-child.pid!, 'SIGKILL');
      rmSync(`.data/instance-${port}`, { recursive: true, force: true });
    },
  };
}
