'use server';

import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionResult } from '@/lib/actions/client';
import { revalidateNewsletter } from '@/lib/actions/revalidate';
import { removeSubscriber } from '@/lib/leads/admin-newsletter';

/** Erases a subscriber on request (the row goes; the audit keeps no address). */
export async function removeSubscriberAction(locale: string, id: unknown): Promise<ActionResult> {
  const outcome = await runAction(
    { locale, area: 'admin', actor: 'admin', log: 'Admin action failed' },
    async ({ db, actor, meta, locale: lang, fail }) => {
      const result = await removeSubscriber(db, actor, id, meta);
      if (!result.ok) return fail('not_found');
      const t = await getTranslations({ locale: lang, namespace: 'AdminNewsletter' });
      return { ok: true, title: t('removedTitle'), description: t('removed') };
    },
  );
  if (outcome.ok) revalidateNewsletter();
  return outcome;
}

/** The removal dialog's confirmation as a plain form. */
export async function removeSubscriberForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return removeSubscriberAction(formText(formData, 'locale'), formText(formData, 'id'));
}
