import { COMPANY } from '@/lib/config/company';
import { about } from '@/lib/content/pages';
import { localeOgImage, OG_CONTENT_TYPE, OG_SIZE, ogLocaleParams } from '@/lib/seo/og-image';
import { fillTokens } from '@/lib/text';

export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;
export const generateStaticParams = ogLocaleParams;

/** The about page's Open Graph image per language, rendered at build time. */
export default localeOgImage((locale) => ({ title: fillTokens(about[locale].title), description: fillTokens(about[locale].description) }));
