import { CheckCircle2 } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CoverArt } from '@/components/blog/cover-art';
import { PageHeader } from '@/components/content/page-header';
import { EbookDownload } from '@/components/ebooks/ebook-download';
import { PrivacyNote } from '@/components/leads/privacy-note';
import { ClientStrings } from '@/i18n/client-strings';
import { ebookFor, ebookParams } from '@/lib/content';
import { pageLocale } from '@/i18n/page-locale';
import { JsonLdScript } from '@/components/seo/json-ld';
import { bookJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/paths';
import { ebookSchema, typingCaps } from '@/lib/validation/leads';

// Entries published after the build (new, renamed, scheduled) render on their first request.
export const dynamicParams = true;

/** The folder of this page's opengraph-image.tsx. */
const OG_FOLDER = '/[locale]/(site)/ebooks/[slug]';

export function generateStaticParams() {
  return ebookParams();
}

async function load(params: PageProps<'/[locale]/ebooks/[slug]'>['params']) {
  const { locale: raw, slug } = await params;
  const locale = pageLocale(raw);
  const ebook = ebookFor(locale, slug);
  if (!ebook) notFound();
  return { locale, ebook };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/ebooks/[slug]'>): Promise<Metadata> {
  const { locale, ebook } = await load(params);
  return buildMetadata({
    locale,
    pathname: `/ebooks/${ebook.slug}`,
    title: ebook.title,
    description: ebook.description,
    keywords: ebook.tags,
    ogImage: OG_FOLDER,
  });
}

export default async function EbookPage({ params }: PageProps<'/[locale]/ebooks/[slug]'>) {
  const { locale, ebook } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  const path = `/ebooks/${ebook.slug}`;
  return (
    <>
      <PageHeader locale={locale} pathname={path} title={ebook.title} lead={ebook.description} labels={{ [path]: ebook.title }}>
        <div>
          <ClientStrings locale={locale} namespaces={['Ebooks', 'OfflineQueue']}>
            <EbookDownload
              ebookTitle={ebook.title}
              caps={typingCaps(ebookSchema)}
              privacy={<PrivacyNote locale={locale} className="text-xs text-muted-foreground" />}
            />
          </ClientStrings>
        </div>
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="learn-h">
          <h2 id="learn-h" className="mb-5 text-2xl font-bold">
            {t('Ebooks.whatYouLearn')}
          </h2>
          <ol className="flex flex-col gap-3">
            {ebook.headings.map((h, i) => (
              <li key={h.id} className="flex items-start gap-3 rounded-xl border bg-card p-4">
                <span
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  aria-hidden
                >
                  {i + 1}
                </span>
                <span className="font-medium">{h.text}</span>
              </li>
            ))}
          </ol>
        </section>
        <aside className="flex flex-col gap-4">
          <div className="overflow-hidden rounded-2xl border">
            <CoverArt category={ebook.category} large />
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {ebook.tags.map((tag) => (
              <li key={tag} className="flex items-center gap-2">
                <CheckCircle2 className="size-4 text-primary" aria-hidden />
                {tag}
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <JsonLdScript data={bookJsonLd({ locale, path, ebook, image: absoluteUrl(ogImagePath(OG_FOLDER, locale, path)) })} />
    </>
  );
}
