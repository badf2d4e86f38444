import { getTranslations } from 'next-intl/server';
import { COMPANY } from '@/lib/config/company';
import { localeOgImage, OG_CONTENT_TYPE, OG_SIZE, ogLocaleParams } from '@/lib/seo/og-image';

export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;
export const generateStaticParams = ogLocaleParams;

/** The reseller directory (a static file, though the page is rendered per request)'s Open Graph image per language, rendered at build time. */
export default localeOgImage(async (locale) => {
  const t = await getTranslations({ locale, namespace: 'ResellerDirectory' });
  return { title: t('metaTitle'), description: t('metaDescription') };
});
