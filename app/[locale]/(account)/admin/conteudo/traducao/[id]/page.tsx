import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ChevronLeft, Sparkles } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { editorBasePath } from '@/lib/content/editor/server';
import { editorHref } from '@/lib/content/editor/status';
import { translationJob } from '@/lib/content/translation/jobs';
import { UUID_PATTERN } from '@/lib/validation/zod';

const PATH = (p: { id: string }) => `/admin/conteudo/traducao/${p.id}`;
/** Seconds between two looks at a running job (the page reloads itself, with or without JavaScript). */
const REFRESH_SECONDS = 2;

export function generateMetadata({ params }: PageProps<'/[locale]/admin/conteudo/traducao/[id]'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminContent', { title: 'job.title', description: 'job.subtitle' });
}

/**
 * A machine translation under way: how many parts the model has answered. Done, it opens the
 * draft in the editor (a full page load: the editor has its own script policy); failed, it goes
 * back to the status page, which says why.
 */
export default async function TranslationJobPage({ params }: PageProps<'/[locale]/admin/conteudo/traducao/[id]'>) {
  const { locale, user, db, t, params: route } = await adminPage(params, PATH, 'AdminContent');
  if (!UUID_PATTERN.test(route.id)) notFound();
  const job = await translationJob(db, { id: user.id }, route.id);
  if (!job) notFound();
  if (job.status === 'done') redirect(editorHref(job.kind, job.locale, job.slug, true, editorBasePath()));
  if (job.status === 'failed') redirect(`${localizedPath(locale, '/admin/conteudo')}?falha=ai-${job.error}`);

  const total = job.partsTotal;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10">
      <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
      <Link href="/admin/conteudo" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ChevronLeft className="size-4" aria-hidden />
        {t('history.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight">
          <Sparkles className="size-7 text-primary" aria-hidden />
          {t('job.title')}
        </h1>
        <p className="text-muted-foreground">
          {t('job.what', { kind: t(`kinds.${job.kind.id}` as 'kinds.blog'), slug: job.slug, language: t(`languages.${job.locale}`) })}
        </p>
      </header>
      <section className="flex flex-col gap-3 rounded-2xl border bg-card p-5" aria-labelledby="job-progress">
        <p id="job-progress" role="status" className="font-semibold" data-testid="translation-progress">
          {total === null ? t('job.preparing') : t('job.parts', { done: job.partsDone, total })}
        </p>
        <progress
          className="h-2 w-full accent-primary"
          value={total === null ? undefined : job.partsDone}
          max={total ?? undefined}
          aria-labelledby="job-progress"
        />
        <p className="text-sm text-muted-foreground">{t('job.subtitle')}</p>
      </section>
    </div>
  );
}
