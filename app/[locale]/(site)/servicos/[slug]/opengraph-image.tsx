import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LOCALES } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page-locale';
import { COMPANY } from '@/lib/config/company';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { isServicePublic, services } from '@/lib/content/pages';
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from '@/lib/seo/og-image';

export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;

/** One Open Graph image per service and language, rendered at build time. */
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => SERVICE_PAGES.map(({ slug }) => ({ locale, slug })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale: raw, slug } = await params;
  const locale = pageLocale(raw);
  const page = SERVICE_PAGES.find((s) => s.slug === slug);
  if (!page || !isServicePublic(page.key, locale)) notFound();
  const s = services[page.key][locale];
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return renderOgImage({ title: s.title, description: s.metaDescription, section: t('services') });
}
