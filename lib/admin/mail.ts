import 'server-only';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { OUTBOX_RETRY } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { outboxItem } from '@/lib/admin/tables';
import { assertAdmin, isUuid, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import {
  containsPattern,
  oneOf,
  pageWindow,
  param,
  parseListQuery,
  type ListPage,
  type ListQuery,
  type SearchParams,
} from '@/lib/admin/list-query';
import { deliverQueued, mailTransport, outboxRetryDelayMs, REDACTED, redactSecrets, type MailStatus } from '@/lib/mail';

/**
 * The outbox as the back office sees it: every mail the site sent or tried to send. Texts are
 * shown as `outboxItem` redacts them (access links never show), and a mail whose link was
 * redacted can never be sent again: the link is gone.
 */

export const MAIL_PAGE_SIZE = 25;
export const MAIL_SORTS = ['created'] as const;
export const MAIL_STATUS_FILTERS = ['all', 'queued', 'sent', 'failed'] as const;
export type MailStatusFilter = (typeof MAIL_STATUS_FILTERS)[number];
const KIND_MAX = 60;

export interface MailQuery extends ListQuery<(typeof MAIL_SORTS)[number]> {
  status: MailStatusFilter;
  /** One mail kind ('' = every kind). */
  kind: string;
}

/** The list's query from the address: status, kind, search, sort (newest first by default) and page. */
export function parseMailQuery(params: SearchParams): MailQuery {
  return {
    ...parseListQuery(params, MAIL_SORTS, { sort: 'created', dir: 'desc' }),
    status: oneOf(params, 'status', MAIL_STATUS_FILTERS) ?? 'all',
    kind: param(params, 'kind').slice(0, KIND_MAX),
  };
}

export interface MailRow {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  /** The stored text with every access link redacted. */
  text: string;
  /** Whether the mail carried an access link (shown redacted; never sent again). */
  redacted: boolean;
  /** Whether the resend button applies: failed or waiting, and whole. */
  resendable: boolean;
}

type OutboxRecord = typeof outbox.$inferSelect;

/** Whether a stored mail lost a secret: its text or HTML holds a redacted (or a still unredacted) access link. */
function lostSecret(row: Pick<OutboxRecord, 'textBody' | 'htmlBody'>): boolean {
  return [row.textBody, row.htmlBody ?? ''].some((body) => body.includes(REDACTED) || redactSecrets(body) !== body);
}

/** A waiting mail with a future attempt time is being sent right now (inline, or claimed by the retry job). */
function leased(row: Pick<OutboxRecord, 'status' | 'nextAttemptAt'>, now = Date.now()): boolean {
  return row.status === 'queued' && row.nextAttemptAt !== null && row.nextAttemptAt.getTime() > now;
}

/** Whether mail can be delivered at all (SMTP or a drop directory is configured). */
export function canDeliverMail(): boolean {
  return mailTransport().kind !== 'none';
}

function toRow(row: OutboxRecord): MailRow {
  const item = outboxItem(row);
  const redacted = item.redacted || lostSecret(row);
  return {
    id: row.id,
    to: item.to,
    subject: item.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    nextAttemptAt: row.nextAttemptAt,
    text: item.text,
    redacted,
    resendable: !redacted && (row.status === 'failed' || (row.status === 'queued' && !leased(row))),
  };
}

/** One page of the outbox, filtered by status, kind and text (recipient or subject). */
export async function listOutbox(db: Db, actor: Actor | null | undefined, query: Partial<MailQuery> = {}): Promise<ListPage<MailRow>> {
  await assertAdmin(db, actor);
  const q = query.q?.trim() ?? '';
  const status = query.status ?? 'all';
  const where = and(
    status === 'all' ? undefined : eq(outbox.status, status),
    query.kind ? eq(outbox.kind, query.kind) : undefined,
    q ? or(ilike(outbox.toAddress, containsPattern(q)), ilike(outbox.subject, containsPattern(q))) : undefined,
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(where);
  const total = Number(counted?.n ?? 0);
  const { page, pageCount, offset } = pageWindow(total, MAIL_PAGE_SIZE, query.page ?? 1);
  const order = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(order(outbox.createdAt), order(outbox.id))
    .limit(MAIL_PAGE_SIZE)
    .offset(offset);
  return { rows: rows.map(toRow), total, page, pageCount, pageSize: MAIL_PAGE_SIZE };
}

/** The kinds of mail in the outbox, for the filter. */
export async function mailKinds(db: Db, actor: Actor | null | undefined): Promise<string[]> {
  await assertAdmin(db, actor);
  const rows = await db.selectDistinct({ kind: outbox.kind }).from(outbox).orderBy(asc(outbox.kind));
  return rows.map((r) => r.kind);
}

export type ResendResult =
  | { ok: true; status: MailStatus; to: string }
  | { ok: false; error: 'not_found' | 'already_sent' | 'redacted' | 'in_progress' | 'no_transport' };

/**
 * Sends a failed (or waiting) mail now. Like the retry job's claim, the attempt is counted and the
 * next attempt pushed back (by the back-off, at least the inline-send lease) before delivering;
 * the mail is marked waiting meanwhile, so the job and a second click both leave it alone.
 * `deliverQueued` then marks it sent or failed. A mail that lost its access link is refused. The
 * claim and its audit row are one transaction.
 */
export async function resendMail(db: Db, actor: Actor | null | undefined, id: unknown, meta: WriteMeta = {}): Promise<ResendResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return { ok: false, error: 'not_found' };
  const via = mailTransport();
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) return { ok: false, error: 'not_found' } as const;
    if (row.status === 'sent') return { ok: false, error: 'already_sent' } as const;
    if (lostSecret(row)) return { ok: false, error: 'redacted' } as const;
    // Nowhere to deliver: nothing is claimed or written.
    if (via.kind === 'none') return { ok: false, error: 'no_transport' } as const;
    if (leased(row)) return { ok: false, error: 'in_progress' } as const;
    const attempts = row.attempts + 1;
    const [mail] = await tx
      .update(outbox)
      .set({
        status: 'queued',
        attempts,
        nextAttemptAt: new Date(Date.now() + Math.max(OUTBOX_RETRY.inlineLeaseMs, outboxRetryDelayMs(attempts))),
      })
      .where(eq(outbox.id, id))
      .returning({
        id: outbox.id,
        kind: outbox.kind,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        textBody: outbox.textBody,
        htmlBody: outbox.htmlBody,
      });
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'mail.resend',
      entity: 'mail',
      entityId: id,
      data: { to: row.toAddress, subject: row.subject, kind: row.kind },
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'queued', attempts },
      ip: meta.ip ?? null,
    });
    return { ok: true, mail: mail! } as const;
  });
  if (!claimed.ok) return claimed;
  return { ok: true, status: await deliverQueued(db, claimed.mail, via), to: claimed.mail.toAddress };
}
