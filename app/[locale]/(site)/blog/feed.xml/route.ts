import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';
import { blogFeed, feedResponse } from '@/lib/seo/feed';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** /en/blog/feed.xml and /es/blog/feed.xml; the Portuguese feed is /blog/feed.xml (app/blog/feed.xml). */
export function generateStaticParams() {
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse(await blogFeed((await params).locale as Locale));
}
