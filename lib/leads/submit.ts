import { and, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { leads, partners } from '@/lib/db/schema';
import type { Later } from '@/lib/http/after-answer';
import { sendMail } from '@/lib/mail';
import { hitRateLimit, pruneRateLimits, RATE_LIMIT_PRUNE_CHANCE, type RateLimitResult, rateLimitClient } from '@/lib/rate-limit';
import { COMPANY } from '@/lib/config/company';
import { LEAD_LIMITS } from '@/lib/config/limits';
import { serverEnv } from '@/lib/config/env';
import { toLocale } from '@/i18n/locales';
import { ebooksFor } from '@/lib/content';
import { ebookFileName, signEbookPath } from '@/lib/ebooks/links';
import { formatCnpj } from '@/lib/validation/cnpj';
import type { MessageValues } from '@/lib/validation/error-keys';
import type { LeadErrorKey } from '@/lib/validation/lead-errors';
import { validateLead, type LeadFormType } from '@/lib/validation/leads';
import { requestSubscription } from './newsletter-subscribe';
import { logError } from '@/lib/ops/log-error';

export { unsubscribeToken, unsubscribeUrl } from './newsletter-subscribe';

export interface SubmitMeta {
  ip: string;
  locale?: string;
  sourcePage?: string;
  /** Epoch ms when the form was first shown (forms only; the JSON API has none). */
  startedAt?: number;
  /** The hidden honeypot field: people leave it empty. */
  honeypot?: string;
  /**
   * The browser's key of this submission (checked by the caller with readIdempotencyKey): every
   * attempt with one key stores one row, and a repeat gets the first answer again, without a
   * second mail or rate-limit hit.
   */
  idempotencyKey?: string | null;
  /** The signed-in account sending it, read from the session by the caller (never from the request body). */
  userId?: string | null;
  now?: number;
  /** Runs work after the answer is sent (lib/http/after-answer.ts); without it the work runs at once. */
  later?: Later;
}

export type SubmitResult =
  /**
   * `downloadPath`: for a stored e-book lead, the signed, short-lived link to its PDF (a fresh one
   * on a repeat). `replayed`: the key had already stored this lead.
   */
  | { ok: true; id: string | null; downloadPath?: string; replayed?: boolean }
  /** `messageValues`: what the message's text is filled with (a character rule's refused characters). */
  | {
      ok: false;
      error: 'validation' | 'rate_limited' | 'too_fast';
      messageKey: LeadErrorKey;
      messageValues?: MessageValues;
      field?: string;
      retryAfterSeconds?: number;
    };

/** The e-book a lead asks for: its title in the form's language. */
function requestedEbook(title: string | undefined, locale: string | null) {
  if (!title) return undefined;
  return ebooksFor(toLocale(locale)).find((e) => e.title === title);
}

/** The unsubscribe page in the subscriber's language (Portuguese when unknown), on the public origin. */
/**
 * The shared submit routine: validate with the form's schema, refuse bots and floods,
 * store the lead in one statement, queue the staff notification. With an idempotency key, a
 * repeat of a stored submission gets the same answer and changes nothing. Throws only when the
 * database is unreachable; callers turn that into the "Erro ao enviar" answer.
 */
export async function submitLeadWith(db: Db, type: LeadFormType, input: unknown, meta: SubmitMeta): Promise<SubmitResult> {
  const validation = validateLead(type, input);
  if (!validation.ok) {
    const { messageKey, messageValues, field } = validation;
    return { ok: false, error: 'validation', messageKey, ...(messageValues && { messageValues }), field };
  }

  // Bots fill the hidden field: answer as if it worked, store nothing.
  if (meta.honeypot && meta.honeypot.trim() !== '') return { ok: true, id: null };
  const now = meta.now ?? Date.now();
  if (meta.startedAt !== undefined && (!Number.isFinite(meta.startedAt) || now - meta.startedAt < LEAD_LIMITS.minFillMs)) {
    return { ok: false, error: 'too_fast', messageKey: 'tooFast' };
  }

  const rateKey = `lead:${type}:${rateLimitClient(meta.ip)}`;
  const key = meta.idempotencyKey || null;
  const locale = meta.locale?.slice(0, 5) ?? null;
  const sourcePage = meta.sourcePage?.slice(0, 500) ?? null;

  if (type === 'newsletter') {
    const { email } = validation.data as { email: string };
    // Double opt-in: the same answer for any address, without an id or a replay mark, so neither it
    // nor its timing tells whether the address subscribes. The mail goes out after the answer.
    const answer = { ok: true, id: null } as const;
    // A repeat of this very submission (same key, same address) does nothing again; the key is
    // looked up with the address, so it says nothing about any other submission.
    if (key && !(await hitRateLimit(db, `newsletter:key:${key}:${email}`, 1, 24 * 60 * 60)).allowed) return answer;
    const limit = await hitLeadLimit(db, rateKey);
    if (!limit.allowed) return rateLimited(limit);
    const mail = await requestSubscription(db, email, locale, new Date(now));
    if (mail) await (meta.later ?? ((work) => work()))(() => notify(db, mail));
    return answer;
  }

  const data = validation.data as Record<string, string>;
  const partnerName = type === 'contact' ? data.partner || null : null;
  const values = {
    type,
    name: data.name,
    email: data.email,
    phone: data.phone,
    payload: data,
    partnerName,
    // Route the lead to the named partner when it is an active one.
    partnerId: partnerName
      ? sql`(select ${partners.id} from ${partners} where ${and(eq(partners.name, partnerName), eq(partners.active, true))} limit 1)`
      : null,
    region: type === 'contact' ? data.region || null : null,
    locale,
    sourcePage,
    userId: meta.userId || null,
  };

  let row: { id: string };
  if (key) {
    const outcome = await storeOnce(db, key, rateKey, values);
    if (outcome.kind === 'limited') return rateLimited(outcome.limit);
    if (outcome.kind === 'stored') return storedAnswer(outcome.lead, now);
    row = { id: outcome.id };
  } else {
    const limit = await hitLeadLimit(db, rateKey);
    if (!limit.allowed) return rateLimited(limit);
    [row] = (await db.insert(leads).values(values).returning({ id: leads.id })) as [{ id: string }];
  }

  await notify(
    db,
    {
      kind: `lead-${type}`,
      to: serverEnv().LEADS_NOTIFY_EMAIL ?? COMPANY.email,
      subject: `[${COMPANY.name}] ${type === 'ebook' ? 'E-book' : 'Orçamento'}: ${data.name}`,
      text: Object.entries(data)
        .filter(([, v]) => v)
        // The CNPJ is kept normalised; people read it masked.
        .map(([k, v]) => `${k}: ${k === 'cnpj' ? formatCnpj(String(v)) : v}`)
        .concat(sourcePage ? [`página: ${sourcePage}`] : [], [`id: ${row.id}`])
        .join('\n'),
    },
    meta.later,
  );
  if (type === 'ebook') {
    const ebook = requestedEbook(data.ebook, locale);
    if (ebook) return { ok: true, id: row.id, downloadPath: signEbookPath(ebookFileName(ebook.locale, ebook.slug), { now }) };
  }
  return { ok: true, id: row.id };
}

const hitLeadLimit = (db: Db, rateKey: string, pruneChance?: number) =>
  hitRateLimit(db, rateKey, LEAD_LIMITS.perIp.limit, LEAD_LIMITS.perIp.windowSeconds, { pruneChance });

const rateLimited = (limit: RateLimitResult): SubmitResult => ({
  ok: false,
  error: 'rate_limited',
  messageKey: 'rateLimited',
  retryAfterSeconds: limit.retryAfterSeconds,
});

interface StoredLead {
  id: string;
  type: string;
  locale: string | null;
  payload: Record<string, unknown>;
}

/** The lead a key stored, if any. */
async function leadByKey(db: Db, key: string): Promise<StoredLead | undefined> {
  const [lead] = await db
    .select({ id: leads.id, type: leads.type, locale: leads.locale, payload: leads.payload })
    .from(leads)
    .where(eq(leads.idempotencyKey, key))
    .limit(1);
  return lead;
}

/**
 * Stores a keyed lead once. Attempts with one key queue on a transaction lock of that key, so of
 * simultaneous attempts the first counts against the rate limit and inserts, and the others find
 * its row; the unique key column backs it up (ON CONFLICT DO NOTHING).
 */
async function storeOnce(
  db: Db,
  key: string,
  rateKey: string,
  values: PgInsertValue<typeof leads>,
): Promise<{ kind: 'inserted'; id: string } | { kind: 'stored'; lead: StoredLead } | { kind: 'limited'; limit: RateLimitResult }> {
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leads:idempotency:${key}`}))`);
    const stored = await leadByKey(tx, key);
    if (stored) return { kind: 'stored', lead: stored } as const;
    // No pruning inside the transaction: it runs below, once the locks are released.
    const limit = await hitLeadLimit(tx, rateKey, 0);
    if (!limit.allowed) return { kind: 'limited', limit } as const;
    const [row] = await tx
      .insert(leads)
      .values({ ...values, idempotencyKey: key })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    if (row) return { kind: 'inserted', id: row.id } as const;
    return { kind: 'stored', lead: (await leadByKey(tx, key))! } as const;
  });
  if (outcome.kind !== 'stored' && Math.random() < RATE_LIMIT_PRUNE_CHANCE) {
    await pruneRateLimits(db).catch((error) => logError('Pruning rate limits failed', error));
  }
  return outcome;
}

/** The answer to a repeat: the first answer again, with a fresh link for an e-book lead. */
function storedAnswer(lead: StoredLead, now: number): SubmitResult {
  const title = typeof lead.payload.ebook === 'string' ? lead.payload.ebook : undefined;
  const ebook = lead.type === 'ebook' ? requestedEbook(title, lead.locale) : undefined;
  return {
    ok: true,
    id: lead.id,
    replayed: true,
    ...(ebook ? { downloadPath: signEbookPath(ebookFileName(ebook.locale, ebook.slug), { now }) } : {}),
  };
}

/** The staff notification must never undo a stored lead; with `later` it is delivered after the answer. */
async function notify(db: Db, mail: Parameters<typeof sendMail>[1], later?: Later) {
  try {
    await sendMail(db, mail, { later });
  } catch (error) {
    logError('Lead notification failed', error);
  }
}
