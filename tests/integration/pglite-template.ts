import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';

let dir: string | undefined;

/**
 * Vitest global setup: the migrations run once on an empty embedded database, whose files every
 * integration test then starts from (3× faster than migrating each one; the copy is rebuilt every run).
 */
export async function setup() {
  if (process.env.TEST_SKIP_PGLITE === '1') return;
  const handle = await openPglite();
  await migrate(handle);
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
