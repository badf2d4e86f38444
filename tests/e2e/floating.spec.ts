import { expect, test } from './helpers/test';
import { coveredElements, scrollToEnd } from './helpers/covered';
import { LOCALES, localized, PUBLIC_PAGES } from './helpers/pages';

// Every public page, plus the pages of one post, one e-book, a search, the sign-in and a 404.
const PAGES = [
  ...PUBLIC_PAGES,
  '/blog/backup-3-2-1-empresarial',
  '/ebooks/guia-completo-backup-empresarial',
  '/busca?q=backup',
  '/auth',
  '/nao-existe',
];

/** Pages whose template another page of the list already rests on, step by step, on the phone. */
const SAME_TEMPLATE = new Set([...PUBLIC_PAGES.filter((p) => p.startsWith('/servicos/')).slice(1), '/termos-de-uso', '/lgpd']);

// A phone in Portuguese and a laptop in English: no link, button, field or heading is ever left
// under the floating buttons, wherever the page is scrolled to or comes to rest.
for (const path of PAGES) {
  test(`${path}: the floating buttons cover no control`, async ({ page }) => {
    for (const [width, height, prefix] of [
      [360, 780, LOCALES[0].prefix],
      [1366, 768, LOCALES[1].prefix],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(localized(prefix, path));
      // All four buttons are on the page (the scroll-to-top one shows once scrolled).
      await expect(page.locator('[data-floating-buttons] [data-floating]')).toHaveCount(4);
      expect(await coveredElements(page, { steps: width < 800 && !SAME_TEMPLATE.has(path) }), `${width} px`).toEqual([]);
    }
  });
}

test('a floating button resting on a link steps aside, and comes back once the page moves on', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/revendas');
  const assistant = page.getByTestId('assistant-button');
  // At the top of the page on a phone, the first region links sit where the assistant would be.
  await expect(assistant).toHaveAttribute('data-aside', '');
  await expect(assistant).toBeHidden();
  // Playwright's trial click checks that the link itself receives the pointer.
  await page.getByRole('link', { name: 'RJ: 1 revenda' }).click({ trial: true, timeout: 2000 });
  // At the very end the footer leaves room below its last line: the button is back.
  await scrollToEnd(page);
  await expect(assistant).not.toHaveAttribute('data-aside');
  await expect(assistant).toBeVisible();
});
