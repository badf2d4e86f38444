import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { deriveKey } from '@/lib/security/secret';
import { COMPANY } from '@/lib/config/company';
import { NEWSLETTER_LIMITS } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { newsletterSubscribers } from '@/lib/db/schema';
import { messagesOf } from '@/i18n/messages';
import { toLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { sendMail, type Mail } from '@/lib/mail';
import { hitRateLimit } from '@/lib/rate-limit';
import { absoluteUrl } from '@/lib/seo/paths';
import { logError } from '@/lib/ops/log-error';

/*
 * Newsletter double opt-in. Anyone may ask for an address to be subscribed; only the owner of the
 * mailbox makes it active, through a signed link mailed there in the visitor's language. The
 * answer to the request is the same whatever the address's state (new, pending, active,
 * unsubscribed), so it tells nothing about who subscribes.
 */

export const NEWSLETTER_CONFIRM_MAIL = 'newsletter-confirm';
export const NEWSLETTER_WELCOME_MAIL = 'newsletter-welcome';

/** Signed, stable unsubscribe token for an e-mail address (with the unsubscribe key only). */
export function unsubscribeToken(email: string): string {
  return createHmac('sha256', deriveKey('newsletter-unsubscribe')).update(`newsletter:${email.toLowerCase()}`).digest('base64url');
}

export function unsubscribeUrl(token: string, locale?: string | null): string {
  return `${absoluteUrl(localizedPath(toLocale(locale), '/newsletter/cancelar'))}?token=${encodeURIComponent(token)}`;
}

const sign = (payload: string) => createHmac('sha256', deriveKey('newsletter-confirm')).update(payload).digest('base64url');

/** `<subscriber id>.<request time, ms>.<signature>`: names one confirmation request. */
export function confirmToken(id: string, requestedAt: Date): string {
  const payload = `${id}.${requestedAt.getTime()}`;
  return `${payload}.${sign(payload)}`;
}

/** The request a confirmation token names, when its signature holds and it has not expired. */
export function readConfirmToken(token: string, now = new Date()): { id: string; requestedAt: Date } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, time, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${time}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const requestedAt = new Date(Number(time));
  if (now.getTime() - requestedAt.getTime() > NEWSLETTER_LIMITS.confirmLinkHours * 3600_000) return null;
  return { id, requestedAt };
}

export function confirmUrl(token: string, locale: Locale): string {
  return `${absoluteUrl(localizedPath(locale, '/newsletter/confirmar'))}?token=${encodeURIComponent(token)}`;
}

async function mailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: await messagesOf(locale), namespace: 'NewsletterMail' });
}

/**
 * Asks for `email` to be subscribed. A new address is stored pending; a pending or unsubscribed
 * one gets a fresh request (the unsubscribe stands until the link is opened); an active one is left
 * as it is. Returns the mail to send (the confirmation link), or null when there is nothing to send
 * (active already, or the address's mail cap is reached). Never says which.
 */
export async function requestSubscription(db: Db, email: string, localeInput: string | null, now = new Date()): Promise<Mail | null> {
  const locale = toLocale(localeInput);
  const active = sql`(${newsletterSubscribers.confirmedAt} is not null and ${newsletterSubscribers.unsubscribedAt} is null)`;
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, locale, unsubscribeToken: unsubscribeToken(email), pendingSince: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        pendingSince: sql`case when ${active} then ${newsletterSubscribers.pendingSince} else ${now.toISOString()}::timestamptz end`,
        locale: sql`case when ${active} then ${newsletterSubscribers.locale} else ${locale} end`,
      },
    })
    .returning({ id: newsletterSubscribers.id, active: sql<boolean>`${active}`, pendingSince: newsletterSubscribers.pendingSince });
  if (!row || row.active || !row.pendingSince) return null;
  const { limit, windowSeconds } = NEWSLETTER_LIMITS.confirmMailsPerEmail;
  if (!(await hitRateLimit(db, `newsletter:mail:${email}`, limit, windowSeconds)).allowed) return null;
  const url = confirmUrl(confirmToken(row.id, row.pendingSince), locale);
  const t = await mailTranslator(locale);
  return {
    kind: NEWSLETTER_CONFIRM_MAIL,
    to: email,
    subject: t('confirmSubject', { company: COMPANY.name }),
    text: [
      t('confirmIntro', { company: COMPANY.name }),
      '',
      url,
      '',
      t('confirmIgnore', { hours: NEWSLETTER_LIMITS.confirmLinkHours }),
      '',
      t('signature', { company: COMPANY.name }),
    ].join('\n'),
    secrets: [url],
  };
}

/** The pending subscription a confirmation link names, if it still waits for that very link. */
export async function pendingConfirmation(db: Db, token: string, now = new Date()) {
  const request = readConfirmToken(token, now);
  if (!request) return null;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, request.id), eq(newsletterSubscribers.pendingSince, request.requestedAt)));
  return row ?? null;
}

/**
 * Opens a confirmation link: the subscription becomes active with consent given now (an earlier
 * unsubscribe is lifted) and the welcome mail, with the unsubscribe link, goes out. False when the
 * link is invalid, expired, already used or replaced by a newer request.
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<boolean> {
  const request = readConfirmToken(token, now);
  if (!request) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, consentAt: now, unsubscribedAt: null, pendingSince: null })
    .where(and(eq(newsletterSubscribers.id, request.id), eq(newsletterSubscribers.pendingSince, request.requestedAt)))
    .returning({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    });
  if (!row) return false;
  const locale = toLocale(row.locale);
  const t = await mailTranslator(locale);
  try {
    await sendMail(db, {
      kind: NEWSLETTER_WELCOME_MAIL,
      to: row.email,
      subject: t('welcomeSubject', { company: COMPANY.name }),
      text: [
        t('welcomeIntro'),
        '',
        t('welcomeUnsubscribe'),
        unsubscribeUrl(row.unsubscribeToken, locale),
        '',
        t('signature', { company: COMPANY.name }),
      ].join('\n'),
    });
  } catch (error) {
    logError('Newsletter welcome mail failed', error);
  }
  return true;
}
