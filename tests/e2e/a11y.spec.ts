import { test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { LOCALES, localized, PUBLIC_PAGES } from './helpers/pages';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction((s) => document.documentElement.classList.contains('dark') === (s === 'dark'), scheme);
        await expectNoAxeViolations(page);
      });
    }
    test('English home and mobile menu open have no violations', async ({ page }) => {
      await page.goto(localized(LOCALES[1].prefix, '/'));
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page, 'mobile menu');
    });
  });
}

test('the 404 page has no violations', async ({ page }) => {
  await page.goto('/nao-existe');
  await expectNoAxeViolations(page);
});
