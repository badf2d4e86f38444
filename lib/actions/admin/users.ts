'use server';

import { getTranslations } from 'next-intl/server';
import { runAction, type ActionContext, type ActionResult, type ActionText } from '@/lib/actions/client';
import { revalidatePartnerLinks, revalidateRoles } from '@/lib/actions/revalidate';
import { grantAdmin, grantPartner, revokeAdmin, revokePartner, type RoleChangeResult } from '@/lib/auth/admin-users';
import { partnerLinkSchema, roleTargetSchema, userErrorKey } from '@/lib/validation/admin-users';

type Done = { title: 'grantedAdminTitle' | 'revokedAdminTitle' | 'linkedTitle' | 'revokedPartnerTitle'; text: string };
type Ctx = ActionContext<'admin', unknown>;

/** What a role change answers: what changed, or why nothing did. */
async function answer({ locale, fail }: Ctx, result: RoleChangeResult, done: (t: UsersT) => Done): Promise<ActionResult> {
  const t = await usersT(locale);
  if (result.ok) {
    const { title, text } = done(t);
    return result.changed
      ? { ok: true, title: t(title), description: text }
      : { ok: true, title: t('unchangedTitle'), description: t('unchanged') };
  }
  if (result.error === 'last_admin') return fail('conflict', { title: t('lastAdminTitle'), text: t('lastAdmin') });
  if (result.error === 'partner_not_found') return fail('not_found', { text: t('partnerNotFound'), field: 'partnerId' });
  return fail('not_found');
}

const usersT = (locale: Ctx['locale']) => getTranslations({ locale, namespace: 'AdminUsers' });
type UsersT = Awaited<ReturnType<typeof usersT>>;

/** The account controls' schemas; only the partner select is a field the form shows an error on. */
function options<S extends typeof roleTargetSchema | typeof partnerLinkSchema>(locale: string, schema: S, input: unknown) {
  return {
    locale,
    area: 'admin',
    actor: 'admin',
    schema,
    input,
    issueText: (message: string | undefined, t: ActionText) => t(`AdminUsers.errors.${userErrorKey(message)}`),
    log: 'Admin action failed',
  } as const;
}

export async function grantAdminAction(locale: string, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(options(locale, roleTargetSchema, input), async (ctx) =>
    answer(ctx, await grantAdmin(ctx.db, ctx.actor, ctx.data.userId, ctx.meta), (t) => ({
      title: 'grantedAdminTitle',
      text: t('grantedAdmin'),
    })),
  );
  if (outcome.ok) revalidateRoles();
  return outcome;
}

export async function revokeAdminAction(locale: string, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(options(locale, roleTargetSchema, input), async (ctx) =>
    answer(ctx, await revokeAdmin(ctx.db, ctx.actor, ctx.data.userId, ctx.meta), (t) => ({
      title: 'revokedAdminTitle',
      text: t('revokedAdmin'),
    })),
  );
  if (outcome.ok) revalidateRoles();
  return outcome;
}

export async function linkPartnerAction(locale: string, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(options(locale, partnerLinkSchema, input), async (ctx) => {
    const result = await grantPartner(ctx.db, ctx.actor, ctx.data.userId, ctx.data.partnerId, ctx.meta);
    const partner = result.ok ? (result.partnerName ?? '') : '';
    return answer(ctx, result, (t) => ({ title: 'linkedTitle', text: t('linked', { partner }) }));
  });
  if (outcome.ok) revalidatePartnerLinks();
  return outcome;
}

export async function revokePartnerAction(locale: string, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(options(locale, roleTargetSchema, input), async (ctx) =>
    answer(ctx, await revokePartner(ctx.db, ctx.actor, ctx.data.userId, ctx.meta), (t) => ({
      title: 'revokedPartnerTitle',
      text: t('revokedPartner'),
    })),
  );
  if (outcome.ok) revalidatePartnerLinks();
  return outcome;
}
