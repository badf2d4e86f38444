import { expect, it as test } from 'vitest';
import { pageHtmlGzipBytes } from '../../scripts/page-html.mjs';
import { pageJsGzipBytes } from '../../scripts/page-js.mjs';
import { LOCALES, localized, PUBLIC_PAGES } from '../e2e/helpers/pages';
import { E2E_BASE_URL as baseURL, http } from './helpers';

/**
 * Byte budgets, gzipped, a few KB above today's heaviest page so growth is a decision. JS: the
 * modern scripts a page's HTML loads; the pages with the quote or reseller form load
 * react-hook-form, the lead pipeline and its confirmation panel with the page; every page loads the
 * floating row's check: home 189 KB (~188.1 today), /contato and /cadastro-revenda 187 KB, other
 * public pages 164 KB (/blog, ~163.2). HTML: the document itself
 * (markup, RSC payload, inline data), home 47 KB (~44.4 in Spanish), other public pages 32 KB (the
 * privacy policy, the longest page, ~29.9).
 */
const KB = 1024;
const FORM_PAGES = new Set(['/cadastro-revenda', '/contato']);
const jsBudgetFor = (path: string) => (path === '/' ? 189 * KB : FORM_PAGES.has(path) ? 187 * KB : 164 * KB);
const htmlBudgetFor = (path: string) => (path === '/' ? 47 * KB : 32 * KB);

for (const { prefix, tag } of LOCALES) {
  for (const path of PUBLIC_PAGES) {
    const url = localized(prefix, path);
    test(`JS budget ${url}`, async () => {
      const { total, files } = await pageJsGzipBytes(baseURL, url);
      expect(files.length).toBeGreaterThan(0);
      expect(total, `${url}: ${(total / KB).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(jsBudgetFor(path));
    });
    test(`HTML budget ${url}`, async () => {
      const { status, gzip } = await pageHtmlGzipBytes(baseURL, url, tag);
      expect(status).toBe(200);
      expect(gzip, `${url}: ${(gzip / KB).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(htmlBudgetFor(path));
    });
  }
}

/**
 * What a browser downloads: every page of the sitemap as the server sends it to one that accepts
 * brotli (all current ones), home at most 35 KB, every other page at most 25 KB.
 */
test('every public page goes out in brotli within 35 KB (home) or 25 KB', async () => {
  const xml = await (await http('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(60);
  const over: string[] = [];
  for (const path of paths) {
    const lang = /^\/en(\/|$)/.test(path) ? 'en-US' : /^\/es(\/|$)/.test(path) ? 'es-ES' : 'pt-BR';
    const { status, encoding, sent } = await pageHtmlGzipBytes(baseURL, path, lang);
    expect(status, path).toBe(200);
    expect(encoding, path).toBe('br');
    const budget = ['/', '/en', '/es'].includes(path) ? 35 * KB : 25 * KB;
    if (sent > budget) over.push(`${path}: ${(sent / KB).toFixed(1)} KB`);
  }
  expect(over).toEqual([]);
});
