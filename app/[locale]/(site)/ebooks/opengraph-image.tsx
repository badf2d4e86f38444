import { getTranslations } from 'next-intl/server';
import { COMPANY } from '@/lib/config/company';
import { localeOgImage, OG_CONTENT_TYPE, OG_SIZE, ogLocaleParams } from '@/lib/seo/og-image';

export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;
export const generateStaticParams = ogLocaleParams;

/** The e-book list's Open Graph image per language, rendered at build time. */
export default localeOgImage(async (locale) => {
  const t = await getTranslations({ locale, namespace: 'Ebooks' });
  return { title: t('title'), description: t('metaDescription') };
});
