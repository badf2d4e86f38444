import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it silently. We hold
 * an exclusive lock file next to the directory, naming the owner's pid, host, boot and process
 * start time, and refuse to start while it may be alive.
 *
 * - The lock is created with link() of a fully written private file: exclusive, and a reader never
 *   sees a half-written lock.
 * - A stale lock (its owner died on this host) is removed only by the holder of a short-lived
 *   takeover guard (`<lock>.takeover`, created exclusively) after re-reading it unchanged; the new
 *   lock is then linked like any other. So of any number of starters exactly one wins.
 * - A lock from another host (a shared volume, another container) is never taken over: its process
 *   cannot be checked from here. The error says which file to delete once that server is stopped.
 *   A lock from an earlier boot of this host is stale. A pid that exists here is the owner only when
 *   its start time matches the recorded one (pids are reused, and restart in a new container).
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    message = `The embedded database at ${dataDir} is already in use by process ${pid}. ` +
      'Stop that process first, or point PGLITE_DIR at another directory (or set DATABASE_URL to use a Postgres server).',
  ) {
    super(message);
    this.name = 'DatabaseLockedError';
  }
}

/** What a lock file says about its owner. Files written by earlier versions hold only a pid. */
export interface LockOwner {
  pid: number;
  host: string | null;
  bootId: string | null;
  /** The owner's start time in clock ticks since boot (/proc/<pid>/stat), when known. */
  startTicks: string | null;
  token: string | null;
  since: string | null;
}

export type LockState = 'mine' | 'live' | 'stale' | 'foreign' | 'unknown';

const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';
const GUARD_STUCK_MS = 10_000;
const RETRY_MS = 20;
const MAX_WAIT_MS = 15_000;
const EMPTY_WAIT_MS = 1_000;

export function lockPathFor(dataDir: string) {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

export function currentBootId(): string | null {
  try {
    return readFileSync(BOOT_ID_FILE, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux). */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function parseLockOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), host: null, bootId: null, startTicks: null, token: null, since: null };
  try {
    const data = JSON.parse(trimmed) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    if (!Number.isInteger(data.pid) || (data.pid as number) <= 0) return null;
    return {
      pid: data.pid as number,
      host: str(data.host),
      bootId: str(data.bootId),
      startTicks: str(data.startTicks),
      token: str(data.token),
      since: str(data.since),
    };
  } catch {
    return null;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Tokens of the locks this process holds, by lock path (shared by every bundle loaded in the process). */
const HELD = Symbol.for('site.db.locks');
const held: Map<string, string> = ((globalThis as { [HELD]?: Map<string, string> })[HELD] ??= new Map());

/**
 * Whether the owner a lock file names may be running. A lock without a host was written by an
 * earlier version of this server, which only ran on this host.
 */
export function lockState(owner: LockOwner | null, path: string, here = { host: hostname(), bootId: currentBootId() }): LockState {
  if (!owner) return 'unknown';
  if (owner.token && held.get(path) === owner.token) return 'mine';
  if (owner.host !== null && owner.host !== here.host) return 'foreign';
  if (owner.bootId && here.bootId && owner.bootId !== here.bootId) return 'stale';
  // Same host and boot: the pid names the owner only when it is not us and started when recorded.
  if (owner.pid === process.pid) return 'stale';
  if (!pidExists(owner.pid)) return 'stale';
  if (owner.startTicks) {
    const ticks = processStartTicks(owner.pid);
    if (ticks !== null && ticks !== owner.startTicks) return 'stale';
  }
  return 'live';
}

function describe(owner: LockOwner) {
  return `process ${owner.pid}${owner.host ? ` on host "${owner.host}"` : ''}${owner.since ? ` (since ${owner.since})` : ''}`;
}

function refusal(dataDir: string, path: string, state: 'foreign' | 'unknown', owner: LockOwner | null): DatabaseLockedError {
  const remedy = `If no server uses ${dataDir} any more, delete ${path} and start again.`;
  const message =
    state === 'foreign'
      ? `The embedded database at ${dataDir} is locked by ${describe(owner!)}. A lock from another host may be live ` +
        `(a directory on a shared volume), so it is not taken over automatically. Stop that server first. ${remedy}`
      : `The lock file ${path} of the embedded database is unreadable, so its owner cannot be checked. ${remedy}`;
  return new DatabaseLockedError(dataDir, owner?.pid ?? 0, message);
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates `path` from the fully written `tmp` only when `path` does not exist. */
function linkExclusive(tmp: string, path: string, content: string): boolean {
  try {
    linkSync(tmp, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  // File systems without hard links: exclusive create, then write (readers retry an empty file).
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The takeover guard: created exclusively; false while another starter holds it. */
function takeGuard(guard: string, dataDir: string, path: string): boolean {
  try {
    const fd = openSync(guard, 'wx', 0o600);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let age = 0;
  try {
    age = Date.now() - statSync(guard).mtimeMs;
  } catch {
    return false; // Released meanwhile: the caller retries.
  }
  if (age > GUARD_STUCK_MS) {
    throw new DatabaseLockedError(
      dataDir,
      0,
      `A start-up of the embedded database at ${dataDir} was interrupted while replacing a stale lock. ` +
        `If no server is starting or running on it, delete ${guard} and ${path}, then start again.`,
    );
  }
  return false;
}

/** Takes the lock for this process; returns a release function. */
export function acquireLock(dataDir: string, { warn = console.warn }: { warn?: (line: string) => void } = {}): () => void {
  const path = lockPathFor(dataDir);
  const guard = `${path}.takeover`;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const token = randomBytes(12).toString('hex');
  const content = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    bootId: currentBootId(),
    startTicks: processStartTicks(process.pid),
    token,
    since: new Date().toISOString(),
  });
  const tmp = `${path}.${process.pid}.${token}.tmp`;
  writeFileSync(tmp, content, { mode: 0o600, flag: 'wx' });
  const deadline = Date.now() + MAX_WAIT_MS;
  let emptySince = 0;
  try {
    while (Date.now() < deadline) {
      if (linkExclusive(tmp, path, content)) {
        held.set(path, token);
        const release = () => {
          process.off('exit', release);
          if (held.get(path) !== token) return;
          held.delete(path);
          try {
            if (readFileSync(path, 'utf8') === content) unlinkSync(path);
          } catch {
            // Already gone.
          }
        };
        process.once('exit', release);
        return release;
      }
      const text = readText(path);
      if (text === null) continue; // Released meanwhile.
      if (text.trim() === '') {
        // Being written by a starter on a file system without hard links, or left empty by a crash.
        emptySince ||= Date.now();
        if (Date.now() - emptySince > EMPTY_WAIT_MS) throw refusal(dataDir, path, 'unknown', null);
        sleep(RETRY_MS);
        continue;
      }
      const owner = parseLockOwner(text);
      const state = lockState(owner, path);
      if (state === 'mine') return () => {};
      if (state === 'live') throw new DatabaseLockedError(dataDir, owner!.pid);
      if (state === 'foreign' || state === 'unknown') throw refusal(dataDir, path, state, owner);
      if (!takeGuard(guard, dataDir, path)) {
        sleep(RETRY_MS);
        continue;
      }
      try {
        // Only the guard's holder removes a lock, and only the very file it judged stale.
        if (readText(path) === text) {
          unlinkSync(path);
          warn(`Took over the stale lock of the embedded database at ${dataDir}, left by ${describe(owner!)}.`);
        }
      } finally {
        unlinkSync(guard);
      }
    }
    throw new Error(`Could not take the database lock at ${path}: other starters kept it busy.`);
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      // Already gone.
    }
  }
}
