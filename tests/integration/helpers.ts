import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { openPglite, openPostgres, type DbHandle } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { cnpjCheckDigits, formatCnpj } from '@/lib/validation/cnpj';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<{ handle: DbHandle; url?: string; cleanup: () => Promise<void> }>;
}

/**
 * PGlite always; a real Postgres too when TEST_DATABASE_URL names one. With TEST_POOLER_URL (a
 * transaction-mode PgBouncer in front of that server) the Postgres suite connects through the
 * pooler instead, as a serverless deployment does, and TEST_SKIP_PGLITE=1 leaves PGlite out.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [];
  if (process.env.TEST_SKIP_PGLITE !== '1') {
    list.push({
      name: 'pglite',
      async open() {
        // A copy of the database the suite's setup migrated once (tests/integration/pglite-template.ts).
        const template = process.env.TEST_PGLITE_TEMPLATE;
        const handle = await openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
        if (!template) await migrate(handle);
        return { handle, cleanup: () => handle.close() };
      },
    });
  }
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  const poolerUrl = process.env.TEST_POOLER_URL?.trim();
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open() {
        const dbName = `test_${randomBytes(6).toString('hex')}`;
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`CREATE DATABASE ${dbName}`);
        const url = new URL(poolerUrl || adminUrl);
        url.pathname = `/${dbName}`;
        const handle = openPostgres(url.toString(), 20);
        await migrate(handle);
        return {
          handle,
          url: url.toString(),
          cleanup: async () => {
            await handle.close();
            await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
            await admin.end();
          },
        };
      },
    });
  }
  return list;
}

/** A masked CNPJ with valid check digits, distinct per `n` (its first eight digits). */
export function testCnpj(n: number): string {
  const base = `${String(n).padStart(8, '0')}0001`;
  return formatCnpj(`${base}${cnpjCheckDigits(base)}`);
}
