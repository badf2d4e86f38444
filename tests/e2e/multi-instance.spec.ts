import postgres from 'postgres';
import { TIMINGS } from '../../lib/config/limits';
import { expect, test } from './helpers/test';
import { E2E_ADMIN, E2E_PORT } from './helpers/env';
import { createDatabase, setUpDatabase, startInstance, type Instance } from './helpers/instances';
import { applyAsReseller } from './helpers/resellers';
import { freshContext, signIn } from './helpers/session';

// Two production servers of this build on one Postgres database of their own, as a
// multi-instance deployment runs them behind a balancer.
const ADMIN_URL = process.env.TEST_DATABASE_URL;
test.describe.configure({ mode: 'serial' });

let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let first: Instance | undefined;
let second: Instance | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Required, not optional: `.ci/run` starts PostgreSQL and sets it for `npm test`.
  if (!ADMIN_URL) throw new Error('Two servers share one Postgres: set TEST_DATABASE_URL (postgres://…) to run this spec.');
  database = await createDatabase(ADMIN_URL, 'instances');
  const ports = [E2E_PORT + 201, E2E_PORT + 202] as const;
  await setUpDatabase(database.url, ports[0]);
  [first, second] = await Promise.all(ports.map((port) => startInstance(database!.url, port)));
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

async function partnerNames(instance: Instance): Promise<string[]> {
  const res = await fetch(`${instance.url}/api/partners`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { partners: { name: string }[] }).partners.map((p) => p.name);
}

test('an approval shows at once on the instance that made it, and on the other within the cache lifetime', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(TIMINGS.partnersCacheSeconds * 1000 + 120_000);
  const api = await playwright.request.newContext({ baseURL: first!.url });
  const application = await applyAsReseller(api);
  await api.dispose();

  // Both instances have the list in their cache before the approval.
  expect(await partnerNames(first!)).not.toContain(application.nome_fantasia);
  expect(await partnerNames(second!)).not.toContain(application.nome_fantasia);
  const cachedAt = Date.now();

  const context = await freshContext(browser, { baseURL: first!.url });
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto(`/admin/revendas/${application.id}`);
  await admin.getByRole('button', { name: 'Aprovar' }).click();
  await admin.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Candidatura aprovada');

  // The first instance: the API and the home page's list, on the next request.
  expect(await partnerNames(first!)).toContain(application.nome_fantasia);
  await admin.goto('/');
  await admin.locator('#parceiros').scrollIntoViewIfNeeded();
  await expect(admin.locator(`[data-partner="${application.nome_fantasia}"]`)).toBeVisible();
  await context.close();

  // The second instance: once its cached copy is older than the lifetime (one stale answer may
  // come while it refreshes).
  const lifetime = TIMINGS.partnersCacheSeconds * 1000;
  await expect.poll(() => partnerNames(second!), { timeout: lifetime + 20_000, intervals: [2_000] }).toContain(application.nome_fantasia);
  expect(Date.now() - cachedAt).toBeLessThan(lifetime + 20_000);
});

test('a page that fails on the server logs one JSON line and shows the error page in pt, en and es', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await freshContext(browser, { baseURL: second!.url });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // A table the audit page reads goes missing (a schema out of step with the code).
  const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
  await sql`ALTER TABLE audit_log RENAME TO audit_log_missing`;
  try {
    for (const [prefix, title, retry] of [
      ['', 'Ops! Algo deu errado', 'Tentar Novamente'],
      ['/en', 'Oops! Something went wrong', 'Try Again'],
      ['/es', '¡Ups! Algo salió mal', 'Intentar de Nuevo'],
    ] as const) {
      // The route pattern as Next names it (route groups left out).
      const route = '/[locale]/admin/auditoria';
      const before = second!.errorLines().filter((l) => l.route === route).length;
      await page.goto(`${prefix}/admin/auditoria`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: retry })).toBeVisible();
      await expect.poll(() => second!.errorLines().filter((l) => l.route === route).length).toBe(before + 1);
      const line = second!
        .errorLines()
        .filter((l) => l.route === route)
        .at(-1)!;
      expect(line).toMatchObject({ level: 'error', event: 'request_error', method: 'GET', routeType: 'render' });
      expect(line.digest).toMatch(/^\d+$/);
      expect(line.message).toContain('audit_log');
      // The visitor's address and the page's query never reach the log.
      expect(JSON.stringify(line)).not.toContain(E2E_ADMIN.email);
    }
    // Once the table is back, "try again" renders the page.
    await sql`ALTER TABLE audit_log_missing RENAME TO audit_log`;
    await page.getByRole('button', { name: 'Intentar de Nuevo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ops! Algo deu errado' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: '¡Ups! Algo salió mal' })).toHaveCount(0);
  } finally {
    await sql`ALTER TABLE IF EXISTS audit_log_missing RENAME TO audit_log`;
    await sql.end();
    await context.close();
  }
});
