'use server';

import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionResult, type ActionText } from '@/lib/actions/client';
import { COMPANY } from '@/lib/config/company';
import { toLocale } from '@/i18n/locales';
import { z } from '@/lib/validation/zod';
import { unsubscribe } from '@/lib/leads/newsletter';
import { confirmSubscription } from '@/lib/leads/newsletter-subscribe';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import type { Db } from '@/lib/db/client';
import { submitLead } from './leads';

const tokenSchema = z.object({ token: z.string().trim().min(1).max(200) });

const linkFailure = (text: ActionText) => ({
  title: text('Leads.errorTitle'),
  description: text('Leads.failure', { app: COMPANY.messagingApp }),
});

/**
 * A newsletter mail's link, confirmed with its page's button. The answer comes back in place, so
 * the token never reappears in an address after the page has removed it; a token that holds
 * nothing answers as not found.
 */
function linkAction(
  area: 'unsubscribe' | 'newsletterConfirm',
  namespace: 'Unsubscribe' | 'NewsletterConfirm',
  log: string,
  apply: (db: Db, token: string) => Promise<boolean>,
) {
  return (formData: FormData): Promise<ActionResult> =>
    runAction(
      {
        locale: formText(formData, 'locale'),
        area,
        actor: 'anyone',
        schema: tokenSchema,
        input: { token: formText(formData, 'token') },
        issueText: (_message, text) => text(`${namespace}.invalid`),
        log,
        failure: linkFailure,
      },
      async ({ db, data, fail }) => ((await apply(db, data.token)) ? { ok: true, title: '' } : fail('not_found')),
    );
}

const unsubscribeLink = linkAction('unsubscribe', 'Unsubscribe', 'Newsletter unsubscribe failed', (_db, token) => unsubscribe(token));
const confirmLink = linkAction('newsletterConfirm', 'NewsletterConfirm', 'Newsletter confirmation failed', confirmSubscription);

/** The unsubscribe page's button. */
export async function unsubscribeAction(_prev: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return unsubscribeLink(formData);
}

/** The confirmation page's button: the subscription becomes active when the link still holds. */
export async function confirmSubscriptionAction(_prev: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return confirmLink(formData);
}

/** A subscription's answer: after success, where the confirmation link went; after a refusal, what was typed. */
export type NewsletterSubscribeResult = ActionResult<{ confirmation?: string; email?: string }>;

/**
 * The footer's sign-up: a plain form, so it works before the page hydrates and without
 * JavaScript. It goes through the same lead pipeline (schema, honeypot, rate limit, double opt-in)
 * as every lead form; an empty field sends nothing and answers a refusal without a text.
 */
export async function subscribeNewsletterAction(
  _prev: NewsletterSubscribeResult | null,
  formData: FormData,
): Promise<NewsletterSubscribeResult> {
  const text = (name: string) => formText(formData, name);
  return runAction(
    { locale: text('locale'), area: 'leads', actor: 'anyone', log: 'Newsletter subscription failed', failure: linkFailure },
    async ({ locale, fail }): Promise<NewsletterSubscribeResult> => {
      const email = text('email');
      if (!email.trim()) return fail('validation');
      const startedAt = Number(text('startedAt'));
      const result = await submitLead(
        'newsletter',
        { email },
        {
          locale,
          sourcePage: text('sourcePage') || undefined,
          // Set by the page's script when the form appeared; a form sent without JavaScript has none.
          startedAt: startedAt > 0 ? startedAt : undefined,
          honeypot: text(HONEYPOT_FIELD),
          idempotencyKey: text('idempotencyKey') || undefined,
        },
      );
      if (!result.ok) return { ...result, data: { email } };
      const t = await getTranslations({ locale: toLocale(locale), namespace: 'Newsletter' });
      return { ...result, data: { confirmation: t('confirmationSent', { email: email.trim() }) } };
    },
  );
}
