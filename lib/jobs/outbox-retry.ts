import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { OUTBOX_RETRY } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { deliverQueued, mailTransport, REDACTED, type MailTransport } from '@/lib/mail';
import { advice, adviceText } from './advice';
import { recordRun, type Advice, type JobAnswer } from './runs';

export const OUTBOX_JOB = 'outbox-retry' as const;

export interface OutboxRetryOptions {
  /** The clock the schedule is read against (default: the database's). */
  now?: Date;
  /** Mails claimed at most (default OUTBOX_RETRY.batch). */
  limit?: number;
  maxAttempts?: number;
  transport?: MailTransport;
}

export interface OutboxRetryResult {
  attempted: number;
  sent: number;
  failed: number;
  /** Mails still waiting to be sent that may be tried again. */
  remaining: number;
}

const nowOf = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/**
 * Mails the retry job may send: queued or failed, due (no next attempt, or its time has come), with
 * attempts left, and whole — a mail stored with its access link redacted can never be sent again.
 */
function retryable(now: SQL, maxAttempts: number) {
  return and(
    inArray(outbox.status, ['queued', 'failed']),
    lt(outbox.attempts, maxAttempts),
    sql`position(${REDACTED} in ${outbox.textBody}) = 0`,
    sql`(${outbox.htmlBody} is null or position(${REDACTED} in ${outbox.htmlBody}) = 0)`,
    or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
  );
}

/**
 * Claims due mails in one statement: their attempt is counted and their next attempt set by the
 * back-off at once, under row locks that concurrent claims skip. A mail is therefore handed to one
 * caller only, and one whose sender dies mid-way is tried again after its wait.
 */
export async function claimDueMails(db: Db, options: OutboxRetryOptions = {}) {
  const now = nowOf(options.now);
  const maxAttempts = options.maxAttempts ?? OUTBOX_RETRY.maxAttempts;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(retryable(now, maxAttempts))
    .orderBy(asc(outbox.createdAt))
    .limit(options.limit ?? OUTBOX_RETRY.batch)
    .for('update', { skipLocked: true });
  const waitMs = sql`least(${OUTBOX_RETRY.baseDelayMs}::float8 * power(2, least(${outbox.attempts}, 30)), ${OUTBOX_RETRY.maxDelayMs}::float8)`;
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`${now} + ${waitMs} * interval '1 millisecond'`,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      kind: outbox.kind,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      textBody: outbox.textBody,
      htmlBody: outbox.htmlBody,
      attempts: outbox.attempts,
    });
}

async function countRemaining(db: Db, maxAttempts: number): Promise<{ remaining: number; gaveUp: number }> {
  const whole = and(
    inArray(outbox.status, ['queued', 'failed']),
    sql`position(${REDACTED} in ${outbox.textBody}) = 0`,
    sql`(${outbox.htmlBody} is null or position(${REDACTED} in ${outbox.htmlBody}) = 0)`,
  );
  const [left] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(whole, lt(outbox.attempts, maxAttempts)));
  const [over] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(whole, eq(outbox.status, 'failed'), gte(outbox.attempts, maxAttempts)));
  return { remaining: left?.n ?? 0, gaveUp: over?.n ?? 0 };
}

/**
 * Sends the due mails of the outbox again through the configured transport (SMTP, or the drop
 * directory). Without one, nothing is claimed: the mails stay queued.
 */
export async function retryOutbox(
  db: Db,
  options: OutboxRetryOptions = {},
): Promise<OutboxRetryResult & { transport: MailTransport['kind']; gaveUp: number }> {
  const via = options.transport ?? mailTransport();
  const maxAttempts = options.maxAttempts ?? OUTBOX_RETRY.maxAttempts;
  let sent = 0;
  let failed = 0;
  let attempted = 0;
  if (via.kind !== 'none') {
    const claimed = await claimDueMails(db, options);
    attempted = claimed.length;
    for (const row of claimed) {
      const status = await deliverQueued(db, row, via);
      if (status === 'sent') sent++;
      else failed++;
    }
  }
  const { remaining, gaveUp } = await countRemaining(db, maxAttempts);
  return { attempted, sent, failed, remaining, transport: via.kind, gaveUp };
}

/** The retry as a recorded run of 'outbox-retry'. */
export async function runOutboxRetry(db: Db, options: OutboxRetryOptions = {}): Promise<JobAnswer> {
  const maxAttempts = options.maxAttempts ?? OUTBOX_RETRY.maxAttempts;
  const outcome = await recordRun(db, OUTBOX_JOB, async () => {
    const { gaveUp, ...result } = await retryOutbox(db, options);
    const notes: Advice[] = [];
    if (result.transport === 'none' && result.remaining > 0) notes.push(advice('noTransport', { count: result.remaining }));
    if (result.failed > 0) notes.push(advice('mailsFailed', { count: result.failed, max: maxAttempts }));
    if (gaveUp > 0) notes.push(advice('mailsGaveUp', { count: gaveUp, max: maxAttempts }));
    const { transport, ...counts } = result;
    return { status: 'succeeded' as const, result: { summary: counts, transport, recommendations: notes } };
  });
  const result = outcome.result as { summary: OutboxRetryResult; transport: string; recommendations: Advice[] };
  return {
    httpStatus: 200,
    body: {
      ...result.summary,
      transport: result.transport,
      ...(result.recommendations.length ? { notes: result.recommendations.map(adviceText) } : {}),
      run_id: outcome.runId,
    },
  };
}
