'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { adminAction, type AdminActionResult } from '@/lib/actions/admin/wrapper';
import { resendMail } from '@/lib/data/admin-mail';
import { resendMailSchema } from '@/lib/validation/admin-users';

const REFUSAL = {
  already_sent: 'alreadySent',
  redacted: 'redacted',
  in_progress: 'inProgress',
  no_transport: 'noTransportError',
} as const;

/** Sends one failed (or waiting) outbox mail again, now. */
export async function resendMailAction(locale: string, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async ({ db, actor, meta, locale: lang, common }) => {
    const t = await getTranslations({ locale: lang, namespace: 'AdminMail' });
    const parsed = resendMailSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: 'validation', title: common('validationTitle'), description: t('errors.invalidInput') };
    const result = await resendMail(db, actor, parsed.data.id, meta);
    if (!result.ok) {
      if (result.error === 'not_found')
        return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
      return { ok: false, error: 'conflict', title: common('errorTitle'), description: t(REFUSAL[result.error]) };
    }
    if (result.status === 'sent') return { ok: true, title: t('resentTitle'), description: t('resent', { to: result.to }) };
    return { ok: false, error: 'failed', title: t('resendFailedTitle'), description: t('resendFailed') };
  });
  // A failed attempt changes the row too (attempts, error); the admin home lists recent mail and counts failures.
  if (outcome.ok || outcome.error === 'failed') {
    revalidatePath('/[locale]/(account)/admin/emails', 'page');
    revalidatePath('/[locale]/(account)/admin', 'page');
  }
  return outcome;
}
