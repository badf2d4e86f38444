import { getMessages } from 'next-intl/server';
import { LOCALES } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page-locale';
import { PANEL_STRING_GROUPS } from '@/i18n/panel-strings';
import { flattenMessages } from '@/i18n/strings';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/immutable';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/panel-strings.json'>) {
  const locale = pageLocale((await params).locale);
  return Response.json(flattenMessages(await getMessages({ locale }), PANEL_STRING_GROUPS), {
    // Pages address it with a hash of the message catalogues (`?v=`).
    headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL },
  });
}
