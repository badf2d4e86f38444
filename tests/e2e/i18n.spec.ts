import { RAW_KEY } from './helpers/pages';
import { expect, test } from './helpers/test';

test.describe('languages and routing', () => {
  test('unknown paths answer 404 with the localized page', async ({ page }) => {
    const pt = await page.goto('/nao-existe');
    expect(pt?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    const en = await page.goto('/en/does-not-exist/deeper');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the language switcher saves preferredLanguage and the choice beats the browser language', async ({ page, context }) => {
    await page.goto('/sobre');
    await page.getByRole('button', { name: /Idioma: Português/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/sobre$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');

    // A Portuguese browser coming back to / follows the stored English choice.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    // The stored value alone (cookie gone) is restored on the next visit.
    await context.clearCookies();
    await page.goto('/sobre');
    await page.waitForFunction(() => document.cookie.includes('NEXT_LOCALE=en'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  // Every page's server HTML is checked over HTTP (tests/http/message-keys.test.ts); here, what the
  // browser renders itself once hydrated.
  test('no page shows a raw message key in any language once hydrated', async ({ page }) => {
    for (const path of ['/', '/en', '/es', '/en/sobre', '/es/certificacoes']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Pesquisar|Search|Buscar/ }).first()).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('body')).not.toContainText(RAW_KEY);
    }
  });
});
