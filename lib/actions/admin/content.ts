'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { runAction, type ActionResult } from '@/lib/actions/client';
import { publish } from '@/lib/content/publishing';
import { restoreVersion } from '@/lib/content/versions';
import { UUID_PATTERN } from '@/lib/validation/zod';

/** Brings a kept version of a content file back: a save like any other, live in seconds. */
export async function restoreVersionAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  const path = String(form.get('path') ?? '');
  const id = String(form.get('id') ?? '');
  return runAction(
    { locale: form.get('locale'), area: 'admin', actor: 'admin', log: 'Content restore failed' },
    async ({ db, actor, meta, locale, fail }) => {
      const t = await getTranslations({ locale, namespace: 'AdminContent.history' });
      if (!UUID_PATTERN.test(id)) return fail('not_found');
      const outcome = await restoreVersion(db, actor, path, id, meta);
      if (!outcome.ok)
        return fail(outcome.error === 'invalid' ? 'validation' : 'not_found', outcome.error === 'invalid' ? { text: t('invalid') } : {});
      publish([{ path }]);
      // The history itself shows the new version at once.
      revalidatePath('/[locale]/admin/conteudo/historico', 'page');
      return { ok: true, title: t('restoredTitle'), description: t('restored') };
    },
  );
}
