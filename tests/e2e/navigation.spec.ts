import { expect, test } from './helpers/test';

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
