import { EXPECTED_VIOLATION, expect, test } from './helpers/test';

test('scripts injected into a page are blocked, inline or from a Google host, while its own scripts run', async ({ page }) => {
  test.info().annotations.push({ type: EXPECTED_VIOLATION, description: 'scripts injected into the HTML' });
  // A tag container anyone can publish on Google's host: a host allow-list would let it run.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__fromGoogle = true' }),
  );
  // An injection that reached the HTML (a stored or reflected XSS), under the page's own policy.
  await page.route(
    (url) => url.pathname === '/sobre',
    async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = true</script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-EVIL"></script></body>',
      );
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  await page.addInitScript(() => {
    (window as { __violations?: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as { __violations?: string[] }).__violations!.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/sobre');
  await expect
    .poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations!.toSorted()))
    .toEqual(['script-src-elem https://www.googletagmanager.com/gtm.js?id=GTM-EVIL', 'script-src-elem inline']);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as { __fromGoogle?: boolean }).__fromGoogle)).toBeUndefined();
  // The page's own scripts ran: React has claimed its links.
  await expect
    .poll(() =>
      page
        .locator('main a')
        .first()
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
});
