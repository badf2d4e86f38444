import { expect, test } from './helpers/test';
import { pageHtmlGzipBytes } from '../../scripts/page-html.mjs';
import { pageJsGzipBytes } from '../../scripts/page-js.mjs';
import { LOCALES, localized, PUBLIC_PAGES } from './helpers/pages';

/**
 * Byte budgets, gzipped, a few KB above today's heaviest page so growth is a decision. JS: the
 * modern scripts a page's HTML loads, home 172 KB (~161 today), other public pages 166 KB (~160,
 * /cadastro-revenda). HTML: the document itself (markup, RSC payload, inline data), home 47 KB (~44.4 in
 * Spanish), other public pages 32 KB (the privacy policy, the longest page, ~29.9).
 */
const KB = 1024;
const jsBudgetFor = (path: string) => (path === '/' ? 172 * KB : 166 * KB);
const htmlBudgetFor = (path: string) => (path === '/' ? 47 * KB : 32 * KB);

for (const { prefix, tag } of LOCALES) {
  for (const path of PUBLIC_PAGES) {
    const url = localized(prefix, path);
    test(`JS budget ${url}`, async ({ baseURL }) => {
      const { total, files } = await pageJsGzipBytes(baseURL!, url);
      expect(files.length).toBeGreaterThan(0);
      expect(total, `${url}: ${(total / KB).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(jsBudgetFor(path));
    });
    test(`HTML budget ${url}`, async ({ baseURL }) => {
      const { status, gzip } = await pageHtmlGzipBytes(baseURL!, url, tag);
      expect(status).toBe(200);
      expect(gzip, `${url}: ${(gzip / KB).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(htmlBudgetFor(path));
    });
  }
}
