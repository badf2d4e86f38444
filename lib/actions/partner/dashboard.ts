'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { updateLeadStatus, updatePartnerProfile } from '@/lib/data/partner';
import { PARTNERS_TAG } from '@/lib/data/partners';
import { clientIp } from '@/lib/request-ip';
import { toLocale } from '@/i18n/locales';
import { logError } from '@/lib/ops/log-error';

export interface PartnerActionResult {
  ok: boolean;
  title: string;
  description?: string;
  /** The form field (dotted path) a validation failure belongs to. */
  field?: string;
  /** Why it failed, for the caller's logic (the text is for people). */
  error?: 'forbidden' | 'not_found' | 'invalid_transition' | 'validation' | 'failed';
}

async function context(localeInput: unknown) {
  const locale = toLocale(typeof localeInput === 'string' ? localeInput : undefined);
  const [t, user, db, h] = await Promise.all([
    getTranslations({ locale, namespace: 'PartnerDashboard' }),
    getCurrentUser(),
    getDb(),
    headers(),
  ]);
  return { t, user, db, ip: clientIp(h) };
}

/** Moves one of the signed-in partner's leads to a new status (the data layer checks role, owner and transition). */
export async function changeLeadStatusAction(locale: string, leadId: unknown, status: unknown): Promise<PartnerActionResult> {
  const { t, user, db, ip } = await context(locale);
  try {
    const result = await updateLeadStatus(db, user, leadId, status, { ip });
    if (result.ok) {
      // The partner's lead list, and the back office's view of the same lead (status, history, pipeline).
      revalidatePath('/[locale]/(account)/painel-parceiro', 'page');
      revalidatePath('/[locale]/(account)/admin/leads', 'page');
      revalidatePath('/[locale]/(account)/admin/leads/[id]', 'page');
      revalidatePath('/[locale]/(account)/admin', 'page');
      return { ok: true, title: t('toast.statusTitle'), description: t(`status.${result.status}`) };
    }
    const description =
      result.error === 'forbidden'
        ? t('toast.forbidden')
        : result.error === 'not_found'
          ? t('toast.notFound')
          : t('toast.invalidTransition');
    return { ok: false, error: result.error, title: t('toast.errorTitle'), description };
  } catch (error) {
    logError('Lead status change failed', error);
    return { ok: false, error: 'failed', title: t('toast.errorTitle'), description: t('toast.error') };
  }
}

/** Saves the signed-in partner's contact details and territories, validated again with the form's schema. */
export async function saveProfileAction(locale: string, input: unknown): Promise<PartnerActionResult> {
  const { t, user, db, ip } = await context(locale);
  try {
    const result = await updatePartnerProfile(db, user, input, { ip });
    if (result.ok) {
      // The dashboard, the back office's partner pages (and home row counts) and the public directory show these details.
      revalidatePath('/[locale]/(account)/painel-parceiro', 'page');
      revalidatePath('/[locale]/(account)/admin/parceiros', 'page');
      revalidatePath('/[locale]/(account)/admin/parceiros/[id]', 'page');
      revalidatePath('/[locale]/(account)/admin', 'page');
      revalidatePath('/[locale]/revendas', 'page');
      updateTag(PARTNERS_TAG);
      return { ok: true, title: t('toast.savedTitle'), description: t('toast.saved') };
    }
    if (result.error === 'forbidden')
      return { ok: false, error: 'forbidden', title: t('toast.errorTitle'), description: t('toast.forbidden') };
    return {
      ok: false,
      error: 'validation',
      title: t('toast.validationTitle'),
      description: t(`errors.${result.messageKey}`),
      field: result.path,
    };
  } catch (error) {
    logError('Partner profile update failed', error);
    return { ok: false, error: 'failed', title: t('toast.errorTitle'), description: t('toast.error') };
  }
}
