import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it silently.
 * We hold an exclusive pid lock file next to the directory and refuse to start when a live
 * process already holds it.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is already in use by process ${pid}. ` +
        'Stop that process first, or point PGLITE_DIR at another directory (or set DATABASE_URL to use a Postgres server).',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPathFor(dataDir: string) {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

/** Takes the lock for this process; returns a release function. */
export function acquireLock(dataDir: string): () => void {
  const path = lockPathFor(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (pid === process.pid) return () => {};
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DatabaseLockedError(dataDir, pid);
      // A stale lock left by a process that died: remove it and try again.
      try {
        unlinkSync(path);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new Error(`Could not take the database lock at ${path}`);
}
