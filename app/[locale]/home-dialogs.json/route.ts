import { LOCALES } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page-locale';
import { homeDialogs } from '@/lib/content/home-dialogs';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/immutable';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/home-dialogs.json'>) {
  const locale = pageLocale((await params).locale);
  return Response.json(await homeDialogs(locale), {
    // Pages address it with a hash of its content (`?v=`).
    headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL },
  });
}
