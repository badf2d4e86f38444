'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/paths';
import { toLocale } from '@/i18n/locales';
import { getCurrentUser } from '@/lib/auth';
import { SLUG_PATTERN } from '@/lib/content/limits';
import { CONTENT_KINDS, CONTENT_LOCALES, SOURCE_LOCALE } from '@/lib/content/editor/kinds';
import { editorStorage } from '@/lib/content/editor/server';
import { editorHref } from '@/lib/content/editor/status';
import { startTranslation } from '@/lib/content/editor/translate';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/request-ip';

/**
 * Creates the missing translation of an entry with the same slug (a copy of the Portuguese file)
 * and opens it in the editor; back to the status page, saying why, when it cannot.
 */
export async function startTranslationAction(pageLocale: string, kindId: string, slug: string, localeInput: string): Promise<void> {
  const lang = toLocale(pageLocale);
  const back = (reason: string) => redirect(`${localizedPath(lang, '/admin/conteudo')}?falha=${reason}`);
  const user = await getCurrentUser();
  if (!user?.isAdmin) redirect(localizedPath(lang, '/'));
  const kind = CONTENT_KINDS.find((k) => k.id === kindId && k.shape !== 'single');
  const locale = CONTENT_LOCALES.find((l) => l === localeInput && l !== SOURCE_LOCALE);
  if (!kind || !locale || !SLUG_PATTERN.test(slug)) return back('invalid');
  if (editorStorage().kind !== 'local') return back('invalid');
  const result = await startTranslation(await getDb(), { id: user.id }, kind, slug, locale, { ip: clientIp(await headers()) });
  if (!result.ok) return back(result.error);
  redirect(editorHref(kind, locale, slug, true));
}
