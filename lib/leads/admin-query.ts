import 'server-only';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LEAD_STATUSES, LEAD_TYPES, leads } from '@/lib/db/schema';
import type { LeadStatus, LeadType } from '@/lib/leads/model';
import { isUuid } from '@/lib/auth/authz';
import { keysetOrder, type SortKey } from '@/lib/db/keyset';
import { containsPattern, oneOf, param, parseListQuery, type ListQuery, type SearchParams } from '@/lib/admin/list-query';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { LOCALES, type Locale } from '@/i18n/locales';
import { normalizeCnpj } from '@/lib/validation/cnpj';

/*
 * The leads list's query, all in the address: read from it (whitelisted), written back for links
 * and the CSV export, and turned into the SQL filter and order the list and the export share.
 */

export const LEAD_SORTS = ['created_at', 'name', 'status', 'type'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
const DEFAULT_SORT = { sort: 'created_at', dir: 'desc' } as const satisfies { sort: LeadSort; dir: 'asc' | 'desc' };

export interface LeadListQuery extends ListQuery<LeadSort> {
  type: LeadType | null;
  status: LeadStatus | null;
  /** A partner id, or 'none' for leads without a partner. */
  partner: string | null;
  /** Calendar days (YYYY-MM-DD) in the company's time zone, both included. */
  from: string | null;
  to: string | null;
  locale: Locale | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), else null. */
function day(value: string): string | null {
  if (!DAY.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : null;
}

/** The list's query from the address; anything not on a whitelist is ignored. */
export function parseLeadFilters(params: SearchParams): LeadListQuery {
  const partner = param(params, 'partner').toLowerCase();
  return {
    ...parseListQuery(params, LEAD_SORTS, DEFAULT_SORT),
    type: oneOf(params, 'type', LEAD_TYPES),
    status: oneOf(params, 'status', LEAD_STATUSES),
    partner: partner === 'none' || isUuid(partner) ? partner : null,
    from: day(param(params, 'from')),
    to: day(param(params, 'to')),
    locale: oneOf(params, 'locale', LOCALES),
  };
}

/** The query as address parameters (defaults left out): for links, pagination and the CSV export. */
export function leadQueryParams(query: LeadListQuery, withSort = true): Record<string, string | null> {
  const sorted = withSort && (query.sort !== DEFAULT_SORT.sort || query.dir !== DEFAULT_SORT.dir);
  return {
    type: query.type,
    status: query.status,
    partner: query.partner,
    from: query.from,
    to: query.to,
    locale: query.locale,
    q: query.q || null,
    sort: sorted ? query.sort : null,
    dir: sorted ? query.dir : null,
  };
}

/** Whether any filter or search narrows the list. */
export function hasLeadFilters(query: LeadListQuery): boolean {
  return Boolean(query.type || query.status || query.partner || query.from || query.to || query.locale || query.q);
}

// Accent folding without the unaccent extension (PGlite has none): the same letters map on both sides.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const UNACCENTED = fold(ACCENTED);

export function leadWhere(query: LeadListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.type && (LEAD_TYPES as readonly string[]).includes(query.type)) conditions.push(eq(leads.type, query.type));
  if (query.status && (LEAD_STATUSES as readonly string[]).includes(query.status)) conditions.push(eq(leads.status, query.status));
  if (query.partner === 'none') conditions.push(isNull(leads.partnerId));
  else if (isUuid(query.partner)) conditions.push(eq(leads.partnerId, query.partner));
  // Day bounds are midnights in the company's time zone, whatever the server's.
  const from = query.from && day(query.from);
  const to = query.to && day(query.to);
  if (from) conditions.push(sql`${leads.createdAt} >= (${from}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`);
  if (to) conditions.push(sql`${leads.createdAt} < (${to}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`);
  if (query.locale && (LOCALES as readonly string[]).includes(query.locale)) conditions.push(eq(leads.locale, query.locale));
  const q = fold(query.q.trim());
  if (q) {
    const haystack = sql`concat_ws(' ', ${leads.name}, ${leads.email}, ${leads.payload}->>'company', ${leads.payload}->>'message')`;
    const text = sql`translate(${haystack}, ${ACCENTED}::text, ${UNACCENTED}::text) ilike ${containsPattern(q)}`;
    // A query of CNPJ characters also matches the CNPJ, compared normalised (older leads kept the mask).
    const cnpj = normalizeCnpj(query.q);
    conditions.push(
      /^[\dA-Za-z./\-\s]+$/.test(query.q.trim()) && cnpj.length >= 2
        ? sql`(${text} or upper(regexp_replace(${leads.payload}->>'cnpj', '[^0-9A-Za-z]', '', 'g')) like ${`%${cnpj}%`})`
        : text,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; the id tells leads of the same instant apart. */
export const NEWEST_LEADS_FIRST: readonly SortKey[] = [
  { expr: sql`${leads.createdAt}`, dir: 'desc', type: 'timestamptz' },
  { expr: sql`${leads.id}`, dir: 'desc', type: 'uuid' },
];

/** The sort's keys, the newest first among equals. */
export function leadSortKeys(query: LeadListQuery): readonly SortKey[] {
  const dir = query.dir === 'asc' ? 'asc' : 'desc';
  const newest = NEWEST_LEADS_FIRST;
  switch (query.sort) {
    case 'name':
      return [{ expr: sql`lower(${leads.name})`, dir, type: 'text', nullable: true }, ...newest];
    case 'status':
      // The workflow's order, not the alphabet's.
      return [
        {
          expr: sql`array_position(array[${sql.join(
            LEAD_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}]::text[], ${leads.status})`,
          dir,
          type: 'integer',
        },
        ...newest,
      ];
    case 'type':
      return [{ expr: sql`${leads.type}`, dir, type: 'text' }, ...newest];
    default:
      return dir === 'asc' ? newest.map((k) => ({ ...k, dir })) : newest;
  }
}

export function leadOrder(query: LeadListQuery): SQL[] {
  return keysetOrder(leadSortKeys(query));
}
