'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { adminAction, type AdminActionResult, type AdminCommonT } from '@/lib/actions/admin/wrapper';
import { addLeadNote, assignLead, bulkChangeStatus, changeLeadStatus, type LeadStatus } from '@/lib/data/admin-leads';
import { adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';
import type { LeadFormError } from '@/lib/validation/admin-leads';
import type { Locale } from '@/i18n/locales';

type T = Awaited<ReturnType<typeof getTranslations<'AdminLeads'>>>;

const translator = (locale: Locale) => getTranslations({ locale, namespace: 'AdminLeads' });

/** The pages that show a lead: the lists, its page, the admin's counts and the partner's panel. */
function revalidateLeadPages() {
  revalidatePath('/[locale]/(account)/admin/leads', 'page');
  revalidatePath('/[locale]/(account)/admin/leads/[id]', 'page');
  revalidatePath('/[locale]/(account)/admin', 'page');
  revalidatePath('/[locale]/(account)/painel-parceiro', 'page');
}

/** A schema refusal as a toast, naming the field it belongs to. */
function invalid(t: T, common: AdminCommonT, error: LeadFormError): AdminActionResult {
  return {
    ok: false,
    error: 'validation',
    title: common('validationTitle'),
    description: t(`errors.${adminLeadErrorKey(error.messageKey)}`),
    field: error.field,
  };
}

/** Moves one lead to another status (the form's schema is checked again by changeLeadStatus). */
export async function changeLeadStatusAction(localeInput: string, id: unknown, input: unknown): Promise<AdminActionResult> {
  return adminAction(localeInput, async ({ db, actor, meta, common, locale }) => {
    const t = await translator(locale);
    const result = await changeLeadStatus(db, actor, id, input, meta);
    if (result.ok) {
      revalidateLeadPages();
      const status = t(`statuses.${result.status}`);
      return {
        ok: true,
        title: t('statusForm.doneTitle'),
        description: result.changed ? t('statusForm.done', { status }) : t('statusForm.unchanged'),
      };
    }
    if (result.error === 'validation') return invalid(t, common, result);
    if (result.error === 'invalid_transition') {
      const names = (s: LeadStatus) => t(`statuses.${s}`);
      return {
        ok: false,
        error: 'conflict',
        title: common('errorTitle'),
        description: t('errors.invalidTransition', { from: names(result.from), to: names(result.to) }),
        field: 'status',
      };
    }
    return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
  });
}

/** Hands one lead to an active partner, or to none. */
export async function assignLeadAction(localeInput: string, id: unknown, input: unknown): Promise<AdminActionResult> {
  return adminAction(localeInput, async ({ db, actor, meta, common, locale }) => {
    const t = await translator(locale);
    const result = await assignLead(db, actor, id, input, meta);
    if (result.ok) {
      revalidateLeadPages();
      const description = !result.changed
        ? t('assignForm.unchanged')
        : result.partner
          ? t('assignForm.assigned', { partner: result.partner.name })
          : t('assignForm.unassigned');
      return { ok: true, title: t('assignForm.doneTitle'), description };
    }
    if (result.error === 'validation') return invalid(t, common, result);
    if (result.error === 'partner_unavailable')
      return { ok: false, error: 'conflict', title: common('errorTitle'), description: t('errors.partnerUnavailable'), field: 'partnerId' };
    return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
  });
}

/** Adds a note to one lead's history. */
export async function addLeadNoteAction(localeInput: string, id: unknown, input: unknown): Promise<AdminActionResult> {
  return adminAction(localeInput, async ({ db, actor, meta, common, locale }) => {
    const t = await translator(locale);
    const result = await addLeadNote(db, actor, id, input, meta);
    if (result.ok) {
      revalidateLeadPages();
      return { ok: true, title: t('noteForm.doneTitle') };
    }
    if (result.error === 'validation') return invalid(t, common, result);
    return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
  });
}

/** One status for the leads checked in the list; answers how many changed and how many were skipped. */
export async function bulkLeadStatusAction(localeInput: string, input: unknown): Promise<AdminActionResult> {
  return adminAction(localeInput, async ({ db, actor, meta, common, locale }) => {
    const t = await translator(locale);
    const { ids, ...change } = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
    const result = await bulkChangeStatus(db, actor, ids, change, meta);
    if (!result.ok) return invalid(t, common, result);
    revalidateLeadPages();
    return {
      ok: true,
      title: t('bulk.doneTitle'),
      description: t('bulk.done', { changed: result.changed, skipped: result.skipped }),
      data: { changed: result.changed, skipped: result.skipped },
    };
  });
}
