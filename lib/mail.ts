import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { COMPANY } from '@/lib/config/company';
import { serverEnv } from '@/lib/config/env';
import { OUTBOX_RETRY } from '@/lib/config/limits';
import type { Later } from '@/lib/http/after-answer';
import { logError } from '@/lib/ops/log-error';

/** Every kind of mail the site sends: the outbox's `kind` column and the admin's word for it. */
export const MAIL_KINDS = [
  'lead-contact',
  'lead-ebook',
  'lead-newsletter',
  'lead-chat',
  'newsletter-confirm',
  'newsletter-welcome',
  'password-reset',
  'sign-up-link',
  'sign-up-existing',
  'sign-up-ready',
  'reseller-application',
  'reseller-confirmation',
  'reseller-invite',
  'reseller-approved',
  'reseller-reject',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Whether an outbox kind is one this code sends (older rows may carry a retired kind). */
export const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Parts of the text that grant access (a password-reset or invitation link): delivered to the
   * recipient, never stored. Links of the shapes `secretLinksIn` knows are treated the same way
   * whether or not they are listed here.
   */
  secrets?: string[];
}

export type MailStatus = 'queued' | 'sent' | 'failed';

/** What a secret becomes in the outbox row. */
export const REDACTED = '[redacted]';

/**
 * Access-granting links in a text: the auth API's reset/set-password links, and /auth links that
 * carry a token or a code (account confirmation, invitations, Supabase recovery).
 */
export function secretLinksIn(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return links.filter((link) => {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return false;
    }
    if (/\/reset-password\//.test(url.pathname)) return true;
    return /\/auth\/?$/.test(url.pathname) && (url.searchParams.has('token') || url.searchParams.has('code'));
  });
}

/** The text with every secret (listed or recognised) replaced by REDACTED. */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  const all = [...new Set([...secrets.filter(Boolean), ...secretLinksIn(text)])].sort((a, b) => b.length - a.length);
  return all.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

export type MailTransport = { kind: 'smtp'; url: string } | { kind: 'drop'; dir: string } | { kind: 'none' };

/** Where mail goes: SMTP, a drop directory (local runs and tests), or nowhere yet. */
export function mailTransport(): MailTransport {
  const env = serverEnv();
  if (env.SMTP_URL) return { kind: 'smtp', url: env.SMTP_URL };
  if (env.MAIL_DROP_DIR) return { kind: 'drop', dir: resolve(/*turbopackIgnore: true*/ process.cwd(), env.MAIL_DROP_DIR) };
  return { kind: 'none' };
}

async function deliver(
  mail: Omit<Mail, 'kind'> & { kind: string },
  id: string,
  via: { kind: 'smtp'; url: string } | { kind: 'drop'; dir: string },
) {
  const from = serverEnv().MAIL_FROM ?? `${COMPANY.name} <${COMPANY.email}>`;
  if (via.kind === 'drop') {
    await mkdir(via.dir, { recursive: true, mode: 0o700 });
    const file = join(via.dir, `${Date.now()}-${id}.json`);
    const body = { id, kind: mail.kind, from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null };
    // Written aside and renamed into place: a mailbox reader never sees half a message.
    await writeFile(`${file}.part`, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
    await rename(`${file}.part`, file);
    return;
  }
  const { createTransport } = await import('nodemailer');
  await createTransport(via.url).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

export interface SendOptions {
  /**
   * Runs the delivery after the answer is sent (lib/http/after-answer.ts): the outbox row is written
   * first, so the mail is never lost, and the visitor does not wait for SMTP.
   */
  later?: Later;
}

/**
 * One mail module: every message is recorded in the outbox (what was sent, to whom, when), then
 * delivered through SMTP when SMTP_URL is set (or into MAIL_DROP_DIR). Without either, it stays
 * queued, readable in the admin. Secrets never reach the outbox: the row keeps the text with each
 * secret redacted, the secret travels only in the delivered copy, so with nowhere to deliver a
 * secret-bearing mail fails instead of waiting.
 */
export async function sendMail(db: Db, mail: Mail, options: SendOptions = {}): Promise<{ id: string; status: MailStatus }> {
  const secrets = [...new Set([...(mail.secrets ?? []).filter(Boolean), ...secretLinksIn(mail.text), ...secretLinksIn(mail.html ?? '')])];
  const via = mailTransport();
  const undeliverable = via.kind === 'none' && secrets.length > 0;
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: redactSecrets(mail.text, secrets),
      htmlBody: mail.html === undefined ? null : redactSecrets(mail.html, secrets),
      ...(undeliverable
        ? {
            status: 'failed' as const,
            lastError: 'Not delivered: no SMTP_URL, and a mail with a personal link is never kept to send later.',
          }
        : via.kind === 'none'
          ? {}
          : // Being sent now: the retry job leaves it alone meanwhile.
            { nextAttemptAt: new Date(Date.now() + OUTBOX_RETRY.inlineLeaseMs) }),
    })
    .returning({ id: outbox.id });
  const id = row?.id ?? randomUUID();
  if (undeliverable) return { id, status: 'failed' };
  if (via.kind === 'none') return { id, status: 'queued' };
  const attempt = async (): Promise<MailStatus> => {
    try {
      await deliver(mail, id, via);
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: 1, nextAttemptAt: null }).where(eq(outbox.id, id));
      return 'sent';
    } catch (error) {
      await db
        .update(outbox)
        .set({
          status: 'failed',
          attempts: 1,
          lastError: errorText(error),
          nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(1)),
        })
        .where(eq(outbox.id, id));
      return 'failed';
    }
  };
  if (!options.later) return { id, status: await attempt() };
  // The row is stored with its lease: should this process stop before delivering, the retry job sends it.
  await options.later(async () => {
    try {
      await attempt();
    } catch (error) {
      logError('Mail delivery after the answer failed', error);
    }
  });
  return { id, status: 'queued' };
}

function errorText(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, 500);
}

/**
 * How long a mail waits after its `attempts`-th failed delivery: the base delay, doubled with each
 * further failure, capped.
 */
export function outboxRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(OUTBOX_RETRY.baseDelayMs * 2 ** Math.min(doublings, 30), OUTBOX_RETRY.maxDelayMs);
}

/** An outbox row as stored: what a later delivery sends. */
export type QueuedMail = Pick<typeof outbox.$inferSelect, 'id' | 'kind' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody'>;

/**
 * Delivers a stored outbox row (the retry job claims it first, counting the attempt): marks it
 * sent, or failed with the error (its next attempt stays as the claim set it). With no transport
 * the row is left as it is.
 */
export async function deliverQueued(db: Db, row: QueuedMail, via: MailTransport = mailTransport()): Promise<MailStatus> {
  if (via.kind === 'none') return 'queued';
  const mail = { kind: row.kind, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined };
  try {
    await deliver(mail, row.id, via);
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', lastError: errorText(error) })
      .where(eq(outbox.id, row.id));
    return 'failed';
  }
  await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lastError: null, nextAttemptAt: null }).where(eq(outbox.id, row.id));
  return 'sent';
}
