import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { COMPANY } from '@/lib/config/company';
import { ebookFor, ebookParams } from '@/lib/content';
import { OG_CONTENT_TYPE, OG_SIZE, ogGradient, renderOgImage } from '@/lib/seo/og-image';

export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
// Entries published after the build (new, renamed, scheduled) render on their first request.
export const dynamicParams = true;

/** One Open Graph image per e-book and language, rendered at build time. */
export function generateStaticParams() {
  return ebookParams();
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale: raw, slug } = await params;
  const locale = pageLocale(raw);
  const ebook = ebookFor(locale, slug);
  if (!ebook) notFound();
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return renderOgImage({ title: ebook.title, description: ebook.description, section: t('ebooks'), gradient: ogGradient(ebook.category) });
}
