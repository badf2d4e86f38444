import { expect, test, type Page } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN, E2E_CRON } from './helpers/env';
import { freshContext, enterAs } from './helpers/session';

const ROUTES = ['/api/seo/global-submitter', '/api/seo/traffic-booster', '/api/cron/outbox', '/api/cron/cleanup'];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('scheduled job routes', () => {
  test('refuse callers without the cron bearer token (401), by GET and POST', async ({ request }) => {
    for (const route of ROUTES) {
      for (const method of ['get', 'post'] as const) {
        const attempts = [{}, bearer('wrong-secret-of-some-length'), bearer(`${E2E_CRON.secret}x`), { Authorization: E2E_CRON.secret }];
        for (const headers of attempts) {
          const response = await request[method](route, { headers });
          expect(response.status(), `${method.toUpperCase()} ${route} ${JSON.stringify(headers)}`).toBe(401);
          expect(response.headers()['cache-control']).toContain('no-store');
          expect(await response.json()).toEqual({ error: 'Unauthorized' });
        }
      }
    }
  });

  test('the traffic booster audits the running site and finds no broken internal link', async ({ request }) => {
    test.setTimeout(240_000);
    const response = await request.post('/api/seo/traffic-booster', { headers: bearer(E2E_CRON.secret), timeout: 230_000 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const body = (await response.json()) as {
      execution_summary: Record<string, number>;
      recommendations: string[];
      findings: { brokenLinks: unknown[]; non200: unknown[] };
    };
    expect(body.execution_summary.pages_crawled).toBeGreaterThan(50);
    expect(body.execution_summary.links_checked).toBeGreaterThan(20);
    expect(typeof body.execution_summary.duration_ms).toBe('number');
    expect(Array.isArray(body.recommendations) && body.recommendations.length > 0).toBe(true);
    expect(body.findings.brokenLinks).toEqual([]);
    expect(body.execution_summary.broken_links).toBe(0);
    expect(body.findings.non200).toEqual([]);
  });

  test('the outbox and cleanup jobs answer their counts with the bearer token', async ({ request }) => {
    const outbox = await request.get('/api/cron/outbox', { headers: bearer(E2E_CRON.secret) });
    expect(outbox.status()).toBe(200);
    expect(await outbox.json()).toMatchObject({
      attempted: expect.any(Number),
      sent: expect.any(Number),
      failed: 0,
      remaining: expect.any(Number),
    });
    const cleanup = await request.post('/api/cron/cleanup', { headers: bearer(E2E_CRON.secret) });
    expect(cleanup.status()).toBe(200);
    expect(await cleanup.json()).toMatchObject({ sessions: expect.any(Number), verifications: expect.any(Number), pageviews_rolled_up: 0 });
  });

  test('the IndexNow key file answers the key, and only the key', async ({ request }) => {
    const response = await request.get(`/${E2E_CRON.indexNowKey}.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(E2E_CRON.indexNowKey);
    expect((await request.get('/another-key-12345678.txt')).status()).toBe(404);
    expect((await request.get('/robots.txt')).status()).toBe(200);
  });
});

async function openJobsPage(page: Page) {
  await enterAs(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  await page.getByRole('link', { name: 'Ver tarefas agendadas' }).click();
  await expect(page).toHaveURL(/\/admin\/seo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarefas agendadas' })).toBeVisible();
}

test.describe('scheduled jobs page', () => {
  test('is for admins only', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/seo');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fseo/);
    await context.close();
  });

  test('an admin runs the audit and sees the run listed', async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await openJobsPage(page);
    const audit = page.locator('section[data-job="seo-traffic-booster"]');
    const before = await audit.getByTestId('job-run').count();
    await audit.getByRole('button', { name: 'Executar agora' }).click();
    await expect(page.getByTestId('job-ran')).toHaveText('Tarefa executada: Auditoria de SEO.', { timeout: 220_000 });
    await expect(audit.getByTestId('job-run')).toHaveCount(Math.min(before + 1, 5));
    const latest = audit.getByTestId('job-run').first();
    await expect(latest).toHaveAttribute('data-status', 'succeeded');
    await expect(latest.getByText('Páginas auditadas')).toBeVisible();
    await expect(latest.locator('[data-count="broken_links"] dd')).toHaveText('0');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no WCAG 2.2 AA violations (${scheme})`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await freshContext(browser, { colorScheme: scheme });
      const page = await context.newPage();
      await openJobsPage(page);
      // A run with counts and recommendations on the page.
      await page.locator('section[data-job="maintenance-cleanup"]').getByRole('button', { name: 'Executar agora' }).click();
      await expect(page.getByTestId('job-ran')).toContainText('Limpeza de dados');
      await page.locator('section[data-job="global-seo-submitter"]').getByRole('button', { name: 'Executar agora' }).click();
      await expect(page.getByTestId('job-ran')).toContainText('Envio de URLs ao IndexNow');
      await page.waitForFunction((s) => document.documentElement.classList.contains('dark') === (s === 'dark'), scheme);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page, `/admin/seo (${scheme})`);
      const details = page.locator('details');
      expect(await details.count()).toBeGreaterThan(0);
      for (const item of await details.all()) await item.evaluate((d) => ((d as HTMLDetailsElement).open = true));
      await expectNoAxeViolations(page, `/admin/seo expanded (${scheme})`);
      await context.close();
    });
  }
});
