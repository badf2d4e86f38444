'use server';

import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionContext, type ActionFailure, type ActionResult } from '@/lib/actions/client';
import { revalidatePartners } from '@/lib/actions/revalidate';
import { createPartner, setPartnerActive, updatePartner, type PartnerActiveResult, type PartnerWriteResult } from '@/lib/partners/admin';

/** A refused write: the field error of a validation or a taken name, or not found. */
async function refusal(
  { locale, fail }: ActionContext<'admin', unknown>,
  result: Exclude<PartnerWriteResult | PartnerActiveResult, { ok: true }>,
): Promise<ActionFailure> {
  if (result.error === 'not_found') return fail('not_found');
  const t = await getTranslations({ locale, namespace: 'AdminPartners' });
  // A taken name is shown as the form's validation, like a schema issue.
  return { ...fail('validation', { text: t(`errors.${result.messageKey}`), field: result.path }), error: result.error };
}

const options = (locale: string) => ({ locale, area: 'admin', actor: 'admin', log: 'Admin action failed' }) as const;

/** Creates a partner from the form (its schema is checked by createPartner); hands back the new id. */
export async function createPartnerAction(locale: string, input: unknown): Promise<ActionResult<{ id: string }>> {
  const outcome = await runAction(options(locale), async (ctx): Promise<ActionResult<{ id: string }>> => {
    const result = await createPartner(ctx.db, ctx.actor, input, ctx.meta);
    if (!result.ok) return refusal(ctx, result);
    const t = await getTranslations({ locale: ctx.locale, namespace: 'AdminPartners' });
    return { ok: true, title: t('toast.createdTitle'), description: t('toast.created'), data: { id: result.id } };
  });
  if (outcome.ok) revalidatePartners();
  return outcome;
}

/** Saves a partner's details and territories (its schema is checked by updatePartner). */
export async function updatePartnerAction(locale: string, id: unknown, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(options(locale), async (ctx) => {
    const result = await updatePartner(ctx.db, ctx.actor, id, input, ctx.meta);
    if (!result.ok) return refusal(ctx, result);
    const t = await getTranslations({ locale: ctx.locale, namespace: 'AdminPartners' });
    const common = await getTranslations({ locale: ctx.locale, namespace: 'AdminCommon' });
    return { ok: true, title: common('savedTitle'), description: result.changed ? t('toast.saved') : t('toast.unchanged') };
  });
  if (outcome.ok) revalidatePartners();
  return outcome;
}

/** Lists or unlists a partner on the public pages. */
export async function setPartnerActiveAction(locale: string, id: unknown, active: unknown): Promise<ActionResult<{ active: boolean }>> {
  const outcome = await runAction(options(locale), async (ctx): Promise<ActionResult<{ active: boolean }>> => {
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

/** The table's list / unlist button as a plain form (it works before hydration and without JavaScript). */
export async function setPartnerActiveForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const active = formText(formData, 'active');
  // Anything but the two values the button sends is left for the schema to refuse.
  return setPartnerActiveAction(
    formText(formData, 'locale'),
    formText(formData, 'id'),
    active === 'true' ? true : active === 'false' ? false : active,
  );
}
