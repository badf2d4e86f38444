import { expect, test } from './helpers/test';

test('prerendered pages send their content in place, not in a hidden streamed segment', async ({ request }) => {
  for (const url of ['/', '/en/sobre', '/es/servicos/suporte-de-ti', '/contato']) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html.indexOf('<main'), url).toBeGreaterThan(0);
    expect(html.indexOf('</main>') - html.indexOf('<main'), url).toBeGreaterThan(2000);
  }
});

test('a slow client navigation shows a progress bar until the new page is in', async ({ page }) => {
  // Hold every page's data for a moment, as a slow network would; from the start, so that no
  // prefetch made while the home page loads can have /sobre ready before the click.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_rsc=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('footer a[href="/sobre"]').first().click();
  const bar = page.getByRole('status').filter({ hasText: 'Carregando...' });
  await expect(bar).toBeAttached();
  release();
  await expect(page).toHaveURL(/\/sobre$/);
  await expect(bar).toHaveCount(0);
});
