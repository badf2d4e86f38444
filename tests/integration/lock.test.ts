import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock, currentBootId, DatabaseLockedError, lockPathFor, processStartTicks } from '@/lib/db/lock';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const RACER = join(process.cwd(), 'tests', 'integration', 'fixtures', 'lock-racer.ts');

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'db');
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
const lockFile = (owner: Record<string, unknown>) => JSON.stringify({ token: 'someone-else', since: '2026-01-01T00:00:00.000Z', ...owner });

const holders: ReturnType<typeof spawn>[] = [];
/** A live process that is not this one (a pid that exists here). */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  holders.push(child);
  await new Promise((r) => child.once('spawn', r));
  return child.pid!;
}
afterAll(() => holders.forEach((h) => h.kill()));

/** Resolves with the next line a child prints. */
function nextLine(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk;
      if (!out.includes('\n')) return;
      child.stdout!.off('data', onData);
      resolve(out.split('\n')[0]!.trim());
    };
    child.stdout!.on('data', onData);
    child.once('exit', () => resolve(out.trim() || 'exited'));
  });
}

/** N processes race for one stale lock, starting together once all are ready; returns each one's outcome. */
async function race(dir: string, contenders: number): Promise<string[]> {
  const children = Array.from({ length: contenders }, () => spawn(TSX, [RACER, dir], { stdio: ['pipe', 'pipe', 'inherit'] }));
  expect(await Promise.all(children.map(nextLine))).toEqual(Array(contenders).fill('ready'));
  const outcomes = children.map(nextLine);
  const startAt = Date.now() + 300;
  for (const child of children) child.stdin!.write(`${startAt}\n`);
  const results = await Promise.all(outcomes);
  // The winner holds the lock until every other contender has answered; now let it go.
  for (const child of children) child.stdin!.end();
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)));
  return results;
}

describe('embedded database lock', () => {
  it('gives a stale lock to exactly one of 8 concurrent starters (3 rounds, old and new lock format)', async () => {
    for (const format of ['pid', 'json', 'pid'] as const) {
      const dir = freshDir();
      const pid = deadPid();
      writeFileSync(lockPathFor(dir), format === 'pid' ? String(pid) : lockFile({ pid, host: hostname(), bootId: currentBootId() }));
      const outcomes = await race(dir, 8);
      expect(
        outcomes.filter((o) => o === 'won'),
        outcomes.join(','),
      ).toHaveLength(1);
      expect(
        outcomes.filter((o) => o === 'DatabaseLockedError'),
        outcomes.join(','),
      ).toHaveLength(7);
      // The winner released it on exit.
      expect(existsSync(lockPathFor(dir))).toBe(false);
    }
  }, 90_000);

  it('writes a private lock naming pid, host and boot, and removes it on release', () => {
    const dir = freshDir();
    const release = acquireLock(dir);
    const path = lockPathFor(dir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    expect(owner).toMatchObject({
      pid: process.pid,
      host: hostname(),
      bootId: currentBootId(),
      startTicks: processStartTicks(process.pid),
    });
    // The same process asking again is not refused.
    expect(() => acquireLock(dir)()).not.toThrow();
    expect(existsSync(path)).toBe(true);
    release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a lock held by a live process of this host and boot', async () => {
    const dir = freshDir();
    const pid = await liveProcess();
    writeFileSync(
      lockPathFor(dir),
      lockFile({ pid, host: hostname(), bootId: currentBootId(), startTicks: processStartTicks(pid) ?? undefined }),
    );
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(dir)).toThrow(`already in use by process ${pid}`);
  });

  it('never takes over a lock from another host, even when its pid exists here, and says how to remove it', async () => {
    const dir = freshDir();
    const path = lockPathFor(dir);
    const content = lockFile({ pid: await liveProcess(), host: 'another-host', bootId: 'another-boot' });
    writeFileSync(path, content);
    let error: unknown;
    try {
      acquireLock(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toContain('on host "another-host"');
    expect((error as Error).message).toContain(`delete ${path}`);
    expect(readFileSync(path, 'utf8')).toBe(content);
    // Nor a dead-looking one: its process cannot be checked from here.
    writeFileSync(path, lockFile({ pid: deadPid(), host: 'another-host' }));
    expect(() => acquireLock(dir)).toThrow(/another host may be live/);
  });

  it.skipIf(!currentBootId())('takes over a lock from an earlier boot of this host although its pid exists now', async () => {
    const dir = freshDir();
    writeFileSync(lockPathFor(dir), lockFile({ pid: await liveProcess(), host: hostname(), bootId: 'an-earlier-boot' }));
    const warnings: string[] = [];
    const release = acquireLock(dir, { warn: (line) => warnings.push(line) });
    expect(JSON.parse(readFileSync(lockPathFor(dir), 'utf8')).pid).toBe(process.pid);
    expect(warnings.join('\n')).toMatch(/Took over the stale lock/);
    release();
  });

  it.skipIf(!processStartTicks(process.pid))('treats a reused pid (another start time) as stale', async () => {
    const dir = freshDir();
    writeFileSync(lockPathFor(dir), lockFile({ pid: await liveProcess(), host: hostname(), bootId: currentBootId(), startTicks: '1' }));
    const release = acquireLock(dir, { warn: () => {} });
    release();
  });

  it('refuses an unreadable lock, and a takeover guard left by an interrupted start', async () => {
    const dir = freshDir();
    const path = lockPathFor(dir);
    writeFileSync(path, 'not a lock');
    expect(() => acquireLock(dir)).toThrow(`delete ${path}`);

    writeFileSync(path, String(deadPid()));
    const guard = `${path}.takeover`;
    writeFileSync(guard, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(guard, old, old);
    expect(() => acquireLock(dir)).toThrow(`delete ${guard} and ${path}`);
  });
});
