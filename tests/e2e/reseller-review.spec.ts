import { expect, test, type Browser, type Page } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { linkIn, waitForMail } from './helpers/mail';
import { ONE_PIXEL_PNG as PNG, applyAsReseller as apply } from './helpers/resellers';
import { freshContext, signIn, signedInPage } from './helpers/session';

/** A new browser (its own client IP) signed in through the form. */
const signedIn = signedInPage;

async function adminPage(browser: Browser, path = '/admin'): Promise<Page> {
  const page = await signedIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

/** The body of the newest outbox mail to `to` whose text matches `pattern`, read on /admin. */
async function outboxMail(page: Page, to: string, pattern: RegExp) {
  await page.goto('/admin');
  const item = page.getByTestId('outbox-item').filter({ hasText: to }).filter({ hasText: pattern }).first();
  await expect(item).toBeVisible();
  return { subject: (await item.locator('p.font-semibold').textContent()) ?? '', body: (await item.locator('pre').textContent()) ?? '' };
}

test.describe('reseller review', () => {
  test('admin approves a pending application: partner listed at once, invited user sets a password and reaches the panel', async ({
    browser,
    request,
  }) => {
    // Three sign-ins through the form (the auth API serves no sign-in endpoint).
    test.slow();
    // The public list is read (and cached by the server) before the approval.
    const before = (await (await request.get('/api/partners')).json()) as { partners: { name: string }[] };
    const app = await apply(request);
    expect(before.partners.map((p) => p.name)).not.toContain(app.nome_fantasia);

    const admin = await adminPage(browser);
    await expect(admin.getByTestId('pending-applications')).toContainText(/\d+ candidaturas? pendentes?/);
    await admin.getByRole('link', { name: 'Analisar candidaturas' }).click();
    await expect(admin).toHaveURL(/\/admin\/revendas\?status=pending$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Candidaturas de revenda' })).toBeVisible();
    await expect(admin.getByLabel('Status')).toHaveValue('pending');

    // Search by CNPJ digits through the GET form: the address carries the filters.
    await admin.getByLabel('Buscar').fill(app.cnpj.replace(/\D/g, '').slice(0, 8));
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    await expect(admin).toHaveURL(/status=pending&uf=&q=\d{8}/);
    const row = admin.getByTestId('application-row').filter({ hasText: app.nome_fantasia });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(app.razao_social);
    await expect(row).toContainText(app.cnpj);
    await expect(row).toContainText('Joinville/SC');
    await expect(row.locator('[data-status="pending"]')).toHaveText('Pendente');
    await expectNoAxeViolations(admin, '/admin/revendas');

    await row.getByRole('link', { name: app.nome_fantasia }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/revendas/${app.id}$`));
    await expect(admin.getByRole('heading', { level: 1, name: app.nome_fantasia })).toBeVisible();
    for (const text of [
      app.razao_social,
      app.cnpj,
      app.email,
      app.telefone,
      'Rua das Palmeiras',
      '89201-000',
      'Jaraguá do Sul',
      'cartão CNPJ.png',
    ])
      await expect(admin.getByRole('main')).toContainText(text);

    // The document: a download link, and a preview opening in a new tab.
    const download = admin.getByRole('link', { name: 'Baixar documento' });
    await expect(download).toHaveAttribute('href', `/api/admin/resellers/${app.id}/document`);
    const preview = admin.getByRole('link', { name: /Visualizar/ });
    await expect(preview).toHaveAttribute('href', `/api/admin/resellers/${app.id}/document?inline=1`);
    await expect(preview).toHaveAttribute('target', '_blank');
    const file = await admin.request.get(`/api/admin/resellers/${app.id}/document`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(file.headers()['content-disposition']).toMatch(
      /^attachment; filename="cartao CNPJ.png"; filename\*=UTF-8''cart%C3%A3o%20CNPJ.png$/,
    );
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(await file.body(), PNG)).toBe(0);
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), preview.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`/api/admin/resellers/${app.id}/document?inline=1`);
    expect(await tab.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await tab.close();
    await expectNoAxeViolations(admin, '/admin/revendas/[id]');

    await admin.getByRole('button', { name: 'Aprovar' }).click();
    await expect(admin.getByText(`convida ${app.email} para o Painel do Parceiro`)).toBeVisible();
    await admin.getByRole('button', { name: 'Confirmar aprovação' }).click();
    const toast = admin.getByTestId('toast');
    await expect(toast).toContainText('Candidatura aprovada');
    await expect(toast).toContainText(`Parceiro ${app.nome_fantasia} criado. Convite enviado para ${app.email}.`);
    await expect(admin.locator('h1 + [data-status]')).toHaveText('Aprovada');
    await expect(admin.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
    await expect(admin.getByRole('main')).toContainText(E2E_ADMIN.email);

    // Listed at once: the API (whose cache the approval cleared) and the public directory.
    const after = (await (await request.get('/api/partners')).json()) as { partners: { name: string; stateCode: string }[] };
    expect(after.partners.find((p) => p.name === app.nome_fantasia)).toMatchObject({ stateCode: 'SC' });
    const directory = await browser.newPage();
    await directory.goto('/revendas');
    await expect(directory.locator(`li[data-partner="${app.nome_fantasia}"]`)).toContainText('Jaraguá do Sul');
    await directory.close();

    // The invitation is recorded in the outbox without its set-password link: only the applicant's
    // mailbox gets that.
    const mail = await outboxMail(admin, app.email, /convite para o Painel do Parceiro/);
    expect(mail.subject).toContain('sua candidatura foi aprovada');
    expect(mail.body).toContain('Olá, Joana Revendedora.');
    expect(mail.body).not.toMatch(/reset-password|token=/);
    const link = linkIn(await waitForMail(app.email, /convite para o Painel do Parceiro/), /reset-password/);
    await admin.context().close();

    const invitee = await (await freshContext(browser)).newPage();
    await invitee.goto(link);
    // The set-password page, its token already gone from the address bar.
    await expect(invitee).toHaveURL(/\/auth(\?|$)/);
    expect(invitee.url()).not.toContain('token=');
    await expect(invitee.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();
    await invitee.getByLabel('Nova senha', { exact: true }).fill('Revenda-Parceira-2026');
    await invitee.getByLabel('Confirme a nova senha').fill('Revenda-Parceira-2026');
    await invitee.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(invitee.getByTestId('toast')).toContainText('Senha atualizada!');
    await signIn(invitee, app.email, 'Revenda-Parceira-2026', '/auth?next=/painel-parceiro');
    await expect(invitee).toHaveURL(/\/painel-parceiro$/);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Painel do Parceiro' })).toBeVisible();
    await expect(invitee.getByRole('main')).toContainText(app.nome_fantasia);
    await invitee.context().close();
  });

  test('admin rejects with a required reason; the applicant is mailed the reason in their language', async ({ browser, request }) => {
    const app = await apply(request, 'en');
    const admin = await adminPage(browser, `/admin/revendas/${app.id}`);
    await expect(admin.getByRole('heading', { level: 1, name: app.nome_fantasia })).toBeVisible();

    const reason = admin.getByLabel('Motivo');
    await admin.getByRole('button', { name: 'Rejeitar' }).click();
    await expect(admin.getByTestId('toast')).toContainText('Erro de validação');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByRole('main').getByText('Informe o motivo (mínimo de 10 caracteres)')).toBeVisible();

    const text = 'Documentação ilegível: envie o cartão CNPJ atualizado.';
    await reason.fill(text);
    await admin.getByRole('button', { name: 'Rejeitar' }).click();
    await expect(admin.getByTestId('toast')).toContainText('Candidatura rejeitada');
    await expect(admin.getByTestId('toast')).toContainText(`O motivo foi enviado para ${app.email}.`);
    await expect(admin.locator('h1 + [data-status]')).toHaveText('Rejeitada');
    await expect(admin.getByRole('main')).toContainText(text);
    await expect(admin.getByRole('button', { name: 'Rejeitar' })).toHaveCount(0);

    const mail = await outboxMail(admin, app.email, /reseller programme application/);
    expect(mail.body).toContain('Hello, Joana Revendedora.');
    expect(mail.body).toContain(`Reason:\n${text}`);

    // Rejected applications are found under their status, not under the pending ones.
    await admin.goto(`/admin/revendas?status=rejected&q=${encodeURIComponent(app.nome_fantasia)}`);
    await expect(admin.getByTestId('application-row').filter({ hasText: app.nome_fantasia })).toContainText('Rejeitada');
    await admin.goto(`/admin/revendas?status=pending&q=${encodeURIComponent(app.nome_fantasia)}`);
    await expect(admin.getByText('Nenhuma candidatura encontrada com estes filtros.')).toBeVisible();
    await admin.context().close();
  });

  test('only admins reach the review pages and the document', async ({ browser, request, playwright }) => {
    const app = await apply(request);
    const documentPath = `/api/admin/resellers/${app.id}/document`;

    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await anonymous.get(documentPath)).status()).toBe(401);
    expect((await anonymous.get(`${documentPath}?inline=1`)).status()).toBe(401);
    for (const path of ['/admin/revendas', `/admin/revendas/${app.id}`]) {
      const response = await anonymous.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers()['location']).toContain(`/auth?next=${encodeURIComponent(path)}`);
    }
    await anonymous.dispose();

    for (const email of ['cliente@example.com.br', 'parceiro@example.com.br']) {
      const page = await signedIn(browser, email, E2E_ADMIN.demoPassword);
      const context = page.context();
      const response = await page.request.get(documentPath);
      expect(response.status(), email).toBe(403);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      await page.goto(`/admin/revendas/${app.id}`);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await context.close();
    }

    const admin = await adminPage(browser, '/admin/revendas');
    expect((await admin.request.get('/api/admin/resellers/00000000-0000-4000-8000-000000000000/document')).status()).toBe(404);
    expect((await admin.request.get('/api/admin/resellers/not-an-id/document')).status()).toBe(404);
    const inline = await admin.request.get(`${documentPath}?inline=1`);
    expect(inline.headers()['content-disposition']).toMatch(/^inline; /);
    const response = await admin.request.get('/admin/revendas');
    expect(response.headers()['cache-control']).toContain('no-store');
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await admin.context().close();
  });
});
