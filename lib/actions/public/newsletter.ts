'use server';

import { getTranslations } from 'next-intl/server';
import { formText, parseField } from '@/lib/actions/client';
import { getDb } from '@/lib/db';
import { toLocale } from '@/i18n/locales';
import { z } from '@/lib/validation/zod';
import { unsubscribe } from '@/lib/leads/newsletter';
import { confirmSubscription } from '@/lib/leads/newsletter-subscribe';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { submitLead } from './leads';

export interface NewsletterLinkState {
  status: 'idle' | 'done' | 'invalid';
}

const tokenSchema = z.string().trim().min(1).max(200);

/**
 * The unsubscribe page's button. The answer comes back in place, so the token never reappears in
 * an address after the page has removed it.
 */
export async function unsubscribeAction(_prev: NewsletterLinkState, formData: FormData): Promise<NewsletterLinkState> {
  const token = parseField(tokenSchema, formData.get('token'));
  if (token === null) return { status: 'invalid' };
  return { status: (await unsubscribe(token)) ? 'done' : 'invalid' };
}

/** The confirmation page's button: the subscription becomes active when the link still holds. */
export async function confirmSubscriptionAction(_prev: NewsletterLinkState, formData: FormData): Promise<NewsletterLinkState> {
  const token = parseField(tokenSchema, formData.get('token'));
  if (token === null) return { status: 'invalid' };
  return { status: (await confirmSubscription(await getDb(), token)) ? 'done' : 'invalid' };
}

export interface NewsletterSubscribeState {
  status: 'idle' | 'ok' | 'error';
  /** What the visitor sees: the success text, or why nothing was stored. */
  message?: string;
  /** After a subscription: where the confirmation link went (subscriptions are double opt-in). */
  confirmation?: string;
  /** The message belongs to the e-mail field (a validation error). */
  fieldError?: boolean;
  /** What was typed, given back so a refused address stays in the field. */
  email?: string;
}

/**
 * The footer's sign-up: a plain form, so it works before the page hydrates and without
 * JavaScript. It goes through the same lead pipeline (schema, honeypot, rate limit, double opt-in)
 * as every lead form; an empty field sends nothing.
 */
export async function subscribeNewsletterAction(_prev: NewsletterSubscribeState, formData: FormData): Promise<NewsletterSubscribeState> {
  const text = (name: string) => formText(formData, name);
  const email = text('email');
  if (!email.trim()) return { status: 'idle' };
  const startedAt = Number(text('startedAt'));
  const result = await submitLead(
    'newsletter',
    { email },
    {
      locale: text('locale'),
      sourcePage: text('sourcePage') || undefined,
      // Set by the page's script when the form appeared; a form sent without JavaScript has none.
      startedAt: startedAt > 0 ? startedAt : undefined,
      honeypot: text(HONEYPOT_FIELD),
      idempotencyKey: text('idempotencyKey') || undefined,
    },
  );
  if (result.ok) {
    const t = await getTranslations({ locale: toLocale(text('locale')), namespace: 'Newsletter' });
    return { status: 'ok', message: result.description, confirmation: t('confirmationSent', { email: email.trim() }) };
  }
  return { status: 'error', message: result.description, fieldError: result.field === 'email', email };
}
