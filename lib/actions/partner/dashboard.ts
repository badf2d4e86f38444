'use server';

import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionResult } from '@/lib/actions/client';
import { revalidateLeads, revalidatePartners } from '@/lib/actions/revalidate';
import { updateLeadStatus, updatePartnerProfile } from '@/lib/partners/panel';
import type { Locale } from '@/i18n/locales';

const partnerT = (locale: Locale) => getTranslations({ locale, namespace: 'PartnerDashboard' });

/** The partner panel: a partner's account, and (checked again by the data functions) only its own partner's records. */
const options = (locale: string, log: string) => ({ locale, area: 'partner', actor: 'partner', log }) as const;

/** Moves one of the signed-in partner's leads to a new status (the data layer checks role, owner and transition). */
export async function changeLeadStatusAction(locale: string, leadId: unknown, status: unknown): Promise<ActionResult> {
  return runAction(options(locale, 'Lead status change failed'), async ({ locale: lang, db, user, meta, fail }) => {
    const t = await partnerT(lang);
    const result = await updateLeadStatus(db, user, leadId, status, meta);
    if (result.ok) {
      // The partner's lead list, and the back office's view of the same lead (status, history, pipeline).
      revalidateLeads();
      return { ok: true, title: t('toast.statusTitle'), description: t(`status.${result.status}`) };
    }
    if (result.error === 'invalid_transition') return fail('conflict', { text: t('toast.invalidTransition') });
    return fail(result.error);
  });
}

/** Saves the signed-in partner's contact details and territories, validated again with the form's schema. */
export async function saveProfileAction(locale: string, input: unknown): Promise<ActionResult> {
  return runAction(options(locale, 'Partner profile update failed'), async ({ locale: lang, db, user, meta, fail }) => {
    const result = await updatePartnerProfile(db, user, input, meta);
    if (result.ok) {
      // The dashboard, the back office's partner pages and the public directory show these details.
      revalidatePartners();
      const t = await partnerT(lang);
      return { ok: true, title: t('toast.savedTitle'), description: t('toast.saved') };
    }
    if (result.error === 'forbidden') return fail('forbidden');
    const t = await partnerT(lang);
    return fail('validation', { text: t(`errors.${result.messageKey}`), field: result.path });
  });
}

/** A lead's status select as a plain form (it works before hydration and without JavaScript). */
export async function changeLeadStatusForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return changeLeadStatusAction(formText(formData, 'locale'), formText(formData, 'leadId'), formText(formData, 'status'));
}
