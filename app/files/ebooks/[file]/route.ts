import { getTranslations } from 'next-intl/server';
import { allPublicEbooks, type Ebook } from '@/lib/content';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { buildEbookPdf } from '@/lib/ebooks/pdf';
import { ebookFileName, verifyEbookLink } from '@/lib/ebooks/links';
import { COMPANY, COMPANY_ADDRESS_LINE } from '@/lib/config/company';

/**
 * The e-book PDFs, only through the signed, short-lived links handed out after an e-book lead is
 * stored (`?expires=…&sig=…`); anything else gets 403. The PDF is rendered from the published
 * content, once per version of the e-book.
 */
export const dynamic = 'force-dynamic';

// Keyed by the parsed e-book, which a publication that changes its file replaces.
const rendered = new WeakMap<Ebook, Promise<Uint8Array>>();

async function render(ebook: Ebook): Promise<Uint8Array> {
  const t = await getTranslations({ locale: ebook.locale, namespace: 'EbookPdf' });
  return buildEbookPdf({
    title: ebook.title,
    description: ebook.description,
    markdown: ebook.markdown,
    locale: ebook.locale,
    company: { name: COMPANY.name, phone: COMPANY.phone, email: COMPANY.email, host: COMPANY.host, address: COMPANY_ADDRESS_LINE },
    labels: { contactTitle: t('contactTitle'), contactText: t('contactText'), page: t('page') },
  });
}

function pdfOf(ebook: Ebook): Promise<Uint8Array> {
  let pdf = rendered.get(ebook);
  if (!pdf) {
    pdf = render(ebook);
    rendered.set(ebook, pdf);
    pdf.catch(() => rendered.delete(ebook));
  }
  return pdf;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page in the e-book's language: the link expired or is not valid, get a new one here. */
async function denied(ebook: Ebook, reason: 'expired' | 'invalid'): Promise<Response> {
  const locale = ebook.locale as Locale;
  const t = await getTranslations({ locale, namespace: 'EbookPdf' });
  const title = escapeHtml(t('linkTitle'));
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t(reason === 'expired' ? 'linkExpired' : 'linkInvalid'))}</p>
<p><a href="${escapeHtml(localizedPath(locale, `/ebooks/${ebook.slug}`))}">${escapeHtml(t('linkBack', { title: ebook.title }))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const ebook = allPublicEbooks().find((e) => ebookFileName(e.locale, e.slug) === file);
  if (!ebook) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const url = new URL(request.url);
  const check = verifyEbookLink(file, url.searchParams.get('expires'), url.searchParams.get('sig'));
  if (check !== 'ok') return denied(ebook, check);
  const pdf = await pdfOf(ebook);
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${ebook.slug}.pdf"`,
      // A personal link: no shared cache keeps it past its expiry.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
