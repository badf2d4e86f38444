import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { serverEnv } from '@/lib/config/env';
import { contentTypeOfKey, isDocumentKey, newDocumentKey } from './keys';
import type { DocumentStorage } from './types';

/**
 * Documents on the local disk, beside the embedded database: `<parent of PGLITE_DIR>/uploads`
 * (default `.data/uploads`). The directory is 0700 and each file 0600.
 */
export function uploadsDir(): string {
  const cwd = resolve(/*turbopackIgnore: true*/ process.cwd());
  const dir = resolve(cwd, dirname(serverEnv().PGLITE_DIR), 'uploads');
  const publicDir = join(cwd, 'public');
  if (dir === publicDir || dir.startsWith(publicDir + sep)) throw new Error(`Uploads must not live under public/: ${dir}`);
  return dir;
}

/** Creates the directory owner-only (and tightens one that already exists). */
async function prepare(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

export function createLocalStorage(dir: string = uploadsDir()): DocumentStorage {
  return {
    async put(data, contentType) {
      const key = newDocumentKey(contentType);
      await prepare(dir);
      // Written under a temporary name first, so a half-written file never carries a key.
      const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(temp, data, { mode: 0o600, flag: 'wx' });
        await rename(temp, join(dir, key));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      // A malformed key cannot name a stored document (and never reaches the file system).
      if (!isDocumentKey(key)) return null;
      try {
        const data = await readFile(join(dir, key));
        return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      if (!isDocumentKey(key)) return;
      await rm(join(dir, key), { force: true });
    },
  };
}
