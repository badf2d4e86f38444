import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SERVER_ENV } from '../../scripts/e2e-server.mjs';

/** Starts the production server with the e2e settings and `overrides`; resolves once it exits or says it is ready. */
function serve(overrides: Record<string, string>): Promise<{ code: number | null; output: string; listened: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'bad-setting-'));
  const port = String(Number(E2E_SERVER_ENV.PORT) + 8);
  const child = spawn('node', ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      PORT: port,
      SITE_URL: `http://127.0.0.1:${port}`,
      PGLITE_DIR: join(dir, 'pglite'),
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      // Today's failure: it listens anyway. Stop it and report.
      if (/Ready on/.test(output)) {
        child.kill('SIGTERM');
        child.once('exit', () => resolve({ code: null, output, listened: true }));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (!/Ready on/.test(output)) resolve({ code, output, listened: false });
    });
  });
}

describe('a setting that fails validation stops the server', () => {
  it('CRON_SECRET shorter than 16 characters: non-zero exit and one line naming it', async () => {
    const { code, output, listened } = await serve({ CRON_SECRET: 'too-short' });
    expect(listened, output).toBe(false);
    expect(code, output).not.toBe(0);
    const lines = output.split('\n').filter((line) => line.includes('CRON_SECRET'));
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(/16/);
    // The value itself (a secret) is never printed.
    expect(output).not.toContain('too-short');
  });

  it('a malformed TRUSTED_PROXY is named too', async () => {
    const { code, output, listened } = await serve({ TRUSTED_PROXY: 'nonsense' });
    expect(listened, output).toBe(false);
    expect(code, output).not.toBe(0);
    expect(
      output.split('\n').filter((line) => line.includes('TRUSTED_PROXY')),
      output,
    ).toHaveLength(1);
  });

  it('a production server without SITE_URL and AUTH_SECRET refuses to start, naming both', async () => {
    const { code, output, listened } = await serve({ NODE_ENV: 'production', SITE_URL: '', AUTH_SECRET: '', BETTER_AUTH_SECRET: '' });
    expect(listened, output).toBe(false);
    expect(code, output).not.toBe(0);
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('SITE_URL is not set');
    expect(output).toContain('AUTH_SECRET is not set');
  });
});
