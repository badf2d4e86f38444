import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { newsletterSubscribers, outbox } from '@/lib/db/schema';
import { assertAdmin, isUuid, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { csvStream } from '@/lib/http/csv';
import { keysetBatches, keysetCursor, type SortKey } from '@/lib/db/keyset';
import {
  containsPattern,
  oneOf,
  pageWindow,
  parseListQuery,
  type ListPage,
  type ListQuery,
  type SearchParams,
} from '@/lib/admin/list-query';
import { NEWSLETTER_CONFIRM_MAIL, NEWSLETTER_WELCOME_MAIL } from '@/lib/leads/newsletter-subscribe';

/**
 * The back office's newsletter subscribers: the list, the CSV of active subscriptions (the mailing
 * list) and erasure on request. Every function checks the admin role in the database first.
 */

export const SUBSCRIBERS_PAGE_SIZE = 50;

export const SUBSCRIBER_SORTS = ['created', 'consent', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export const SUBSCRIBER_STATUSES = ['all', 'active', 'pending', 'unsubscribed'] as const;
export type SubscriberStatusFilter = (typeof SUBSCRIBER_STATUSES)[number];

export interface SubscriberListQuery extends ListQuery<SubscriberSort> {
  status: SubscriberStatusFilter;
}

/** The list's filter, search, sort and page from the address; anything unknown falls back to the default. */
export function parseSubscriberQuery(params: SearchParams): SubscriberListQuery {
  return {
    ...parseListQuery(params, SUBSCRIBER_SORTS, { sort: 'created', dir: 'desc' }),
    status: oneOf(params, 'status', SUBSCRIBER_STATUSES) ?? 'all',
  };
}

export interface SubscriberRow {
  id: string;
  email: string;
  locale: string | null;
  consentAt: Date;
  createdAt: Date;
  /** Set when the subscription was cancelled (the row stays until erased). */
  unsubscribedAt: Date | null;
  /** When the owner opened the confirmation link (double opt-in); null while never confirmed. */
  confirmedAt: Date | null;
  /** Set while a confirmation link is out (a new subscription, or one renewed after cancelling). */
  pendingSince: Date | null;
}

export type SubscriberStatus = 'active' | 'pending' | 'unsubscribed';

/** Confirmed and not cancelled: active; waiting for its link: pending; otherwise cancelled. */
export function subscriberStatus(row: Pick<SubscriberRow, 'confirmedAt' | 'unsubscribedAt' | 'pendingSince'>): SubscriberStatus {
  if (row.confirmedAt && !row.unsubscribedAt) return 'active';
  return row.pendingSince || !row.unsubscribedAt ? 'pending' : 'unsubscribed';
}

const ACTIVE = and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt))!;
const NOT_ACTIVE = or(isNull(newsletterSubscribers.confirmedAt), isNotNull(newsletterSubscribers.unsubscribedAt))!;
const STATUS_WHERE: Record<SubscriberStatus, SQL> = {
  active: ACTIVE,
  pending: and(NOT_ACTIVE, or(isNotNull(newsletterSubscribers.pendingSince), isNull(newsletterSubscribers.unsubscribedAt)))!,
  unsubscribed: and(NOT_ACTIVE, isNull(newsletterSubscribers.pendingSince), isNotNull(newsletterSubscribers.unsubscribedAt))!,
};

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  consentAt: newsletterSubscribers.consentAt,
  createdAt: newsletterSubscribers.createdAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  pendingSince: newsletterSubscribers.pendingSince,
};

const SORT_COLUMN = {
  created: newsletterSubscribers.createdAt,
  consent: newsletterSubscribers.consentAt,
  email: newsletterSubscribers.email,
} as const;

/** One page of subscribers, by status and e-mail text. */
export async function listSubscribers(
  db: Db,
  actor: Actor | null | undefined,
  query: SubscriberListQuery,
  { pageSize = SUBSCRIBERS_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<ListPage<SubscriberRow>> {
  await assertAdmin(db, actor);
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(STATUS_WHERE[query.status]);
  if (query.q) conditions.push(ilike(newsletterSubscribers.email, containsPattern(query.q)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  const total = Number(totalRow?.n ?? 0);
  const { page, pageCount, offset } = pageWindow(total, pageSize, query.page);
  const dir = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(dir(SORT_COLUMN[query.sort]), asc(newsletterSubscribers.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount, pageSize };
}

export const SUBSCRIBERS_CSV_COLUMNS = ['email', 'locale', 'consent_at', 'created_at'] as const;

/** The confirmed, active subscriptions only (pending and cancelled ones must not be mailed), oldest first, as a CSV stream. */
export async function subscribersCsv(db: Db, actor: Actor | null | undefined): Promise<ReadableStream<Uint8Array>> {
  await assertAdmin(db, actor);
  const keys: SortKey[] = [
    { expr: sql`${newsletterSubscribers.createdAt}`, dir: 'asc', type: 'timestamptz' },
    { expr: sql`${newsletterSubscribers.email}`, dir: 'asc', type: 'text' },
  ];
  const batch = keysetBatches(keys, ACTIVE, ({ where, order, limit }) =>
    db
      .select({ ...columns, cursor: keysetCursor(keys) })
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...order)
      .limit(limit),
  );
  return csvStream({
    header: SUBSCRIBERS_CSV_COLUMNS,
    what: 'Newsletter CSV export failed',
    batch,
    cells: (r) => [r.email, r.locale, r.consentAt, r.createdAt],
  });
}

/** The outbox kinds of the mails a subscription sends (they hold the address, and links). */
const NEWSLETTER_MAILS = [NEWSLETTER_CONFIRM_MAIL, NEWSLETTER_WELCOME_MAIL];

export type RemoveSubscriberResult = { ok: true } | { ok: false; error: 'not_found' };

/**
 * Erases a subscriber on request (LGPD): the row is deleted with the welcome mails sent to it
 * (they hold the address and the unsubscribe link), and the audit row keeps only the id and that
 * it was erased, never the address.
 */
export async function removeSubscriber(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  meta: WriteMeta = {},
): Promise<RemoveSubscriberResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return { ok: false, error: 'not_found' };
  return db.transaction(async (tx): Promise<RemoveSubscriberResult> => {
    const [gone] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (!gone) return { ok: false, error: 'not_found' };
    await tx.delete(outbox).where(and(inArray(outbox.kind, NEWSLETTER_MAILS), eq(outbox.toAddress, gone.email)));
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'newsletter.erase',
      entity: 'newsletter_subscriber',
      entityId: id,
      data: { note: 'erased' },
      ip: meta.ip,
    });
    return { ok: true };
  });
}
