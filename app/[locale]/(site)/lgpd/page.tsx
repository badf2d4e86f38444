import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/content/legal-page';
import { lgpd } from '@/content/legal/lgpd';
import { pageLocale } from '@/lib/i18n';
import { buildMetadata } from '@/lib/seo/metadata';
import { fillTokens } from '@/lib/text';

const PATH = '/lgpd';

export async function generateMetadata({ params }: PageProps<'/[locale]/lgpd'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const doc = lgpd[locale];
  return buildMetadata({
    locale,
    pathname: PATH,
    title: fillTokens(doc.title),
    description: fillTokens(doc.description),
    keywords: doc.keywords,
    modifiedTime: doc.updated,
  });
}

export default async function Page({ params }: PageProps<'/[locale]/lgpd'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <LegalPage locale={locale} pathname={PATH} doc={lgpd[locale]} />;
}
