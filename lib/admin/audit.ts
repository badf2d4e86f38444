import 'server-only';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { accountsByIds, listAccounts } from '@/lib/auth/directory';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import type { Db } from '@/lib/db/client';
import { auditLog, leads, outbox, partners, resellerApplications } from '@/lib/db/schema';
import { auditHref, contentRef } from '@/lib/admin/audit-actions';
import { assertAdmin, isUuid, type Actor } from '@/lib/auth/authz';
import { oneOf, pageWindow, param, type ListPage, type SearchParams, type SortDir } from '@/lib/admin/list-query';

/**
 * The audit log, read-only: who changed what, when and from where, with each record before and
 * after. Days are calendar days in the company's time zone.
 */

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_SORTS = ['created'] as const;
const FIELD_MAX = 100;
/** Accounts a name or e-mail search may stand for. */
const ACTOR_MATCHES_MAX = 200;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuditQuery {
  page: number;
  sort: (typeof AUDIT_SORTS)[number];
  dir: SortDir;
  /** An account id, or (part of) a name or e-mail. */
  actor: string;
  /** The start of an action ('lead.' matches every lead action). */
  action: string;
  entity: string;
  entityId: string;
  /** First and last calendar day (YYYY-MM-DD), both included; null = open. */
  from: string | null;
  to: string | null;
}

/** A real calendar day written YYYY-MM-DD, else null. */
export function isoDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The log's query from the address (anything malformed is left out). */
export function parseAuditQuery(params: SearchParams): AuditQuery {
  const page = Math.trunc(Number(param(params, 'page')));
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sort: 'created',
    dir: oneOf(params, 'dir', ['asc', 'desc'] as const) ?? 'desc',
    actor: param(params, 'actor').slice(0, FIELD_MAX),
    action: param(params, 'action').slice(0, FIELD_MAX),
    entity: param(params, 'entity').slice(0, FIELD_MAX),
    entityId: param(params, 'entityId').slice(0, FIELD_MAX),
    from: isoDay(param(params, 'from')),
    to: isoDay(param(params, 'to')),
  };
}

/** One field of a record: its value before and after, as text (null = absent or empty). */
export interface AuditChange {
  key: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

export interface AuditDiff {
  /** Keys of `before`/`after`, in the order they first appear. */
  changes: AuditChange[];
  /** Anything else the entry recorded (e.g. the role a change was about). */
  details: { key: string; value: string }[];
}

/** What an entry is about, as staff know it. */
export interface AuditSubject {
  /**
   * The record's name as stored: a lead's or account's name (else e-mail), a partner's name, an
   * application's trade name, a mail's subject, a redirect's address, a job's name; null when
   * unknown or gone (an erased subscriber, a deleted lead) or made from the id (content).
   */
  name: string | null;
  /** The back-office page that shows the record, when there is one. */
  href: string | null;
  /** The record was looked up and is no longer there (deleted, erased). */
  gone: boolean;
}

export interface AuditRow {
  id: string;
  actorId: string | null;
  /** The actor's account, when the auth backend knows it. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string | null;
  createdAt: Date;
  subject: AuditSubject;
  diff: AuditDiff;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one line of text: scalars as they are, lists of scalars joined, anything else as JSON. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)))
    return value.length ? value.map((v) => String(v)).join(', ') : null;
  return JSON.stringify(value);
}

/** The entry's data as a key-by-key comparison of `before` and `after`, and its other fields. */
export function auditDiff(data: Record<string, unknown> | null | undefined): AuditDiff {
  if (!isRecord(data)) return { changes: [], details: [] };
  const hasDiff = 'before' in data || 'after' in data;
  const side = (value: unknown): Record<string, unknown> =>
    isRecord(value) ? value : value === undefined || value === null ? {} : { value };
  const before = side(data.before);
  const after = side(data.after);
  const keys = hasDiff ? [...new Set([...Object.keys(before), ...Object.keys(after)])] : [];
  const changes = keys.map((key) => {
    const b = auditValue(before[key]);
    const a = auditValue(after[key]);
    return { key, before: b, after: a, changed: b !== a };
  });
  const details = Object.entries(data)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([key, value]) => ({ key, value: auditValue(value) ?? '' }));
  return { changes, details };
}

type AuditRecord = typeof auditLog.$inferSelect;

/** Ids of the page's entries about `entity`, each once, of the uuid shape the tables use. */
const idsOf = (rows: AuditRecord[], entities: readonly string[]) => [
  ...new Set(rows.filter((r) => entities.includes(r.entity) && isUuid(r.entityId)).map((r) => r.entityId!)),
];

/**
 * The records a page of entries is about that still exist, with their names (null: kept without
 * one), one query per kind of record; accounts come from the actors' lookup. Key `entity id`.
 */
async function subjectNames(db: Db, rows: AuditRecord[], accounts: Map<string, { name: string | null; email: string | null }>) {
  const found = new Map<string, { name: string | null; search?: string | null }>();
  const put = (entity: string, id: string, name: string | null | undefined, search?: string | null) =>
    found.set(`${entity} ${id}`, { name: name || null, search });
  const leadIds = idsOf(rows, ['lead']);
  const partnerIds = idsOf(rows, ['partner']);
  const applicationIds = idsOf(rows, ['reseller_application']);
  const mailIds = idsOf(rows, ['mail']);
  const [leadRows, partnerRows, applicationRows, mailRows] = await Promise.all([
    leadIds.length ? db.select({ id: leads.id, name: leads.name, email: leads.email }).from(leads).where(inArray(leads.id, leadIds)) : [],
    partnerIds.length ? db.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, partnerIds)) : [],
    applicationIds.length
      ? db
          .select({ id: resellerApplications.id, name: resellerApplications.nomeFantasia })
          .from(resellerApplications)
          .where(inArray(resellerApplications.id, applicationIds))
      : [],
    mailIds.length
      ? db.select({ id: outbox.id, name: outbox.subject, to: outbox.toAddress }).from(outbox).where(inArray(outbox.id, mailIds))
      : [],
  ]);
  for (const r of leadRows) put('lead', r.id, r.name || r.email);
  for (const r of partnerRows) put('partner', r.id, r.name);
  for (const r of applicationRows) put('reseller_application', r.id, r.name);
  for (const r of mailRows) put('mail', r.id, r.name, r.to);
  for (const r of rows) {
    const account = (r.entity === 'user' || r.entity === 'account') && r.entityId ? accounts.get(r.entityId) : undefined;
    if (account) put(r.entity, r.entityId!, account.name || account.email, account.email);
  }
  return found;
}

/** Records looked up in the database: without a row they are gone, and no page shows them. */
const LOOKED_UP = ['lead', 'partner', 'reseller_application', 'mail', 'user', 'account'];

/** Lists that find a record by its search text (an account by its e-mail, a mail by its recipient). */
const SEARCHED = { user: '/admin/usuarios', mail: '/admin/emails' } as const;

/** What an entry is about: its record's name and page (see AuditSubject). */
function subjectOf(r: AuditRecord, found: Map<string, { name: string | null; search?: string | null }>): AuditSubject {
  const data = r.data ?? null;
  if (LOOKED_UP.includes(r.entity)) {
    const record = r.entityId ? found.get(`${r.entity} ${r.entityId}`) : undefined;
    // An account the auth backend does not know may still exist (a backend that lists role holders only).
    if (!record) return { name: null, href: null, gone: Boolean(r.entityId) && r.entity !== 'user' };
    if (!Object.hasOwn(SEARCHED, r.entity)) return { name: record.name, href: auditHref(r.entity, r.entityId, data), gone: false };
    const list = SEARCHED[r.entity as keyof typeof SEARCHED];
    return { name: record.name, href: record.search ? `${list}?${new URLSearchParams({ q: record.search })}` : null, gone: false };
  }
  const href = auditHref(r.entity, r.entityId, data);
  if (r.entity === 'redirect') return { name: r.entityId, href, gone: false };
  if (r.entity === 'seo_runs') {
    const after = data?.after;
    const job = typeof after === 'object' && after !== null && 'job' in after ? (after as { job: unknown }).job : null;
    return { name: typeof job === 'string' ? job : null, href, gone: false };
  }
  // A content entry is named from its id by the page; a price table or an image by its path.
  if (r.entity === 'content') return { name: contentRef(r.entityId) ? null : r.entityId, href, gone: false };
  return { name: null, href, gone: false };
}

/** LIKE pattern matching `text` at the start, literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The actor ids a filter stands for: an id itself, the accounts with that exact e-mail, or those whose name or e-mail contains it. */
async function actorIds(db: Db, text: string): Promise<string[]> {
  if (UUID_SHAPE.test(text)) return [text];
  const { rows } = await listAccounts(db, { q: text, pageSize: ACTOR_MATCHES_MAX });
  const wanted = text.toLowerCase();
  const exact = wanted.includes('@') ? rows.filter((r) => r.email?.toLowerCase() === wanted) : [];
  // The text itself too: actors that are not accounts (a job, an id of another shape).
  return [...new Set([...(exact.length ? exact : rows).map((r) => r.id), text])];
}

const dayStart = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;
const dayEnd = (day: string): SQL => sql`(${day}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;

/** One page of the log, newest first unless asked otherwise. */
export async function listAudit(db: Db, actor: Actor | null | undefined, query: Partial<AuditQuery> = {}): Promise<ListPage<AuditRow>> {
  await assertAdmin(db, actor);
  const actorText = query.actor?.trim() ?? '';
  const action = query.action?.trim() ?? '';
  const entity = query.entity?.trim() ?? '';
  const entityId = query.entityId?.trim() ?? '';
  const from = query.from ? isoDay(query.from) : null;
  const to = query.to ? isoDay(query.to) : null;
  const where = and(
    actorText ? inArray(auditLog.actorId, await actorIds(db, actorText)) : undefined,
    action ? ilike(auditLog.action, prefixPattern(action)) : undefined,
    entity ? eq(auditLog.entity, entity) : undefined,
    entityId ? eq(auditLog.entityId, entityId) : undefined,
    from ? gte(auditLog.createdAt, dayStart(from)) : undefined,
    to ? lt(auditLog.createdAt, dayEnd(to)) : undefined,
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const total = Number(counted?.n ?? 0);
  const { page, pageCount, offset } = pageWindow(total, AUDIT_PAGE_SIZE, query.page ?? 1);
  const order = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(order(auditLog.createdAt), order(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset(offset);
  const accounts = await accountsByIds(db, [
    ...rows.map((r) => r.actorId).filter((id): id is string => id !== null),
    ...rows.filter((r) => (r.entity === 'user' || r.entity === 'account') && r.entityId).map((r) => r.entityId!),
  ]);
  const names = await subjectNames(db, rows, accounts);
  return {
    rows: rows.map((r) => {
      const account = r.actorId ? accounts.get(r.actorId) : undefined;
      return {
        id: r.id,
        actorId: r.actorId,
        actorName: account?.name ?? null,
        actorEmail: account?.email ?? null,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        ip: r.ip,
        createdAt: r.createdAt,
        subject: subjectOf(r, names),
        diff: auditDiff(r.data),
      };
    }),
    total,
    page,
    pageCount,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The entities and actions the log holds, for the filters. */
export async function auditFacets(db: Db, actor: Actor | null | undefined): Promise<{ entities: string[]; actions: string[] }> {
  await assertAdmin(db, actor);
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).where(isNotNull(auditLog.action)).orderBy(asc(auditLog.action)),
  ]);
  return { entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}
