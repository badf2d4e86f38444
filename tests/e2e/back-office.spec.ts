import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from './helpers/test';
import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { applyAsReseller } from './helpers/resellers';
import { clientIp, freshContext, signIn, signUpThroughMail, uniqueEmail, enterAs } from './helpers/session';

const PARTNER_EMAIL = 'parceiro@example.com.br';

/** Letters only (names refuse digits), unique per run. */
function unique(prefix: string) {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('');
  return `${prefix} ${letters.slice(-9)}`;
}

async function adminPage(browser: Browser, path: string, options: Parameters<typeof freshContext>[1] = {}): Promise<Page> {
  const context = await freshContext(browser, options);
  const page = await context.newPage();
  await enterAs(page, E2E_ADMIN.email, E2E_ADMIN.password, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

test.describe('back office', () => {
  test('a lead sent through POST /api/leads is found, moved to contacted with a note, exported and assigned to a partner who then sees it', async ({
    browser,
    request,
  }) => {
    const name = unique('Helena Prado');
    const company = unique('Metalurgica Aurora');
    const sent = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': clientIp(), 'Idempotency-Key': randomUUID() },
      data: {
        type: 'contact',
        name,
        email: 'helena.prado@aurora.example.com',
        phone: '(11) 98765-4321',
        company,
        service: 'backup',
        message: 'Precisamos de backup em nuvem para três filiais.',
        locale: 'pt',
        sourcePage: '/contato',
      },
    });
    expect(sent.status()).toBe(201);

    // The partner the demo partner user belongs to.
    const partnerContext = await freshContext(browser);
    const partner = await partnerContext.newPage();
    await enterAs(partner, PARTNER_EMAIL, E2E_ADMIN.demoPassword, '/painel-parceiro');
    await expect(partner).toHaveURL(/\/painel-parceiro$/);
    const partnerName = ((await partner.getByText(/^Parceiro: /).textContent()) ?? '').replace(/^Parceiro: /, '').trim();
    expect(partnerName).toBeTruthy();
    await expect(partner.getByTestId('lead-row').filter({ hasText: name })).toHaveCount(0);

    // The inbox finds it by company, and the filter is in the address.
    const admin = await adminPage(browser, '/admin/leads', { acceptDownloads: true });
    await admin.getByLabel('Buscar').fill(company);
    await admin.getByLabel('Tipo', { exact: true }).selectOption('contact');
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    await expect(admin).toHaveURL(/[?&]q=/);
    const rows = admin.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Novo');
    await expect(rows).toContainText('/contato');
    await expect(rows).toContainText(company);
    await expectNoAxeViolations(admin, '/admin/leads (filtered)');

    // On a 1366 px laptop the e-mail reads on one line and the inbox fits without scrolling sideways.
    const viewport = admin.viewportSize();
    await admin.setViewportSize({ width: 1366, height: 768 });
    const emailCell = rows.getByRole('cell', { name: 'helena.prado@aurora.example.com', exact: true });
    const emailLines = await emailCell.evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(emailLines).toBe(1);
    const region = admin.locator('[role="region"]').filter({ has: admin.getByTestId('leads-table') });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    if (viewport) await admin.setViewportSize(viewport);

    // CSV of the current filter: this lead, with BOM and ISO dates.
    const downloadPromise = admin.waitForEvent('download');
    await admin.getByTestId('leads-export').click();
    const csv = readFileSync((await (await downloadPromise).path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"[0-9a-f-]{36}","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z","contact","new",/);
    expect(lines[1]).toContain(`"${name}"`);
    expect(lines[1]).toContain('três filiais');

    // Detail: every field, the contact actions, then the status with a note.
    await rows.getByRole('link', { name }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(admin.getByTestId('lead-whatsapp')).toHaveAttribute('href', 'https://wa.me/5511987654321');
    await expect(admin.getByTestId('lead-mailto')).toHaveAttribute('href', 'mailto:helena.prado@aurora.example.com');
    await expect(admin.getByText('Precisamos de backup em nuvem para três filiais.')).toBeVisible();
    const statusForm = admin.getByTestId('lead-status-form');
    await statusForm.getByLabel('Novo status').selectOption({ label: 'Contatado' });
    await statusForm.getByLabel('Observação (opcional)').fill('Liguei e marquei uma visita técnica.');
    await statusForm.getByRole('button', { name: 'Alterar status' }).click();
    await expect(admin.getByTestId('toast')).toContainText('Status alterado');
    const history = admin
      .getByRole('region', { name: 'Histórico' })
      .or(admin.locator('section', { has: admin.getByRole('heading', { name: 'Histórico' }) }));
    await expect(history.first()).toContainText('Liguei e marquei uma visita técnica.');
    await expect(history.first()).toContainText('de Novo para Contatado');

    // Assigned to the partner, who sees it at once.
    const assignForm = admin.getByTestId('lead-assign-form');
    await assignForm.getByLabel('Encaminhar para').selectOption({ label: partnerName });
    await assignForm.getByRole('button', { name: 'Salvar parceiro' }).click();
    await expect(admin.getByTestId('toast')).toContainText('Parceiro atualizado');
    await expect(history).toContainText(partnerName);
    await expectNoAxeViolations(admin, '/admin/leads/[id]');

    await partner.reload();
    const partnerRow = partner.getByTestId('lead-row').filter({ hasText: name });
    await expect(partnerRow).toHaveCount(1);
    await expect(partnerRow.locator('[data-status]')).toHaveText('Contatado');

    // The inbox shows the new status, and the status filter finds it.
    await admin.goto(`/admin/leads?status=contacted&q=${encodeURIComponent(company)}`);
    await expect(admin.getByRole('row').filter({ hasText: name })).toContainText(partnerName);
    await partnerContext.close();
    await admin.context().close();
  });

  test('a partner created in the admin is on the home page list at once, gone when unlisted and back when listed again without JavaScript', async ({
    browser,
  }) => {
    // Roraima: no other test counts its partners (Acre must stay empty for the reseller list's own test).
    const name = unique('Roraima Digital');
    const admin = await adminPage(browser, '/admin/parceiros/novo');
    await admin.getByLabel('Nome', { exact: true }).fill(name);
    await admin.getByLabel('Estado (sede)').selectOption('RR');
    await admin.getByLabel('Cidade (sede)').fill('Boa Vista');
    const active = admin.getByLabel('Ativo: aparece na lista pública de revendas');
    await active.check();
    await expect(active).toBeChecked();
    await admin.getByRole('button', { name: 'Cadastrar parceiro' }).click();
    await expect(admin.getByTestId('toast')).toContainText('Parceiro cadastrado');
    await expect(admin).toHaveURL(/\/admin\/parceiros\/[0-9a-f-]{36}$/);

    const visitorContext = await freshContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await visitor.locator('#parceiros').scrollIntoViewIfNeeded();
    const card = visitor.getByTestId('partner-cards').locator(`[data-partner="${name}"]`);
    await expect(card).toContainText('Boa Vista');

    await admin.goto(`/admin/parceiros?q=${encodeURIComponent(name)}`);
    await admin.getByRole('button', { name: `Desativar ${name}` }).click();
    await expect(admin.getByTestId('toast')).toContainText('Parceiro desativado');
    await visitor.reload();
    await visitor.locator('#parceiros').scrollIntoViewIfNeeded();
    await expect(visitor.getByTestId('partner-cards').getByRole('button').first()).toBeVisible();
    await expect(visitor.getByTestId('partner-cards').locator(`[data-partner="${name}"]`)).toHaveCount(0);

    // Listed again from a browser without JavaScript: the button is a plain form.
    const noJs = await adminPage(browser, `/admin/parceiros?q=${encodeURIComponent(name)}`, { javaScriptEnabled: false });
    await noJs.getByRole('button', { name: `Ativar ${name}` }).click();
    await expect(noJs.getByText('Ele aparece de novo na lista pública de revendas.')).toBeVisible();
    await expect(noJs.getByRole('button', { name: `Desativar ${name}` })).toBeVisible();
    await visitor.reload();
    await visitor.locator('#parceiros').scrollIntoViewIfNeeded();
    await expect(visitor.getByTestId('partner-cards').locator(`[data-partner="${name}"]`)).toContainText('Boa Vista');
    // And unlisted again, as the other tests' data expects.
    await noJs.getByRole('button', { name: `Desativar ${name}` }).click();
    await expect(noJs.getByText('Ele não aparece mais na lista pública de revendas.')).toBeVisible();
    await noJs.context().close();
    await visitorContext.close();
    await admin.context().close();
  });

  test('a client signs up, asks for a quote signed in, follows it, downloads their data, deletes the account and cannot sign in again', async ({
    browser,
  }) => {
    const context = await freshContext(browser, { acceptDownloads: true });
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const page = await context.newPage();
    const account = { fullName: unique('Marina Costa'), email: uniqueEmail('marina'), password: 'Cliente-Forte-2026!' };
    await signUpThroughMail(page, account);

    await unhurriedVisitor(page);
    await page.goto('/contato');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nome Completo*').fill(account.fullName);
    await form.getByLabel('E-mail*').fill('outro.endereco@empresa.example.com');
    await form.getByLabel('Telefone/WhatsApp*').fill('(21) 99876-5432');
    await form.getByLabel('Serviço de Interesse').selectOption('cloud');
    await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await expect(page.getByTestId('toast')).toContainText('Sucesso!');

    // Linked by the session, not by the e-mail typed in the form.
    await page.goto('/area-do-cliente');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.fullName);
    const requests = page.locator('section', { has: page.getByRole('heading', { name: 'Minhas solicitações' }) });
    await expect(requests).toContainText('Pedido de orçamento');
    await expect(requests).toContainText('Recebida');
    await expectNoAxeViolations(page, '/area-do-cliente');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar meus dados' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    const text = JSON.stringify(data);
    expect(text).toContain(account.email);
    expect(text).toContain('outro.endereco@empresa.example.com');
    expect(text).not.toContain('admin@e2e.test');

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Digite o seu e-mail para confirmar').fill(account.email);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page.getByTestId('toast')).toContainText('Conta excluída');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-mail').fill(account.email);
    await panel.getByLabel('Senha', { exact: true }).fill(account.password);
    await panel.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('toast')).toContainText('Email ou senha incorretos');
    await context.close();
  });
});

/**
 * Every admin and account page, one visit each: the page at phone width never scrolls sideways
 * (wide tables scroll inside their own box), then axe in light and, with the system switched to
 * dark, in dark. In two halves, so the two workers share them.
 */
async function sweep(admin: Page, paths: string[]) {
  for (const path of paths) {
    const response = await admin.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toContain('no-store');
    await admin.setViewportSize({ width: 390, height: 844 });
    const sideways = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${path} at 390 px`).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolationsLightAndDark(admin, path);
  }
}

test('admin pages with records (leads, partners, applications) have no WCAG 2.2 AA violations, light and dark', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // A lead of its own, so the inbox and a lead's page have something to show whatever ran before.
  const lead = await request.post('/api/leads', {
    headers: { 'x-forwarded-for': clientIp() },
    data: { type: 'contact', name: unique('Paula Axe'), email: 'paula.axe@example.com', phone: '(31) 99876-1234', message: 'Olá' },
  });
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as { data: { id: string } }).data.id;
  // And an application of its own, so the review list and page have one to show.
  const application = await applyAsReseller(request);
  const admin = await adminPage(browser, '/admin/parceiros');
  const partnerHref = await admin
    .getByRole('link', { name: /editar|TechSul/i })
    .first()
    .getAttribute('href');
  expect(partnerHref).toMatch(/^\/admin\/parceiros\/[0-9a-f-]{36}$/);
  await sweep(admin, [
    '/admin',
    '/admin/leads',
    `/admin/leads/${leadId}`,
    '/admin/parceiros',
    partnerHref!,
    '/admin/parceiros/novo',
    '/admin/revendas',
    `/admin/revendas/${application.id}`,
  ]);
  await expect(admin.getByRole('main')).toContainText(application.nome_fantasia);
  await admin.context().close();
});

test('the other admin pages and the client area have no WCAG 2.2 AA violations, light and dark', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await adminPage(browser, '/admin/newsletter');
  await sweep(admin, [
    '/admin/newsletter',
    '/admin/usuarios',
    '/admin/emails',
    '/admin/auditoria',
    '/admin/seo',
    '/area-do-cliente',
    '/en/admin/leads',
  ]);
  await admin.context().close();
});

test('staff sign in to their own area, framed without the public header, footer or floating buttons; the public pages keep them', async ({
  browser,
}) => {
  for (const [email, password, landing, area] of [
    [E2E_ADMIN.email, E2E_ADMIN.password, '/admin', 'Painel administrativo'],
    [PARTNER_EMAIL, E2E_ADMIN.demoPassword, '/painel-parceiro', 'Painel do parceiro'],
  ] as const) {
    const context = await freshContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, email, password);
    await expect(page, email).toHaveURL(new RegExp(`${landing}$`));
    const bar = page.getByRole('banner');
    await expect(bar.getByText(area, { exact: true })).toHaveCount(1);
    await expect(bar.getByRole('link', { name: 'Ver o site' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();
    // None of the public frame: its contact button, footer, messaging and assistant bubbles.
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('[data-testid="whatsapp-button"], [data-chatbot-widget], [data-assistant-widget]')).toHaveCount(0);
    await expect(page.locator('main#conteudo')).toHaveCount(1);

    // The site one link away, in its own frame again.
    await bar.getByRole('link', { name: 'Ver o site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.locator('.site-header')).toHaveCount(1);
    await expect(page.locator('[data-chatbot-widget], [data-assistant-widget]')).toHaveCount(2);
    await context.close();
  }
});
