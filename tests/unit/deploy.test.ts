import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceStamp } from '../../scripts/build-stamp.mjs';
import { rebuildBlocker, registerServer, runningServers } from '../../scripts/running-servers.mjs';

afterEach(() => vi.unstubAllEnvs());

describe('the build fingerprint', () => {
  it('does not change with PORT alone, and does with SITE_URL', () => {
    vi.stubEnv('SITE_URL', undefined);
    vi.stubEnv('PORT', '3000');
    const first = sourceStamp();
    vi.stubEnv('PORT', '3190');
    expect(sourceStamp()).toBe(first);
    vi.stubEnv('SITE_URL', 'https://www.example.com.br');
    expect(sourceStamp()).not.toBe(first);
  });
});

describe('running servers of a checkout', () => {
  it('a live registered server blocks a rebuild of its build directory; once it is gone its record is dropped', async () => {
    const root = mkdtempSync(join(tmpdir(), 'checkout-'));
    const script = `const { registerServer } = await import(${JSON.stringify(join(process.cwd(), 'scripts/running-servers.mjs'))});
      registerServer(4321, ${JSON.stringify(root)}); console.log('ready'); setInterval(() => {}, 1000);
      process.on('SIGTERM', () => process.exit(0));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      expect(runningServers(root).map((s) => [s.pid, s.port])).toEqual([[child.pid, 4321]]);
      expect(rebuildBlocker(root)).toContain(`pid ${child.pid} on port 4321`);
      // A second build directory is not blocked by it.
      vi.stubEnv('NEXT_DIST_DIR', '.next-other');
      expect(rebuildBlocker(root)).toBeNull();
      vi.unstubAllEnvs();

      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(rebuildBlocker(root)).toBeNull();
      expect(readdirSync(join(root, '.next-run'))).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a killed server (no exit handler ran) blocks nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'checkout-'));
    const script = `const { registerServer } = await import(${JSON.stringify(join(process.cwd(), 'scripts/running-servers.mjs'))});
      registerServer(4322, ${JSON.stringify(root)}); console.log('ready'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(readdirSync(join(root, '.next-run'))).toHaveLength(1);
      expect(rebuildBlocker(root)).toBeNull();
      expect(readdirSync(join(root, '.next-run'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('does not count the process asking', () => {
    const root = mkdtempSync(join(tmpdir(), 'checkout-'));
    try {
      registerServer(1234, root);
      expect(runningServers(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
