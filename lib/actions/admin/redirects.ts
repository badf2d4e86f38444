'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionResult } from '@/lib/actions/client';
import { deleteRedirect, saveAdminRedirect } from '@/lib/content/redirects';
import { assertAdmin, writeAudit } from '@/lib/auth/authz';
import { redirectErrorKey, redirectSchema } from '@/lib/validation/redirects';

const PAGE = '/[locale]/admin/redirecionamentos';

/** Adds or changes a redirect rule; a loop or a chain is refused with its reason on the target field. */
export async function saveRedirectAction(locale: string, input: unknown): Promise<ActionResult> {
  return runAction(
    {
      locale,
      area: 'admin',
      actor: 'admin',
      schema: redirectSchema,
      input,
      issueText: (message, text) => text(`AdminRedirects.errors.${redirectErrorKey(message)}`),
      log: 'Redirect save failed',
    },
    async ({ db, actor, meta, data, locale: lang, fail }) => {
      const t = await getTranslations({ locale: lang, namespace: 'AdminRedirects' });
      const admin = await assertAdmin(db, actor);
      const toPath = data.toPath === '' ? null : data.toPath;
      const problem = await saveAdminRedirect(db, { fromPath: data.fromPath, toPath, actorId: admin.id });
      if (problem) return fail('validation', { text: t(`errors.${problem}`), field: problem === 'badPath' ? 'fromPath' : 'toPath' });
      await writeAudit(db, {
        actorId: admin.id,
        action: 'redirect.save',
        entity: 'redirect',
        entityId: data.fromPath,
        data: { toPath },
        ip: meta.ip,
      });
      revalidatePath(PAGE, 'page');
      return {
        ok: true,
        title: t('savedTitle'),
        description: t(toPath ? 'saved' : 'savedGone', { from: data.fromPath, to: toPath ?? '' }),
      };
    },
  );
}

/** Removes one rule: the old address answers as any other path again. */
export async function removeRedirectAction(localeInput: string, fromInput: unknown): Promise<ActionResult> {
  const fromPath = typeof fromInput === 'string' ? fromInput : '';
  return runAction(
    { locale: localeInput, area: 'admin', actor: 'admin', log: 'Redirect removal failed' },
    async ({ db, actor, meta, locale, fail }) => {
      const admin = await assertAdmin(db, actor);
      const t = await getTranslations({ locale, namespace: 'AdminRedirects' });
      if (!(await deleteRedirect(db, fromPath))) return fail('not_found');
      await writeAudit(db, { actorId: admin.id, action: 'redirect.delete', entity: 'redirect', entityId: fromPath, ip: meta.ip });
      revalidatePath(PAGE, 'page');
      return { ok: true, title: t('removedTitle'), description: t('removed', { from: fromPath }) };
    },
  );
}

/** The table's remove button as a plain form (it works before hydration and without JavaScript). */
export async function removeRedirectForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return removeRedirectAction(formText(formData, 'locale'), formText(formData, 'fromPath'));
}
