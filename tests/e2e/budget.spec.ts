import { expect, test } from './helpers/test';
import { pageHtmlGzipBytes } from '../../scripts/page-html.mjs';
import { pageJsGzipBytes } from '../../scripts/page-js.mjs';
import { LOCALES, localized, PUBLIC_PAGES } from './helpers/pages';

/**
 * Byte budgets, gzipped. JS: the modern scripts a page's HTML loads, home 185 KB, other public
 * pages 170 KB. HTML: the document itself (markup, RSC payload, inline data), home 52 KB, other
 * public pages 33 KB (the privacy policy, the longest page, weighs ~31 KB).
 */
const KB = 1024;
const jsBudgetFor = (path: string) => (path === '/' ? 185 * KB : 170 * KB);
const htmlBudgetFor = (path: string) => (path === '/' ? 52 * KB : 33 * KB);

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
