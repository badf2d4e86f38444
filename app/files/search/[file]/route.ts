import { searchIndex } from '@/lib/search';
import { LOCALES } from '@/i18n/locales';

/** The search overlay's index per language, built at build time, fetched when the overlay first opens. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = LOCALES.find((l) => `${l}.json` === file);
  if (!locale) return new Response('Not found', { status: 404 });
  return Response.json(searchIndex(locale), { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
