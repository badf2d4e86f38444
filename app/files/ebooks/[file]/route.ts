import { getTranslations } from 'next-intl/server';
import { allEbooks } from 'content-collections';
import { buildEbookPdf } from '@/lib/ebooks/pdf';
import { COMPANY, COMPANY_ADDRESS_LINE } from '@/lib/config/company';

/** The e-book PDFs, rendered once at build time from their markdown. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allEbooks.map((e) => ({ file: `${e.locale}-${e.slug}.pdf` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const ebook = allEbooks.find((e) => `${e.locale}-${e.slug}.pdf` === file);
  if (!ebook) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale: ebook.locale, namespace: 'EbookPdf' });
  const pdf = await buildEbookPdf({
    title: ebook.title,
    description: ebook.description,
    markdown: ebook.markdown,
    locale: ebook.locale,
    company: { name: COMPANY.name, phone: COMPANY.phone, email: COMPANY.email, host: COMPANY.host, address: COMPANY_ADDRESS_LINE },
    labels: { contactTitle: t('contactTitle'), contactText: t('contactText'), page: t('page') },
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${ebook.slug}.pdf"`,
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
