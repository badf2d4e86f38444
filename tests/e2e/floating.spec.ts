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

test('on a laptop a floating button resting on a control steps aside until the page moves on; on a phone the buttons stand on a bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/contato');
  const whatsapp = page.getByTestId('whatsapp-button');
  // At the top of /contato the form's fields reach under the messaging button.
  await expect(whatsapp).toHaveAttribute('data-aside', '');
  await expect(whatsapp).toBeHidden();
  await expect(page.locator('[data-floating-bar]')).toBeHidden();
  // At the very end the footer leaves room below its last line: the button is back.
  await scrollToEnd(page);
  await expect(whatsapp).not.toHaveAttribute('data-aside');
  await expect(whatsapp).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contato');
  await expect(page.locator('[data-floating-bar]')).toBeVisible();
  for (const id of ['whatsapp-button', 'assistant-button']) await expect(page.getByTestId(id)).toBeVisible();
  // A field the keyboard moves to is scrolled to stop above the bar, not under it.
  const bar = await page.locator('[data-floating-bar]').boundingBox();
  const submit = page.getByTestId('contact-form').getByRole('button', { name: 'Enviar Solicitação' });
  // The send button takes focus once the page has hydrated; the scroll to it is smooth, and moves
  // the button only upwards.
  await expect(submit).toBeEnabled();
  await submit.focus();
  await expect(submit).toBeFocused();
  await expect
    .poll(async () => {
      const box = (await submit.boundingBox())!;
      return box.y + box.height;
    })
    .toBeLessThanOrEqual(bar!.y);
});
