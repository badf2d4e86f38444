import { ArrowRight, BookOpen } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CoverArt } from '@/components/blog/cover-art';
import { PageHeader } from '@/components/content/page-header';
import { Link } from '@/i18n/navigation';
import { ebooksFor } from '@/lib/content';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

const PATH = '/ebooks';

export async function generateMetadata({ params }: PageProps<'/[locale]/ebooks'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Ebooks' });
  return buildMetadata({
    locale,
    pathname: PATH,
    title: t('title'),
    description: t('metaDescription'),
    ogImage: '/[locale]/(site)/ebooks',
  });
}

export default async function EbooksPage({ params }: PageProps<'/[locale]/ebooks'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [t, tBlog] = await Promise.all([getTranslations({ locale, namespace: 'Ebooks' }), getTranslations({ locale, namespace: 'Blog' })]);
  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('title')} lead={t('lead')} />
      <div className="container-page py-10">
        <ul className="grid gap-6 md:grid-cols-3">
          {ebooksFor(locale).map((e) => (
            <li key={e.slug} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
              <CoverArt category={e.category} />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <p className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
                  <BookOpen className="size-4" aria-hidden />
                  {tBlog(`categories.${e.category}`)} · {t('pages', { minutes: e.readingMinutes })}
                </p>
                <h2 className="text-lg font-bold leading-snug">
                  <Link href={`/ebooks/${e.slug}`} className="hover:text-primary">
                    {e.title}
                  </Link>
                </h2>
                <p className="text-sm leading-relaxed text-muted-foreground">{e.description}</p>
                <Link
                  href={`/ebooks/${e.slug}`}
                  className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold whitespace-nowrap text-primary hover:underline"
                  tabIndex={-1}
                  aria-hidden
                >
                  {t('details')}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
