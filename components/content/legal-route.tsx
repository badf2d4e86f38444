import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { LegalDocument, PerLocale } from '@/lib/content/types';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { fillTokens } from '@/lib/text';
import { LegalPage } from './legal-page';

type Params = { params: Promise<{ locale: string }> };

/** The metadata and page of a legal document route (privacy, terms, LGPD). */
export function legalRoute(path: string, doc: PerLocale<LegalDocument>) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const locale = pageLocale((await params).locale);
    const d = doc[locale];
    return buildMetadata({
      locale,
      pathname: path,
      title: fillTokens(d.title),
      description: fillTokens(d.description),
      keywords: d.keywords,
      modifiedTime: d.updated,
    });
  }
  async function Page({ params }: Params) {
    const locale = pageLocale((await params).locale);
    setRequestLocale(locale);
    return <LegalPage locale={locale} pathname={path} doc={doc[locale]} />;
  }
  return { generateMetadata, Page };
}
