import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/content/legal-page';
import { terms } from '@/content/legal/terms';
import { pageLocale } from '@/lib/i18n';
import { buildMetadata } from '@/lib/seo/metadata';
import { fillTokens } from '@/lib/text';

const PATH = '/termos-de-uso';

export async function generateMetadata({ params }: PageProps<'/[locale]/termos-de-uso'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const doc = terms[locale];
  return buildMetadata({
    locale,
    pathname: PATH,
    title: fillTokens(doc.title),
    description: fillTokens(doc.description),
    keywords: doc.keywords,
    modifiedTime: doc.updated,
  });
}

export default async function Page({ params }: PageProps<'/[locale]/termos-de-uso'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <LegalPage locale={locale} pathname={PATH} doc={terms[locale]} />;
}
