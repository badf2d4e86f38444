import { getTranslations } from 'next-intl/server';
import { postFor, postParams } from '@/lib/content';
import { pageLocale } from '@/i18n/page-locale';
import { COMPANY } from '@/lib/config/company';
import { OG_CONTENT_TYPE, OG_SIZE, ogGradient, renderOgImage } from '@/lib/seo/og-image';

export const alt = COMPANY.name;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
// Entries published after the build (new, renamed, scheduled) render on their first request.
export const dynamicParams = true;

/** One Open Graph image per post, rendered at build time. */
export function generateStaticParams() {
  return postParams();
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale: raw, slug } = await params;
  const locale = pageLocale(raw);
  const post = postFor(locale, slug);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return renderOgImage({
    title: post?.title ?? COMPANY.name,
    description: post?.description,
    section: t('blog'),
    gradient: ogGradient(post?.category),
  });
}
