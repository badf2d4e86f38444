'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { adminAction, type AdminActionResult } from '@/lib/actions/admin/wrapper';
import { removeSubscriber } from '@/lib/data/admin-newsletter';

/** Erases a subscriber on request (the row goes; the audit keeps no address). */
export async function removeSubscriberAction(locale: string, id: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async ({ db, actor, meta, locale: lang, common }) => {
    const result = await removeSubscriber(db, actor, id, meta);
    if (!result.ok) return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
    const t = await getTranslations({ locale: lang, namespace: 'AdminNewsletter' });
    return { ok: true, title: t('removedTitle'), description: t('removed') };
  });
  if (outcome.ok) {
    // The subscriber list, the admin home's figures and the mail log (the subscriber's newsletter mails go too).
    revalidatePath('/[locale]/(account)/admin/newsletter', 'page');
    revalidatePath('/[locale]/(account)/admin', 'page');
    revalidatePath('/[locale]/(account)/admin/emails', 'page');
  }
  return outcome;
}
