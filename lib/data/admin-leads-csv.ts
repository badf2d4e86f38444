import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads, partners } from '@/lib/db/schema';
import { leadRowColumns, payloadText } from '@/lib/data/admin-leads';
import { leadOrder, leadWhere, type LeadListQuery } from '@/lib/data/admin-leads-query';
import { assertAdmin, type Actor } from '@/lib/data/authz';
import { toCsv } from '@/lib/data/csv';
import { formatCnpj } from '@/lib/validation/cnpj';

/** Rows one CSV export holds at most (the newest first under the default sort). */
export const LEADS_CSV_MAX = 10_000;

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

/** The leads of the current filter and sort as CSV (no pagination, at most LEADS_CSV_MAX rows). */
export async function leadsCsv(
  db: Db,
  actor: Actor | null | undefined,
  query: LeadListQuery,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  await assertAdmin(db, actor);
  const found = await db
    .select(leadRowColumns)
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(leadWhere(query))
    .orderBy(...leadOrder(query))
    .limit(LEADS_CSV_MAX + 1);
  const rows = found.slice(0, LEADS_CSV_MAX);
  const csv = toCsv(
    LEADS_CSV_COLUMNS,
    rows.map((r) => [
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
    ]),
  );
  return { csv, rows: rows.length, truncated: found.length > LEADS_CSV_MAX };
}
