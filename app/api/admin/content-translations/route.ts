import { localizedPath } from '@/i18n/paths';
import { toLocale } from '@/i18n/locales';
import { runRoute } from '@/lib/actions/route';
import { SLUG_PATTERN } from '@/lib/content/limits';
import { CONTENT_KINDS, CONTENT_LOCALES, SOURCE_LOCALE } from '@/lib/content/editor/kinds';
import { editorBasePath, editorStorage } from '@/lib/content/editor/server';
import { editorHref } from '@/lib/content/editor/status';
import { startTranslation } from '@/lib/content/editor/translate';
import { startTranslationJob } from '@/lib/content/translation/jobs';
import { MACHINE_TRANSLATABLE } from '@/lib/content/translation/run';
import type { TargetLocale } from '@/lib/content/translation/model';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });

/**
 * POST /api/admin/content-translations (the status page's "create translation" forms): copies the
 * Portuguese entry to the same slug in another language and sends the admin to it in the editor,
 * as a new page load so the editor gets its own script policy; with `mode=ai` starts the model's
 * draft and sends the admin to its progress page. Back to the status page saying why when it
 * cannot. Same site only, admins only (401/403).
 */
export async function POST(request: Request) {
  return runRoute(
    request,
    {
      area: 'admin',
      actor: 'admin',
      body: { type: 'urlencoded', maxBytes: 2048 },
      locale: (form) => form.get('lang'),
      log: 'Creating a translation failed',
    },
    async ({ body: form, db, actor, meta }) => {
      const lang = toLocale(form.get('lang') ?? undefined);
      const back = (reason: string) => see(`${localizedPath(lang, '/admin/conteudo')}?falha=${reason}`);
      const kind = CONTENT_KINDS.find((k) => k.id === form.get('kind') && k.shape !== 'single');
      const locale = CONTENT_LOCALES.find((l) => l === form.get('locale') && l !== SOURCE_LOCALE);
      const slug = form.get('slug') ?? '';
      if (!kind || !locale || !SLUG_PATTERN.test(slug) || editorStorage().kind !== 'local') return back('invalid');
      const ai = form.get('mode') === 'ai';
      if (ai && !MACHINE_TRANSLATABLE.has(kind.id)) return back('invalid');
      // The model's draft is a job with a page of its own, which follows its parts and then opens the editor.
      if (ai) {
        const job = await startTranslationJob(db, actor, kind, slug, locale as TargetLocale, meta);
        if (!job.ok) return back(`ai-${job.error}`);
        return see(localizedPath(lang, `/admin/conteudo/traducao/${job.id}`));
      }
      const result = await startTranslation(db, actor, kind, slug, locale, meta);
      if (!result.ok) return back(result.error);
      return see(editorHref(kind, locale, slug, true, editorBasePath()));
    },
  );
}
