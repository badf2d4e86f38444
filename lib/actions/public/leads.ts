'use server';

import { headers } from 'next/headers';
import { afterAnswer } from '@/lib/http/after-answer';
import { getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/request-ip';
import { COMPANY } from '@/lib/config/company';
import { toLocale } from '@/i18n/locales';
import { isLeadFormType, type LeadFormType } from '@/lib/validation/leads';
import { readIdempotencyKey } from '@/lib/leads/idempotency';
import { submitLeadWith } from '@/lib/leads/submit';
import { logError } from '@/lib/ops/log-error';

export interface LeadActionResult {
  ok: boolean;
  title: string;
  description: string;
  field?: string;
  /** E-book leads: the signed, short-lived link to the PDF, given only once the lead is stored. */
  downloadUrl?: string;
}

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
    return { ok: false, title: t('errorTitle'), description: tErr('invalidInput') };
  try {
    const db = await getDb();
    // A lead sent while signed in belongs to that account (its id from the session only).
    const user = await getCurrentUser();
    const result = await submitLeadWith(db, type, input, {
      ip: clientIp(await headers()),
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
        ...(result.downloadPath ? { downloadUrl: result.downloadPath } : {}),
      };
    }
    const title = result.error === 'validation' ? t('validationTitle') : t('errorTitle');
    return { ok: false, title, description: tErr(result.messageKey), field: result.field };
  } catch (error) {
    logError('Lead submission failed', error);
    return { ok: false, title: t('errorTitle'), description: t('failure', { app: COMPANY.messagingApp }) };
  }
}
