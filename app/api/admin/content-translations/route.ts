import { localizedPath } from '@/i18n/paths';
import { toLocale } from '@/i18n/locales';
import { getCurrentUser } from '@/lib/auth';
import { SLUG_PATTERN } from '@/lib/content/limits';
import { CONTENT_KINDS, CONTENT_LOCALES, SOURCE_LOCALE } from '@/lib/content/editor/kinds';
import { editorBasePath, editorStorage } from '@/lib/content/editor/server';
import { editorHref } from '@/lib/content/editor/status';
import { startTranslation } from '@/lib/content/editor/translate';
import { startTranslationJob } from '@/lib/content/translation/jobs';
import { MACHINE_TRANSLATABLE } from '@/lib/content/translation/run';
import type { TargetLocale } from '@/lib/content/translation/model';
import { getDb } from '@/lib/db';
import { NotAdminError } from '@/lib/auth/authz';
import { guardResponse, readBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp } from '@/lib/request-ip';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });

/**
 * POST /api/admin/content-translations (the status page's "create translation" forms): copies the
 * Portuguese entry to the same slug in another language and sends the admin to it in the editor,
 * as a new page load so the editor gets its own script policy; with `mode=ai` starts the model's
 * draft and sends the admin to its progress page. Back to the status page saying why when it cannot. Admins only (401/403), same
 * site only.
 */
export async function POST(request: Request) {
  // Signed out is 401 first, as on every handler of the signed-in areas; then same site only.
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: NO_STORE });
  const origin = sameOriginOnly(request);
  if (!origin.ok) return guardResponse(origin);
  const raw = await readBody(request, 2048);
  if (!raw.ok) return guardResponse(raw);
  const form = new URLSearchParams(Buffer.from(raw.value).toString('utf8'));
  const lang = toLocale(form.get('lang') ?? undefined);
  const back = (reason: string) => see(`${localizedPath(lang, '/admin/conteudo')}?falha=${reason}`);
  const kind = CONTENT_KINDS.find((k) => k.id === form.get('kind') && k.shape !== 'single');
  const locale = CONTENT_LOCALES.find((l) => l === form.get('locale') && l !== SOURCE_LOCALE);
  const slug = form.get('slug') ?? '';
  if (!kind || !locale || !SLUG_PATTERN.test(slug) || editorStorage().kind !== 'local') return back('invalid');
  const meta = { ip: clientIp(request.headers) };
  const editor = editorHref(kind, locale, slug, true, editorBasePath());
  const ai = form.get('mode') === 'ai';
  if (ai && !MACHINE_TRANSLATABLE.has(kind.id)) return back('invalid');
  try {
    const db = await getDb();
    // The model's draft is a job with a page of its own, which follows its parts and then opens the editor.
    if (ai) {
      const job = await startTranslationJob(db, { id: user.id }, kind, slug, locale as TargetLocale, meta);
      if (!job.ok) return back(`ai-${job.error}`);
      return see(localizedPath(lang, `/admin/conteudo/traducao/${job.id}`));
    }
    const result = await startTranslation(db, { id: user.id }, kind, slug, locale, meta);
    if (!result.ok) return back(result.error);
  } catch (error) {
    if (error instanceof NotAdminError) return Response.json({ error: 'forbidden' }, { status: 403, headers: NO_STORE });
    throw error;
  }
  return see(editor);
}
