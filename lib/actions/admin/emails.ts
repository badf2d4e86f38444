'use server';

import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionResult } from '@/lib/actions/client';
import { revalidateMail } from '@/lib/actions/revalidate';
import { resendMail } from '@/lib/admin/mail';
import { resendMailSchema } from '@/lib/validation/admin-users';

const REFUSAL = {
  already_sent: 'alreadySent',
  redacted: 'redacted',
  in_progress: 'inProgress',
  no_transport: 'noTransportError',
} as const;

/** Sends one failed (or waiting) outbox mail again, now. */
export async function resendMailAction(locale: string, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(
    {
      locale,
      area: 'admin',
      actor: 'admin',
      schema: resendMailSchema,
      input,
      issueText: (_, t) => t('AdminMail.errors.invalidInput'),
      log: 'Admin action failed',
    },
    async ({ db, actor, meta, locale: lang, data, fail }) => {
      const t = await getTranslations({ locale: lang, namespace: 'AdminMail' });
      const result = await resendMail(db, actor, data.id, meta);
      if (!result.ok) {
        if (result.error === 'not_found') return fail('not_found');
        return fail('conflict', { text: t(REFUSAL[result.error]) });
      }
      if (result.status === 'sent') return { ok: true, title: t('resentTitle'), description: t('resent', { to: result.to }) };
      return fail('failed', { title: t('resendFailedTitle'), text: t('resendFailed') });
    },
  );
  // A failed attempt changes the row too (attempts, error).
  if (outcome.ok || outcome.error === 'failed') revalidateMail();
  return outcome;
}

/** The list's "Reenviar" button as a plain form (it works before hydration and without JavaScript). */
export async function resendMailForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return resendMailAction(formText(formData, 'locale'), { id: formText(formData, 'id') });
}
