import { expect, test, type Browser, type BrowserContextOptions, type Page } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { freshContext } from './helpers/session';

/** Google's hosts: every request to them is answered here, so nothing leaves the machine. */
const GOOGLE =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|google\.com|doubleclick\.net)\//i;
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
/** A first visit: nothing stored (the suite's default storage has already answered the banner). */
const FIRST_VISIT = { cookies: [], origins: [] };

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookies & Privacidade' });

async function visitor(browser: Browser, options: BrowserContextOptions = {}) {
  // Service workers off: a controlled page's requests would bypass the interception below.
  const context = await freshContext(browser, { storageState: FIRST_VISIT, serviceWorkers: 'block', ...options });
  const google: string[] = [];
  await context.route(GOOGLE, (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return { context, page: await context.newPage(), google };
}

/** `npm test` builds with a Google Analytics id (the page policy then allows gtag.js); these tests need it. */
async function expectGaBuild(page: Page) {
  const response = await page.request.get('/');
  expect(response.headers()['content-security-policy'] ?? '', 'built with NEXT_PUBLIC_GA_ID').toContain('https://*.google-analytics.com');
}

/** gtag's queue as plain arrays. */
function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('cookie-consent'));

test.describe('cookie banner', () => {
  test('appears about 2 s after load on a first visit, not before, with its texts and controls', async ({ browser }) => {
    const { context, page, google } = await visitor(browser);
    // When the banner enters the page, on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-cookie-banner]')) return;
        (window as { bannerAt?: number }).bannerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible({ timeout: 5000 });
    const { loadedAt, bannerAt } = await page.evaluate(() => ({
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      bannerAt: (window as { bannerAt?: number }).bannerAt ?? 0,
    }));
    expect(loadedAt).toBeGreaterThan(0);
    expect(bannerAt - loadedAt, 'ms from load to the banner').toBeGreaterThanOrEqual(1500);
    expect(bannerAt - loadedAt, 'ms from load to the banner').toBeLessThan(10_000);

    await expect(banner.getByRole('heading', { name: 'Cookies & Privacidade', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Aceitar', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Rejeitar', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Fechar aviso de cookies' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
    // Non-modal: the page behind stays usable.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(google).toEqual([]);
    await context.close();
  });

  test('nothing from Google before Aceitar; after it, consent mode then gtag.js and page views on load and navigation', async ({
    browser,
  }) => {
    const { context, page, google } = await visitor(browser);
    await expectGaBuild(page);
    // The page's own clock: the quiet spells below are run through rather than waited for.
    await page.clock.install();
    await page.goto('/');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible({ timeout: 5000 });
    await page.clock.runFor(5000);
    expect(google).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

    await banner.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedChoice(page)).toBe('accepted');
    await expect.poll(() => google).toContain(GTAG);
    await expect(page.locator(`script[src="${GTAG}"]`)).toHaveCount(1);

    await expect.poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length).toBe(1);
    const queue = await dataLayer(page);
    const index = (match: (e: unknown[]) => boolean) => queue.findIndex(match);
    const defaults = index((e) => e[0] === 'consent' && e[1] === 'default');
    const update = index((e) => e[0] === 'consent' && e[1] === 'update');
    expect(queue[defaults]![2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(queue[update]![2]).toEqual({ analytics_storage: 'granted' });
    const config = index((e) => e[0] === 'config');
    expect(queue[config]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    const view = index((e) => e[0] === 'event' && e[1] === 'page_view');
    expect(defaults).toBeLessThan(update);
    expect(update).toBeLessThan(view);
    expect(queue[view]![2]).toMatchObject({ page_path: '/', page_location: expect.stringMatching(/\/$/), page_title: expect.any(String) });
    expect((queue[view]![2] as { page_title: string }).page_title.length).toBeGreaterThan(0);

    // A client navigation sends one more page_view, for the new address.
    await page.locator('footer').getByRole('link', { name: 'Sobre Nós', exact: true }).click();
    await expect(page).toHaveURL(/\/sobre$/);
    await expect
      .poll(async () =>
        (await dataLayer(page))
          .filter((e) => e[0] === 'event' && e[1] === 'page_view')
          .map((e) => (e[2] as { page_path: string }).page_path),
      )
      .toEqual(['/', '/sobre']);

    // Remembered: no banner on the next page load, and gtag.js loads again.
    const before = google.length;
    await page.reload();
    await page.clock.runFor(5000);
    await expect(bannerOf(page)).toHaveCount(0);
    await expect.poll(() => google.length).toBeGreaterThan(before);
    expect(google.every((url) => url === GTAG)).toBe(true);
    await context.close();
  });

  test('Rejeitar is remembered across reloads: no banner, nothing from Google', async ({ browser }) => {
    const { context, page, google } = await visitor(browser);
    await page.clock.install();
    await page.goto('/');
    const banner = bannerOf(page);
    await banner.getByRole('button', { name: 'Rejeitar', exact: true }).click({ timeout: 5000 });
    await expect(banner).toHaveCount(0);
    expect(await storedChoice(page)).toBe('rejected');

    for (const path of ['/', '/sobre']) {
      await page.goto(path);
      // Past the banner's delay on the page's clock.
      await page.clock.runFor(5000);
      await expect(bannerOf(page)).toHaveCount(0);
    }
    expect(google).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    await context.close();
  });

  test('X hides it without storing anything: it comes back on the next visit', async ({ browser }) => {
    const { context, page, google } = await visitor(browser);
    await page.goto('/');
    const banner = bannerOf(page);
    await banner.getByRole('button', { name: 'Fechar aviso de cookies' }).click({ timeout: 5000 });
    await expect(banner).toHaveCount(0);
    expect(await storedChoice(page)).toBeNull();

    await page.reload();
    await expect(bannerOf(page)).toBeVisible({ timeout: 5000 });
    expect(google).toEqual([]);
    await context.close();
  });

  test("the footer's 'Preferências de cookies' reopens it by keyboard to change the choice", async ({ browser }) => {
    const { context, page, google } = await visitor(browser);
    await expectGaBuild(page);
    await page.goto('/');
    await bannerOf(page).getByRole('button', { name: 'Rejeitar', exact: true }).click({ timeout: 5000 });
    await expect(bannerOf(page)).toHaveCount(0);

    const preferences = page.locator('footer').getByRole('button', { name: 'Preferências de cookies' });
    await preferences.focus();
    await page.keyboard.press('Enter');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();

    // Keyboard only: from the banner to 'Aceitar'.
    const accept = banner.getByRole('button', { name: 'Aceitar', exact: true });
    for (let i = 0; i < 5 && !(await accept.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await storedChoice(page)).toBe('accepted');
    await expect(preferences).toBeFocused();
    await expect.poll(() => google).toContain(GTAG);

    // And back: Escape closes it without changing the choice; 'Rejeitar' withdraws consent.
    await preferences.click();
    await expect(banner).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    expect(await storedChoice(page)).toBe('accepted');
    await preferences.click();
    await banner.getByRole('button', { name: 'Rejeitar', exact: true }).click();
    expect(await storedChoice(page)).toBe('rejected');
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'])).toBe(true);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test(`accessible (${colorScheme}, ${viewport.width} px)`, async ({ browser }) => {
        const { context, page } = await visitor(browser, { colorScheme, viewport });
        await page.goto('/');
        await page.waitForFunction((s) => document.documentElement.classList.contains('dark') === (s === 'dark'), colorScheme);
        const banner = bannerOf(page);
        await expect(banner).toBeVisible({ timeout: 5000 });
        await expectNoAxeViolations(page, `cookie banner (${colorScheme}, ${viewport.width} px)`);
        // Whole on screen, above the floating buttons.
        const box = (await banner.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        await context.close();
      });
    }
  }
});

test.describe('first-party page views', () => {
  test('a view is sent 1 s after load, without cookies, and the server takes it', async ({ browser }) => {
    // What a stored view adds to the admin figures is counted exactly, through the same route, in
    // tests/integration/analytics.test.ts; here, the browser's side and the server's answer.
    const { context, page } = await visitor(browser);
    const isView = (r: { url(): string; request(): { method(): string } }) =>
      r.url().endsWith('/api/analytics/pageview') && r.request().method() === 'POST';
    const answered = page.waitForResponse(isView);
    await page.goto('/sobre', { referer: 'https://www.google.com/' });
    const loadedAt = Date.now();
    const response = await answered;
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(700);
    expect(response.status(), 'stored (204), not refused or limited').toBe(204);
    const body = response.request().postDataJSON() as { sessionId: string; path: string; locale: string; referrer: string | null };
    expect(body).toMatchObject({ path: '/sobre', locale: 'pt' });
    expect(body.sessionId).toMatch(/^\d{13}-[a-z0-9]+$/);
    expect(body.sessionId).toBe(await page.evaluate(() => sessionStorage.getItem('analytics_session_id')));
    expect(body.referrer === null || body.referrer.startsWith('https://www.google.com')).toBe(true);
    expect(await context.cookies()).toEqual([]);

    // A client navigation: one more view at once, same session, no referrer.
    const next = page.waitForResponse(isView);
    await page.locator('footer').getByRole('link', { name: 'Contato', exact: true }).click();
    const second = await next;
    expect(second.status()).toBe(204);
    expect(second.request().postDataJSON()).toEqual({ sessionId: body.sessionId, path: '/contato', locale: 'pt', referrer: null });
    await context.close();
  });
});

test.describe('link pages keep their tokens from analytics', () => {
  const ACCEPTED = (origin: string) => ({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'cookie-consent', value: 'accepted' }] }],
  });
  const SECRET = 'e2e-link-secret-4711';
  const LINKS = [
    { path: `/auth?token=${SECRET}`, clean: '/auth', heading: 'Defina uma nova senha' },
    { path: `/en/auth?token=${SECRET}&next=%2Fadmin`, clean: '/en/auth?next=%2Fadmin' },
    { path: `/auth?code=${SECRET}`, clean: '/auth' },
    { path: `/newsletter/cancelar?token=${SECRET}`, clean: '/newsletter/cancelar' },
    { path: `/es/newsletter/cancelar?token=${SECRET}#frag`, clean: '/es/newsletter/cancelar' },
  ];

  for (const link of LINKS) {
    test(`${link.path}: the address bar drops the token, GA gets origin + path only`, async ({ browser, baseURL }) => {
      const { context, page, google } = await visitor(browser, { storageState: ACCEPTED(baseURL!) });
      await expectGaBuild(page);
      await page.goto(link.path);
      if (link.heading) await expect(page.getByRole('heading', { name: link.heading })).toBeVisible();
      await expect.poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length).toBe(1);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(link.clean);
      const queue = await dataLayer(page);
      expect(JSON.stringify(queue)).not.toContain(SECRET);
      expect(JSON.stringify(queue)).not.toContain('token=');
      const view = queue.find((e) => e[0] === 'event' && e[1] === 'page_view')!;
      const path = link.clean.replace(/\?.*$/, '');
      expect(view[2]).toMatchObject({ page_location: `${baseURL}${path}`, page_path: path });
      // gtag.js is requested once the page view is queued, not necessarily before.
      await expect.poll(() => google).toContain(GTAG);
      expect(google.join(' ')).not.toContain(SECRET);
      await context.close();
    });
  }
});
