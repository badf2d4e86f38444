import { expect, test, type Locator, type Page } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { VITAL_THRESHOLDS, VITALS_LIMITS, VITALS_REPORT, type VitalMetric } from '../../lib/analytics/vitals';
import { enterAs, freshContext } from './helpers/session';

/** The speed page, showing figures from few samples too (a test run makes only a handful). */
const SPEED = '/admin/velocidade?all=1';
const POST = '/blog/backup-3-2-1-empresarial';

type Device = 'mobile' | 'desktop';

/** In the page: whether the theme shown is `scheme`. */
const themeIs = (scheme: string) => document.documentElement.classList.contains('dark') === (scheme === 'dark');

/**
 * Resolves once the beacon measures: after the load event, at an idle moment, it imports
 * web-vitals (the only script fetched after the load that observes 'largest-contentful-paint'),
 * then registers its callbacks, and the buffered entries are delivered in tasks that run before
 * the browser is idle again.
 */
async function measuring(page: Page) {
  await page.waitForLoadState('load');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          for (const entry of performance.getEntriesByType('resource')) {
            if (entry.startTime < nav.loadEventStart || !/\.js(\?|$)/.test(entry.name)) continue;
            if ((await (await fetch(entry.name)).text()).includes('largest-contentful-paint')) return true;
          }
          return false;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

const RATING_PT = { good: 'Bom', 'needs-improvement': 'Precisa melhorar', poor: 'Ruim' } as const;
const RATING_EN = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' } as const;

/** The rating Google's thresholds give a p75 value. */
function ratingOf(metric: VitalMetric, value: number): keyof typeof RATING_PT {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A figure's cell: its p75 is shown, and labelled with the rating its value earns. */
async function expectRated(cell: Locator, metric: VitalMetric, labels: Record<string, string>) {
  const value = Number(await cell.getAttribute('data-value'));
  const rating = ratingOf(metric, value);
  await expect(cell).toHaveAttribute('data-rating', rating);
  await expect(cell).toContainText(labels[rating]!);
  return value;
}

/** The speed page's table row of a route pattern on a device. */
const row = (page: Page, route: string, device: Device) =>
  page.locator(`[data-testid="vitals-row"][data-route="${route}"][data-device="${device}"]`);

/** A route pattern on a device in the list of pages without enough visits yet (no figures, named once). */
const fewItem = (page: Page, route: string, device: Device) =>
  page.locator(`[data-testid="vitals-few"][data-route="${route}"][data-device="${device}"]`);

/**
 * The page views the speed page counts for a route, device and metric: from its table row, or
 * from the list of pages without enough visits (0 while it is in neither).
 */
async function samples(page: Page, route: string, device: Device, metric = 'LCP'): Promise<number> {
  const cells = row(page, route, device).locator(`[data-metric="${metric}"]`);
  if (await cells.count()) return Number(await cells.first().getAttribute('data-views'));
  const few = fewItem(page, route, device);
  return (await few.count()) ? Number(await few.getAttribute('data-views')) : 0;
}

/** A fresh visitor address (the e2e server trusts one X-Forwarded-For hop). */
const visitorIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * Clicks a footer link and checks the document stayed the same (a client navigation), and that the
 * metrics measured so far went out at once and were accepted. (Chromium gives a test no body of a
 * sendBeacon request: what was stored is read on the speed page.)
 */
async function navigateInside(page: Page, name: string, url: RegExp) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const flushed = page.waitForResponse((r) => r.url().endsWith('/api/analytics/vitals') && r.request().method() === 'POST');
  await page.locator('footer').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect((await flushed).status()).toBe(204);
}

test.describe('field speed (Core Web Vitals)', () => {
  test('throttled visits in Portuguese and English reach /admin/velocidade per route pattern and device', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await freshContext(browser, { viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await enterAs(page, E2E_ADMIN.email, E2E_ADMIN.password, SPEED);
    await expect(page.getByRole('heading', { level: 1, name: 'Velocidade' })).toBeVisible();
    const before = { about: await samples(page, '/sobre', 'desktop'), post: await samples(page, '/blog/[slug]', 'mobile') };

    // A slow computer: four times slower CPU, as Lighthouse's mobile preset.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // Portuguese, desktop: /sobre, then on to /contato inside the site. The metrics measured so
    // far go out at once, tagged with the page the document was loaded on.
    await page.goto('/sobre');
    await measuring(page);
    await navigateInside(page, 'Contato', /\/contato$/);

    // English, phone-sized: a blog post, then its contact page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en${POST}`);
    await measuring(page);
    await navigateInside(page, 'Contact', /\/en\/contato$/);

    // Back to the speed page in the same tab: leaving sends what was still measured (LCP, CLS).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.setViewportSize({ width: 1280, height: 720 });
    // The English visit made English this browser's language: back to Portuguese for the report.
    await context.clearCookies({ name: 'NEXT_LOCALE' });
    await page.goto(SPEED);
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await samples(page, '/sobre', 'desktop')) > before.about && (await samples(page, '/blog/[slug]', 'mobile')) > before.post;
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    const aboutRow = row(page, '/sobre', 'desktop');
    // Pages by name, the route pattern kept for support.
    await expect(aboutRow.getByRole('rowheader')).toHaveText('Sobre');
    await expect(aboutRow.getByRole('rowheader')).toHaveAttribute('title', 'Endereço: /sobre');
    await expect(row(page, '/blog/[slug]', 'mobile').getByRole('rowheader')).toHaveText('Post do blog');
    await expect(aboutRow).toContainText('Computador');
    const lcp = aboutRow.locator('[data-metric="LCP"]');
    expect(await expectRated(lcp, 'LCP', RATING_PT)).toBeGreaterThan(0);
    await expect(lcp).toContainText(/\d\s?(ms|s)(?![a-z])/);
    await expect(lcp).toContainText(/visualizaç(ão|ões) de página/);
    await expect(row(page, '/blog/[slug]', 'mobile')).toContainText('Celular');

    // Day by day for /sobre on a computer, through the row's plain link: today has a p75.
    await aboutRow.getByRole('link', { name: /Ver por dia/ }).click();
    await expect(page).toHaveURL(/[?&]route=%2Fsobre&device=desktop/);
    await expect(page.getByTestId('vitals-trend-for')).toHaveText('Sobre · Computador');
    const today = page.getByTestId('vitals-trend-table').locator('tbody tr').first();
    await expect(today).toContainText('hoje');
    expect(Number(await today.locator('[data-metric="LCP"]').getAttribute('data-value'))).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        await page.reload();
        return today.locator('[data-metric="CLS"]').getAttribute('data-value');
      })
      .not.toBeNull();
    // A layout-shift score, rated by its value.
    await expectRated(today.locator('[data-metric="CLS"]'), 'CLS', RATING_PT);
    await expect(page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Velocidade' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction(themeIs, scheme);
      await expectNoAxeViolations(page, `/admin/velocidade (${scheme})`);
    }

    // The same report in English.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/en${SPEED}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Speed' })).toBeVisible();
    const postRow = row(page, '/blog/[slug]', 'mobile');
    await expect(postRow).toContainText('Phone');
    await expect(postRow.getByRole('rowheader')).toHaveText('Blog post');
    const postLcp = postRow.locator('[data-metric="LCP"]');
    expect(await expectRated(postLcp, 'LCP', RATING_EN)).toBeGreaterThan(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction(themeIs, scheme);
      await expectNoAxeViolations(page, `/en/admin/velocidade (${scheme})`);
    }

    // On a phone the wide tables scroll inside their regions; the page itself never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en${SPEED}&route=%2Fsobre&device=desktop`);
    await expect(page.getByTestId('vitals-trend-table')).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('below the minimum sample count a page is listed once as "Ainda sem visitas suficientes", without figures; from the minimum on, its figure in the table; each names the page views it rests on, one visitor adding only its share', async ({
    browser,
  }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    // Beacons as a phone sends them, for a page no other test measures on a phone: the first of
    // these still below the minimum (a second run of this test on the same server takes the next).
    // Each from a visitor of its own, unless `ip` names one.
    const send = async (path: string, count: number, ip?: string) => {
      for (let i = 0; i < count; i++) {
        const viewId = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
        const res = await page.request.post('/api/analytics/vitals', {
          headers: { 'x-forwarded-for': ip ?? visitorIp() },
          data: {
            viewId,
            path,
            locale: 'pt',
            device: 'mobile',
            metrics: [
              { name: 'LCP', value: 1800 },
              { name: 'CLS', value: 0.01 },
            ],
          },
        });
        expect(res.status()).toBe(204);
      }
    };
    await enterAs(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/velocidade');
    let route: string | undefined;
    for (const candidate of ['/newsletter/cancelar', '/termos-de-uso', '/politica-de-privacidade']) {
      if ((await samples(page, candidate, 'mobile')) < VITALS_REPORT.minSamples - 3) {
        route = candidate;
        break;
      }
    }
    expect(route, 'a page with fewer phone samples than the minimum').toBeDefined();
    const before = await samples(page, route!, 'mobile');
    await send(route!, 3);
    await page.reload();
    const few = fewItem(page, route!, 'mobile');
    await expect(page.getByTestId('vitals-few-list')).toContainText('Ainda sem visitas suficientes');
    await expect(few).toContainText(`${before + 3} de ${VITALS_REPORT.minSamples} visualizações de página`);
    await expect(row(page, route!, 'mobile')).toHaveCount(0);
    await expect(page.getByTestId('vitals-routes')).not.toContainText('Amostras insuficientes');

    // One visitor sending many page views of the page adds only its daily share.
    const one = visitorIp();
    await send(route!, VITALS_LIMITS.perClientRouteDay + 5, one);
    await page.reload();
    const shown = before + 3 + VITALS_LIMITS.perClientRouteDay;
    expect(await samples(page, route!, 'mobile')).toBe(shown);

    await send(route!, VITALS_REPORT.minSamples);
    await page.reload();
    await expect(few).toHaveCount(0);
    const cell = row(page, route!, 'mobile').locator('[data-metric="LCP"]');
    await expect(cell).toContainText('1,8 s');
    await expect(cell).toContainText('Bom');
    await expect(cell).toContainText(`${shown + VITALS_REPORT.minSamples} visualizações de página`);
    await expect(cell).toHaveAttribute('data-views', String(shown + VITALS_REPORT.minSamples));
    await context.close();
  });
});
