import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readFile } from 'node:fs/promises';
import { CoverArt } from '@/components/blog/cover-art';
import { ChevronLeft } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { fileProblem, splitMarkdown } from '@/lib/content/editor/files';
import { CONTENT_KINDS, CONTENT_LOCALES, entryPath, SOURCE_LOCALE } from '@/lib/content/editor/kinds';
import { contentFile } from '@/lib/content/editor/server';
import { SLUG_PATTERN } from '@/lib/content/limits';
import { renderMarkdown } from '@/lib/content/markdown';
import { postFrontmatterSchema } from '@/lib/content/schemas';

type Params = { locale: string; kind: string; lang: string; slug: string };
const pathOf = (p: Params) => `/admin/conteudo/previa/${p.kind}/${p.lang}/${p.slug}`;

export function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return adminMetadata(params, pathOf, 'AdminContent');
}

/**
 * A blog post or e-book as the site will show it, read from its file now (a saved draft that no
 * build has published yet included): the article's own markup and styles, for admins only.
 */
export default async function ContentPreviewPage({ params }: { params: Promise<Params> }) {
  const { t, params: route } = await adminPage(params, pathOf, 'AdminContent');
  const kind = CONTENT_KINDS.find((k) => k.id === route.kind && k.shape === 'markdown');
  const lang = CONTENT_LOCALES.find((l) => l === route.lang);
  if (!kind || !lang || !SLUG_PATTERN.test(route.slug)) notFound();
  const text = await readFile(contentFile(entryPath(kind, lang, route.slug)), 'utf8').catch(() => null);
  if (text === null) notFound();
  const problem = fileProblem(kind, text, { locale: lang, slug: route.slug });
  const split = splitMarkdown(text);
  const fm = postFrontmatterSchema.safeParse(split?.data);
  const html = await renderMarkdown(split?.body ?? '');
  const title = fm.success ? fm.data.title : route.slug;

  return (
    <article lang={lang}>
      <header className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="container-page flex max-w-4xl flex-col gap-4 py-10">
          <Link href="/admin/conteudo" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ChevronLeft className="size-4" aria-hidden />
            {t('previewBack')}
          </Link>
          <p role="note" className="rounded-2xl border bg-card p-3 text-sm text-muted-foreground">
            {t('previewNote')}
          </p>
          {fm.success && fm.data.machineTranslation && lang !== SOURCE_LOCALE ? (
            <p
              role="note"
              data-review="machine"
              className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              {t('reviewNote')}{' '}
              <Link href={`/admin/conteudo/previa/${kind.id}/${SOURCE_LOCALE}/${route.slug}`} className="font-medium underline">
                {t('reviewSource')}
              </Link>
            </p>
          ) : null}
          {problem ? (
            <p
              role="alert"
              className="rounded-2xl border border-red-300 bg-red-50 p-3 font-mono text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {problem}
            </p>
          ) : null}
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
          {fm.success ? <p className="text-lg text-muted-foreground">{fm.data.description}</p> : null}
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        {fm.success ? (
          <div className="mb-8 overflow-hidden rounded-2xl">
            <CoverArt category={fm.data.cover} large />
          </div>
        ) : null}
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}
