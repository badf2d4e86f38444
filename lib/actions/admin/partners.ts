'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { adminAction, type AdminActionContext, type AdminActionResult } from '@/lib/actions/admin/wrapper';
import {
  createPartner,
  setPartnerActive,
  updatePartner,
  type PartnerActiveResult,
  type PartnerWriteResult,
} from '@/lib/data/admin-partners';
import { PARTNERS_TAG } from '@/lib/data/partners';

/** A refused write as a toast: the field error of a validation or a taken name, or not found. */
async function refusal(
  { locale, common }: AdminActionContext,
  result: Exclude<PartnerWriteResult | PartnerActiveResult, { ok: true }>,
): Promise<AdminActionResult> {
  if (result.error === 'not_found') return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
  const t = await getTranslations({ locale, namespace: 'AdminPartners' });
  return {
    ok: false,
    error: result.error,
    title: common('validationTitle'),
    description: t(`errors.${result.messageKey}`),
    field: result.path,
  };
}

/**
 * Re-renders every page that shows partners: the admin list, edit page and home figures, the
 * accounts page's partner choices, the partner's own dashboard and the public directory, and the
 * cached list behind /api/partners.
 */
function revalidatePartners() {
  updateTag(PARTNERS_TAG);
  revalidatePath('/[locale]/(account)/admin/parceiros', 'page');
  revalidatePath('/[locale]/(account)/admin/parceiros/[id]', 'page');
  revalidatePath('/[locale]/(account)/admin', 'page');
  revalidatePath('/[locale]/(account)/admin/usuarios', 'page');
  revalidatePath('/[locale]/(account)/painel-parceiro', 'page');
  revalidatePath('/[locale]/revendas', 'page');
}

/** Creates a partner from the form (validated again with its schema); hands back the new id. */
export async function createPartnerAction(locale: string, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async (ctx) => {
    const result = await createPartner(ctx.db, ctx.actor, input, ctx.meta);
    if (!result.ok) return refusal(ctx, result);
    const t = await getTranslations({ locale: ctx.locale, namespace: 'AdminPartners' });
    return { ok: true, title: t('toast.createdTitle'), description: t('toast.created'), data: { id: result.id } };
  });
  if (outcome.ok) revalidatePartners();
  return outcome;
}

/** Saves a partner's details and territories (validated again with the form's schema). */
export async function updatePartnerAction(locale: string, id: unknown, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async (ctx) => {
    const result = await updatePartner(ctx.db, ctx.actor, id, input, ctx.meta);
    if (!result.ok) return refusal(ctx, result);
    const t = await getTranslations({ locale: ctx.locale, namespace: 'AdminPartners' });
    return { ok: true, title: ctx.common('savedTitle'), description: result.changed ? t('toast.saved') : t('toast.unchanged') };
  });
  if (outcome.ok) revalidatePartners();
  return outcome;
}

/** Lists or unlists a partner on the public pages. */
export async function setPartnerActiveAction(locale: string, id: unknown, active: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async (ctx) => {
    const result = await setPartnerActive(ctx.db, ctx.actor, id, active, ctx.meta);
    if (!result.ok) return refusal(ctx, result);
    const t = await getTranslations({ locale: ctx.locale, namespace: 'AdminPartners' });
    return {
      ok: true,
      title: t(result.active ? 'toast.activatedTitle' : 'toast.deactivatedTitle'),
      description: t(result.active ? 'toast.activated' : 'toast.deactivated'),
      data: { active: result.active },
    };
  });
  if (outcome.ok) revalidatePartners();
  return outcome;
}
