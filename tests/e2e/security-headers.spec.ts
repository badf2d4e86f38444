import { EXPECTED_VIOLATION, expect, test } from './helpers/test';

test('a page whose inline script is not in its policy is blocked by the browser', async ({ page }) => {
  test.info().annotations.push({ type: EXPECTED_VIOLATION, description: 'an injected inline script' });
  await page.goto('/sobre');
  const blocked = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        setTimeout(() => resolve(false), 2000);
      }),
  );
  expect(blocked).toBe(true);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});
