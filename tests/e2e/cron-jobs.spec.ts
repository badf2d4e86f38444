import { expect, test, type Page } from './helpers/test';
import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN, E2E_CRON } from './helpers/env';
import { freshContext, enterAs } from './helpers/session';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

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

  // The whole site is crawled once in the suite: the scheduler's call, then the admin's list.
  test('the audit, called by the scheduler, finds no broken link and is listed for the admin', async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await freshContext(browser);
    const page = await context.newPage();
    const response = await page.request.post('/api/cron/seo-audit', { headers: bearer(E2E_CRON.secret), timeout: 230_000 });
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

    await openJobsPage(page);
    const latest = page.locator('section[data-job="seo-traffic-booster"]').getByTestId('job-run').first();
    await expect(latest).toHaveAttribute('data-status', 'succeeded');
    await expect(latest.getByText('Páginas auditadas')).toBeVisible();
    await expect(latest.locator('[data-count="broken_links"] dd')).toHaveText('0');
    await context.close();
  });

  test('has no WCAG 2.2 AA violations, light and dark', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await openJobsPage(page);
    // Loaded as a crawler would load it, the page has exactly one robots tag, and it says noindex.
    await page.reload();
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveCount(1);
    await expect(robots).toHaveAttribute('content', /noindex/);
    // A run with counts and recommendations on the page.
    await page.locator('section[data-job="maintenance-cleanup"]').getByRole('button', { name: 'Executar agora' }).click();
    await expect(page.getByTestId('job-ran')).toContainText('Limpeza de dados');
    await page.locator('section[data-job="global-seo-submitter"]').getByRole('button', { name: 'Executar agora' }).click();
    await expect(page.getByTestId('job-ran')).toContainText('Envio de URLs ao IndexNow');
    // After the actions' re-renders the client may keep the previous render's tag beside the new
    // one (under load, for good); whatever is there says noindex.
    const contents = await robots.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(contents.length).toBeGreaterThan(0);
    expect(contents.filter((content) => !/noindex/.test(content))).toEqual([]);
    await expectNoAxeViolationsLightAndDark(page, '/admin/seo');
    const details = page.locator('details');
    expect(await details.count()).toBeGreaterThan(0);
    for (const item of await details.all()) await item.evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await expectNoAxeViolationsLightAndDark(page, '/admin/seo expanded');
    await context.close();
  });
});
