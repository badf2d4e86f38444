import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads, partners } from '@/lib/db/schema';
import { leadRowColumns, payloadText } from '@/lib/leads/admin';
import { leadSortKeys, leadWhere, type LeadListQuery } from '@/lib/leads/admin-query';
import { assertAdmin, type Actor } from '@/lib/auth/authz';
import { csvStream } from '@/lib/http/csv';
import { keysetBatches, keysetCursor } from '@/lib/db/keyset';
import { formatCnpj } from '@/lib/validation/cnpj';

export const LEADS_CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'status',
  'name',
  'email',
  'phone',
  'company',
  'cnpj',
  'service',
  'region',
  'partner',
  'locale',
  'source_page',
  'message',
] as const;

/** Every lead of the current filter and sort as a CSV stream (no pagination, no row cap). */
export async function leadsCsv(db: Db, actor: Actor | null | undefined, query: LeadListQuery): Promise<ReadableStream<Uint8Array>> {
  await assertAdmin(db, actor);
  const keys = leadSortKeys(query);
  const batch = keysetBatches(keys, leadWhere(query), ({ where, order, limit }) =>
    db
      .select({ ...leadRowColumns, cursor: keysetCursor(keys) })
      .from(leads)
      .leftJoin(partners, eq(partners.id, leads.partnerId))
      .where(where)
      .orderBy(...order)
      .limit(limit),
  );
  return csvStream({
    header: LEADS_CSV_COLUMNS,
    what: 'Lead CSV export failed',
    batch,
    cells: (r) => [
      r.id,
      r.createdAt,
      r.type,
      r.status,
      r.name,
      r.email,
      r.phone,
      payloadText(r.payload, 'company'),
      formatCnpj(payloadText(r.payload, 'cnpj')) || null,
      payloadText(r.payload, 'service'),
      r.region ?? payloadText(r.payload, 'region'),
      r.partnerName,
      r.locale,
      r.sourcePage,
      payloadText(r.payload, 'message'),
    ],
  });
}
