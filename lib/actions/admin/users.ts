'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { adminAction, type AdminActionContext, type AdminActionResult } from '@/lib/actions/admin/wrapper';
import { grantAdmin, grantPartner, revokeAdmin, revokePartner, type RoleChangeResult } from '@/lib/data/admin-users';
import { partnerLinkSchema, roleTargetSchema, userErrorKey } from '@/lib/validation/admin-users';

type UsersT = Awaited<ReturnType<typeof getTranslations<'AdminUsers'>>>;
type Done = { title: 'grantedAdminTitle' | 'revokedAdminTitle' | 'linkedTitle' | 'revokedPartnerTitle'; text: string };

/** The toast of a role change: what changed, or why nothing did. */
function answer(result: RoleChangeResult, t: UsersT, common: AdminActionContext['common'], done: Done): AdminActionResult {
  if (result.ok)
    return result.changed
      ? { ok: true, title: t(done.title), description: done.text }
      : { ok: true, title: t('unchangedTitle'), description: t('unchanged') };
  if (result.error === 'last_admin') return { ok: false, error: 'conflict', title: t('lastAdminTitle'), description: t('lastAdmin') };
  if (result.error === 'partner_not_found')
    return { ok: false, error: 'not_found', field: 'partnerId', title: common('errorTitle'), description: t('partnerNotFound') };
  return { ok: false, error: 'not_found', title: common('errorTitle'), description: common('notFound') };
}

/** Re-renders the pages that show roles: the accounts list and the admin home's row counts. */
function revalidateRoles() {
  revalidatePath('/[locale]/(account)/admin/usuarios', 'page');
  revalidatePath('/[locale]/(account)/admin', 'page');
}

/** A partner link also changes the partner pages' count of linked accounts. */
function revalidatePartnerLinks() {
  revalidateRoles();
  revalidatePath('/[locale]/(account)/admin/parceiros', 'page');
  revalidatePath('/[locale]/(account)/admin/parceiros/[id]', 'page');
}

function invalid(t: UsersT, common: AdminActionContext['common'], issue: { path: PropertyKey[]; message: string } | undefined) {
  const field = issue?.path[0] === 'partnerId' ? 'partnerId' : undefined;
  return {
    ok: false,
    error: 'validation',
    field,
    title: common('validationTitle'),
    description: t(`errors.${userErrorKey(issue?.message)}`),
  } as const satisfies AdminActionResult;
}

export async function grantAdminAction(locale: string, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async ({ db, actor, meta, locale: lang, common }) => {
    const t = await getTranslations({ locale: lang, namespace: 'AdminUsers' });
    const parsed = roleTargetSchema.safeParse(input);
    if (!parsed.success) return invalid(t, common, parsed.error.issues[0]);
    const result = await grantAdmin(db, actor, parsed.data.userId, meta);
    return answer(result, t, common, { title: 'grantedAdminTitle', text: t('grantedAdmin') });
  });
  if (outcome.ok) revalidateRoles();
  return outcome;
}

export async function revokeAdminAction(locale: string, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async ({ db, actor, meta, locale: lang, common }) => {
    const t = await getTranslations({ locale: lang, namespace: 'AdminUsers' });
    const parsed = roleTargetSchema.safeParse(input);
    if (!parsed.success) return invalid(t, common, parsed.error.issues[0]);
    const result = await revokeAdmin(db, actor, parsed.data.userId, meta);
    return answer(result, t, common, { title: 'revokedAdminTitle', text: t('revokedAdmin') });
  });
  if (outcome.ok) revalidateRoles();
  return outcome;
}

export async function linkPartnerAction(locale: string, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async ({ db, actor, meta, locale: lang, common }) => {
    const t = await getTranslations({ locale: lang, namespace: 'AdminUsers' });
    const parsed = partnerLinkSchema.safeParse(input);
    if (!parsed.success) return invalid(t, common, parsed.error.issues[0]);
    const result = await grantPartner(db, actor, parsed.data.userId, parsed.data.partnerId, meta);
    const partner = result.ok ? (result.partnerName ?? '') : '';
    return answer(result, t, common, { title: 'linkedTitle', text: t('linked', { partner }) });
  });
  if (outcome.ok) revalidatePartnerLinks();
  return outcome;
}

export async function revokePartnerAction(locale: string, input: unknown): Promise<AdminActionResult> {
  const outcome = await adminAction(locale, async ({ db, actor, meta, locale: lang, common }) => {
    const t = await getTranslations({ locale: lang, namespace: 'AdminUsers' });
    const parsed = roleTargetSchema.safeParse(input);
    if (!parsed.success) return invalid(t, common, parsed.error.issues[0]);
    const result = await revokePartner(db, actor, parsed.data.userId, meta);
    return answer(result, t, common, { title: 'revokedPartnerTitle', text: t('revokedPartner') });
  });
  if (outcome.ok) revalidatePartnerLinks();
  return outcome;
}
