'use server';

import { getDb } from '@/lib/db';
import { z } from '@/lib/validation/zod';
import { unsubscribe } from '@/lib/leads/newsletter';
import { confirmSubscription } from '@/lib/leads/newsletter-subscribe';

export interface NewsletterLinkState {
  status: 'idle' | 'done' | 'invalid';
}

const tokenSchema = z.string().trim().min(1).max(200);

/**
 * The unsubscribe page's button. The answer comes back in place, so the token never reappears in
 * an address after the page has removed it.
 */
export async function unsubscribeAction(_prev: NewsletterLinkState, formData: FormData): Promise<NewsletterLinkState> {
  const token = tokenSchema.safeParse(formData.get('token'));
  if (!token.success) return { status: 'invalid' };
  return { status: (await unsubscribe(token.data)) ? 'done' : 'invalid' };
}

/** The confirmation page's button: the subscription becomes active when the link still holds. */
export async function confirmSubscriptionAction(_prev: NewsletterLinkState, formData: FormData): Promise<NewsletterLinkState> {
  const token = tokenSchema.safeParse(formData.get('token'));
  if (!token.success) return { status: 'invalid' };
  return { status: (await confirmSubscription(await getDb(), token.data)) ? 'done' : 'invalid' };
}
