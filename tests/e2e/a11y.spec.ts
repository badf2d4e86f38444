import { expect, test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { LOCALES, localized, PUBLIC_PAGES } from './helpers/pages';

/** In the page: whether the theme shown is `scheme`. */
const themeIs = (scheme: string) => document.documentElement.classList.contains('dark') === (scheme === 'dark');

// One visit per page: light first, then the system switches to dark and the page follows it.
for (const path of PUBLIC_PAGES) {
  test(`${path} has no WCAG 2.2 AA violations, light and dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await page.waitForFunction(themeIs, 'light');
    await expectNoAxeViolations(page, `${path} (light)`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(themeIs, 'dark');
    await expectNoAxeViolations(page, `${path} (dark)`);
  });
}

test('English home and mobile menu open have no violations, light and dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(localized(LOCALES[1].prefix, '/'));
    await page.waitForFunction(themeIs, scheme);
    await expectNoAxeViolations(page, `/en (${scheme})`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, `mobile menu (${scheme})`);
  }
});

test('the 404 page has no violations', async ({ page }) => {
  await page.goto('/nao-existe');
  // The document says its language to screen readers before anything else is checked.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expectNoAxeViolations(page);
});
