import 'server-only';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { newsletterSubscribers, outbox } from '@/lib/db/schema';
import { assertAdmin, isUuid, writeAudit, type Actor, type WriteMeta } from '@/lib/data/authz';
import { toCsv } from '@/lib/data/csv';
import {
  containsPattern,
  oneOf,
  pageWindow,
  parseListQuery,
  type ListPage,
  type ListQuery,
  type SearchParams,
} from '@/lib/data/list-query';

/**
 * The back office's newsletter subscribers: the list, the CSV of active subscriptions (the mailing
 * list) and erasure on request. Every function checks the admin role in the database first.
 */

export const SUBSCRIBERS_PAGE_SIZE = 50;

export const SUBSCRIBER_SORTS = ['created', 'consent', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export const SUBSCRIBER_STATUSES = ['all', 'active', 'unsubscribed'] as const;
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
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  consentAt: newsletterSubscribers.consentAt,
  createdAt: newsletterSubscribers.createdAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
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
  if (query.status === 'active') conditions.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (query.status === 'unsubscribed') conditions.push(isNotNull(newsletterSubscribers.unsubscribedAt));
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

/** The active subscriptions only (cancelled ones must not be mailed), oldest first, as CSV. */
export async function subscribersCsv(db: Db, actor: Actor | null | undefined): Promise<string> {
  await assertAdmin(db, actor);
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
  return toCsv(
    SUBSCRIBERS_CSV_COLUMNS,
    rows.map((r) => [r.email, r.locale, r.consentAt, r.createdAt]),
  );
}

/** The outbox kind of the mail a new subscription sends. */
const NEWSLETTER_WELCOME = 'newsletter-welcome';

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
    await tx.delete(outbox).where(and(eq(outbox.kind, NEWSLETTER_WELCOME), eq(outbox.toAddress, gone.email)));
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
