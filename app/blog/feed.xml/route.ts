import { DEFAULT_LOCALE } from '@/i18n/locales';
import { blogFeed, feedResponse } from '@/lib/seo/feed';

// Built once with the site: the feed changes when the posts do, and they change with a build.
export const dynamic = 'force-static';

/** The Portuguese blog's feed at the unprefixed address (the proxy does not route .xml files). */
export async function GET() {
  return feedResponse(await blogFeed(DEFAULT_LOCALE));
}
