'use server';

import { afterAnswer } from '@/lib/http/after-answer';
import { getTranslations } from 'next-intl/server';
import { runAction, type ActionResult } from '@/lib/actions/client';
import { getCurrentUser } from '@/lib/auth';
import { COMPANY } from '@/lib/config/company';
import { toLocale } from '@/i18n/locales';
import { isLeadFormType, type LeadFormType } from '@/lib/validation/leads';
import { readIdempotencyKey } from '@/lib/leads/idempotency';
import { submitLeadWith } from '@/lib/leads/submit';

/** E-book leads carry the signed, short-lived link to the PDF, given only once the lead is stored. */
export type LeadActionResult = ActionResult<{ downloadUrl?: string }>;

const SUCCESS_KEY = { contact: 'contactSuccess', ebook: 'ebookSuccess', newsletter: 'newsletterSuccess', chat: 'contactSuccess' } as const;

/**
 * The shared submit routine as a server action: the contact form, the e-book modal and the
 * newsletter all call it, each submission with its idempotency key (a repeat answers like the
 * first time). Never throws: a database failure answers with the failure text.
 */
export async function submitLead(
  type: LeadFormType,
  input: unknown,
  meta: { locale?: string; sourcePage?: string; startedAt?: number; honeypot?: string; idempotencyKey?: string } = {},
): Promise<LeadActionResult> {
  const locale = toLocale(meta.locale);
  const t = await getTranslations({ locale, namespace: 'Leads' });
  const tErr = await getTranslations({ locale, namespace: 'LeadErrors' });
  const idempotencyKey = readIdempotencyKey(meta.idempotencyKey);
  if (!isLeadFormType(type) || idempotencyKey === undefined)
    return { ok: false, error: 'validation', title: t('errorTitle'), description: tErr('invalidInput') };
  // The form's schema is the lead type's, checked by submitLeadWith (the HTTP route calls it too).
  return runAction(
    {
      locale,
      area: 'leads',
      actor: 'anyone',
      log: 'Lead submission failed',
      failure: (text) => ({ title: text('Leads.errorTitle'), description: text('Leads.failure', { app: COMPANY.messagingApp }) }),
    },
    async ({ db, meta: { ip }, fail }): Promise<LeadActionResult> => {
      // A lead sent while signed in belongs to that account (its id from the session only).
      const user = await getCurrentUser();
      const result = await submitLeadWith(db, type, input, {
        ip,
        locale,
        sourcePage: typeof meta.sourcePage === 'string' ? meta.sourcePage : undefined,
        startedAt: typeof meta.startedAt === 'number' ? meta.startedAt : undefined,
        honeypot: typeof meta.honeypot === 'string' ? meta.honeypot : undefined,
        idempotencyKey,
        userId: user?.id ?? null,
        later: afterAnswer,
      });
      if (result.ok) {
        return {
          ok: true,
          title: t('successTitle'),
          description: t(SUCCESS_KEY[type]),
          ...(result.downloadPath ? { data: { downloadUrl: result.downloadPath } } : {}),
        };
      }
      if (result.error === 'validation')
        return fail('validation', { text: tErr(result.messageKey, result.messageValues), field: result.field });
      // Too many, or too fast to be a person.
      return fail('rate_limited', { text: tErr(result.messageKey), field: result.field });
    },
  );
}
