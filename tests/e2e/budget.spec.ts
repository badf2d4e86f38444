import { expect, test } from './helpers/test';
import { pageJsGzipBytes } from '../../scripts/page-js.mjs';
import { LOCALES, localized, PUBLIC_PAGES } from './helpers/pages';

/** Byte budgets (gzipped modern JS a page's HTML loads): home 185 KB, other public pages 170 KB. */
const KB = 1024;
const budgetFor = (path: string) => (path === '/' ? 185 * KB : 170 * KB);

for (const { prefix } of LOCALES) {
  for (const path of PUBLIC_PAGES) {
    const url = localized(prefix, path);
    test(`JS budget ${url}`, async ({ baseURL }) => {
      const { total, files } = await pageJsGzipBytes(baseURL!, url);
      expect(files.length).toBeGreaterThan(0);
      expect(total, `${url}: ${(total / KB).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budgetFor(path));
    });
  }
}
