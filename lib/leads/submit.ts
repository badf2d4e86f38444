import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { deriveKey } from '@/lib/auth/secret';
import type { Db } from '@/lib/db/client';
import { leads, newsletterSubscribers, partners } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { hitRateLimit } from '@/lib/rate-limit';
import { COMPANY } from '@/lib/config/company';
import { LEAD_LIMITS } from '@/lib/config/limits';
import { serverEnv } from '@/lib/config/env';
import { toLocale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo/paths';
import { ebooksFor } from '@/lib/content';
import { ebookFileName, signEbookPath } from '@/lib/ebooks/links';
import type { LeadErrorKey } from '@/lib/validation/lead-errors';
import { validateLead, type LeadFormType } from '@/lib/validation/leads';

export interface SubmitMeta {
  ip: string;
  locale?: string;
  sourcePage?: string;
  /** Epoch ms when the form was first shown (forms only; the JSON API has none). */
  startedAt?: number;
  /** The hidden honeypot field: people leave it empty. */
  honeypot?: string;
  now?: number;
}

export type SubmitResult =
  /** `downloadPath`: for a stored e-book lead, the signed, short-lived link to its PDF. */
  | { ok: true; id: string | null; downloadPath?: string }
  | { ok: false; error: 'validation' | 'rate_limited' | 'too_fast'; messageKey: LeadErrorKey; field?: string; retryAfterSeconds?: number };

/** Signed, stable unsubscribe token for an e-mail address (with the unsubscribe key only). */
export function unsubscribeToken(email: string): string {
  return createHmac('sha256', deriveKey('newsletter-unsubscribe')).update(`newsletter:${email.toLowerCase()}`).digest('base64url');
}

/** The e-book a lead asks for: its title in the form's language. */
function requestedEbook(title: string | undefined, locale: string | null) {
  if (!title) return undefined;
  return ebooksFor(toLocale(locale)).find((e) => e.title === title);
}

/** The unsubscribe page in the subscriber's language (Portuguese when unknown), on the public origin. */
export function unsubscribeUrl(token: string, locale?: string | null): string {
  return `${absoluteUrl(localizedPath(toLocale(locale), '/newsletter/cancelar'))}?token=${encodeURIComponent(token)}`;
}

/**
 * The shared submit routine: validate with the form's schema, refuse bots and floods,
 * store the lead in one statement, queue the staff notification. Throws only when the database
 * is unreachable; callers turn that into the "Erro ao enviar" answer.
 */
export async function submitLeadWith(db: Db, type: LeadFormType, input: unknown, meta: SubmitMeta): Promise<SubmitResult> {
  const validation = validateLead(type, input);
  if (!validation.ok) return { ok: false, error: 'validation', messageKey: validation.messageKey, field: validation.field };

  // Bots fill the hidden field: answer as if it worked, store nothing.
  if (meta.honeypot && meta.honeypot.trim() !== '') return { ok: true, id: null };
  const now = meta.now ?? Date.now();
  if (meta.startedAt !== undefined && (!Number.isFinite(meta.startedAt) || now - meta.startedAt < LEAD_LIMITS.minFillMs)) {
    return { ok: false, error: 'too_fast', messageKey: 'tooFast' };
  }

  const limit = await hitRateLimit(db, `lead:${type}:${meta.ip}`, LEAD_LIMITS.perIp.limit, LEAD_LIMITS.perIp.windowSeconds);
  if (!limit.allowed) return { ok: false, error: 'rate_limited', messageKey: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const locale = meta.locale?.slice(0, 5) ?? null;
  const sourcePage = meta.sourcePage?.slice(0, 500) ?? null;

  if (type === 'newsletter') {
    const { email } = validation.data as { email: string };
    const token = unsubscribeToken(email);
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({ email, locale, unsubscribeToken: token })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        // Subscribing again after unsubscribing renews the consent.
        set: {
          unsubscribedAt: null,
          consentAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.consentAt} else now() end`,
        },
      })
      .returning({ id: newsletterSubscribers.id, inserted: sql<boolean>`(xmax = 0)` });
    if (row?.inserted) {
      await notify(db, {
        kind: 'newsletter-welcome',
        to: email,
        subject: `${COMPANY.name} — newsletter`,
        text: [
          'Obrigado por assinar a nossa newsletter! / Thanks for subscribing! / ¡Gracias por suscribirse!',
          '',
          `Cancelar inscrição / Unsubscribe / Cancelar suscripción: ${unsubscribeUrl(token, locale)}`,
        ].join('\n'),
      });
    }
    return { ok: true, id: row?.id ?? null };
  }

  const data = validation.data as Record<string, string>;
  const partnerName = type === 'contact' ? data.partner || null : null;
  const [row] = await db
    .insert(leads)
    .values({
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
    })
    .returning({ id: leads.id });

  await notify(db, {
    kind: `lead-${type}`,
    to: serverEnv().LEADS_NOTIFY_EMAIL ?? COMPANY.email,
    subject: `[${COMPANY.name}] ${type === 'ebook' ? 'E-book' : 'Orçamento'}: ${data.name}`,
    text: Object.entries(data)
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}: ${v}`)
      .concat(sourcePage ? [`página: ${sourcePage}`] : [], [`id: ${row!.id}`])
      .join('\n'),
  });
  if (type === 'ebook') {
    const ebook = requestedEbook(data.ebook, locale);
    if (ebook) return { ok: true, id: row!.id, downloadPath: signEbookPath(ebookFileName(ebook.locale, ebook.slug), { now }) };
  }
  return { ok: true, id: row!.id };
}

/** The staff notification must never undo a stored lead. */
async function notify(db: Db, mail: Parameters<typeof sendMail>[1]) {
  try {
    await sendMail(db, mail);
  } catch (error) {
    console.error('Lead notification failed:', error);
  }
}
