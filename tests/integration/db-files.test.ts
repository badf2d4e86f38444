import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authSecret } from '@/lib/security/secret';
import { openPglite } from '@/lib/db/client';
import { lockPathFor } from '@/lib/db/lock';
import { migrate } from '@/lib/db/migrate';

/** Every entry below `root` (itself included) as "mode type path", e.g. "600 f base/1/1259". */
function modes(root: string): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    const st = statSync(path);
    out.push(`${(st.mode & 0o777).toString(8)} ${st.isDirectory() ? 'd' : 'f'} ${relative(root, path) || '.'}`);
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return out;
}

const notPrivate = (list: string[]) => list.filter((l) => !/^(600 f|700 d) /.test(l));

describe('embedded database files', () => {
  const saved = { PGLITE_DIR: process.env.PGLITE_DIR, AUTH_SECRET: process.env.AUTH_SECRET };
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((f) => f());
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('are 0600 in 0700 folders, the data folder and lock included, and stay so after writes and on reopening an old directory', async () => {
    // Inside the working directory, like the default .data/pglite: its folders are tightened too.
    mkdirSync('.data', { recursive: true });
    const root = mkdtempSync(join(process.cwd(), '.data', 'perm-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const dir = join(root, 'pglite');
    const umaskBefore = process.umask();

    const handle = await openPglite(dir);
    await migrate(handle);
    // Files PGlite writes while it runs (new relations, WAL) are private too.
    await handle.db.execute(sql`create table bulk (n int)`);
    await handle.db.execute(sql`insert into bulk select generate_series(1, 5000)`);
    expect(statSync(lockPathFor(dir)).mode & 0o777).toBe(0o600);
    const open = modes(root);
    expect(open.length).toBeGreaterThan(500);
    expect(notPrivate(open)).toEqual([]);
    await handle.close();
    expect(process.umask()).toBe(umaskBefore);

    // A directory an earlier version left world-readable is tightened when opened.
    execFileSync('chmod', ['-R', 'go+rX', root]);
    expect(notPrivate(modes(root)).length).toBeGreaterThan(500);
    const again = await openPglite(dir);
    await again.close();
    expect(notPrivate(modes(root))).toEqual([]);
    expect(statSync('.data').mode & 0o777).toBe(0o700);
  }, 120_000);

  it('keep the generated auth secret private', () => {
    const root = join(mkdtempSync(join(tmpdir(), 'secret-')), 'data');
    process.env.PGLITE_DIR = join(root, 'pglite');
    delete process.env.AUTH_SECRET;
    const secret = authSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(root, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(authSecret()).toBe(secret);
    expect(dirname(process.env.PGLITE_DIR)).toBe(root);
  });
});
