import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './helpers/test';
import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext, signIn, enterAs } from './helpers/session';

/** The seed's demo accounts (COMPANY_HOST is unset in the e2e server: the default host). */
const PARTNER_EMAIL = 'parceiro@example.com.br';
const CLIENT_EMAIL = 'cliente@example.com.br';

/** Letters only: the contact form refuses digits in a name. */
function uniqueName() {
  const letters = Date.now()
    .toString()
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('');
  return `Rafaela Teste ${letters.slice(-8)}`;
}

async function openDashboard(page: Page) {
  await enterAs(page, PARTNER_EMAIL, E2E_ADMIN.demoPassword, '/painel-parceiro');
  await expect(page).toHaveURL(/\/painel-parceiro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Parceiro' })).toBeVisible();
}

/** The partner's name and state, as the dashboard shows them. */
async function partnerOf(page: Page) {
  const name = ((await page.getByText(/^Parceiro: /).textContent()) ?? '').replace(/^Parceiro: /, '').trim();
  const location = (await page.getByTestId('partner-profile').locator('dd').nth(2).textContent()) ?? '';
  return { name, uf: location.trim().slice(-2) };
}

test.describe('partner dashboard', () => {
  test('a lead sent to the demo partner appears, is marked contacted, exported as CSV; the phone is edited', async ({ browser }) => {
    const partnerContext = await freshContext(browser, { acceptDownloads: true });
    const partner = await partnerContext.newPage();
    await openDashboard(partner);

    const { name: partnerName, uf } = await partnerOf(partner);
    expect(partnerName).toBeTruthy();
    expect(uf).toMatch(/^[A-Z]{2}$/);

    // A visitor asks for a quote through that partner.
    const visitorContext = await freshContext(browser);
    await visitorContext.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const visitor = await visitorContext.newPage();
    await unhurriedVisitor(visitor);
    await visitor.goto(`/contato?parceiro=${encodeURIComponent(partnerName)}&regiao=${uf}`);
    await expect(visitor.getByText(`Você será conectado com: ${partnerName}`)).toBeVisible();
    const form = visitor.getByTestId('contact-form');
    const leadName = uniqueName();
    await form.getByLabel('Nome Completo*').fill(leadName);
    await form.getByLabel('E-mail*').fill('rafaela.e2e@empresa.com.br');
    await form.getByLabel('Telefone/WhatsApp*').fill('(51) 98888-1234');
    await form.getByLabel('Serviço de Interesse').selectOption('backup');
    await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await expect(visitor.getByTestId('toast')).toContainText('Sucesso!');
    await visitorContext.close();

    // It shows in the dashboard as new.
    await partner.reload();
    const row = partner.getByTestId('lead-row').filter({ hasText: leadName });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'rafaela.e2e@empresa.com.br' })).toHaveAttribute(
      'href',
      'mailto:rafaela.e2e@empresa.com.br',
    );
    await expect(row).toContainText('Backup Profissional');
    await expect(row.locator('[data-status]')).toHaveText('Novo');

    // Marked as contacted (other tests may route contacted leads to this partner meanwhile: counted relative).
    const contacted = async () => Number(((await partner.getByTestId('count-contacted').textContent()) ?? '').replace(/\D/g, ''));
    const contactedBefore = await contacted();
    await row.getByLabel(`Alterar status de ${leadName}`).selectOption({ label: 'Contatado' });
    await row.getByRole('button', { name: 'Salvar' }).click();
    await expect(partner.getByTestId('toast')).toContainText('Status atualizado');
    await expect(row.locator('[data-status]')).toHaveText('Contatado');
    await expect.poll(contacted).toBeGreaterThanOrEqual(contactedBefore + 1);

    // The CSV export: a download, and the response itself.
    const downloadPromise = partner.waitForEvent('download');
    await partner.getByRole('link', { name: 'Exportar CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const downloaded = readFileSync((await download.path())!, 'utf8');
    expect(downloaded.charCodeAt(0)).toBe(0xfeff);
    expect(downloaded).toContain(`"${leadName}","rafaela.e2e@empresa.com.br"`);

    const response = await partner.request.get('/api/partner/leads.csv');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(headers['cache-control']).toBe('private, no-store');
    const body = (await response.body()).toString('utf8');
    expect(body.startsWith('\uFEFF"created_at","status","name"')).toBe(true);
    const line = body.split('\r\n').find((l) => l.includes(leadName))!;
    expect(line).toMatch(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z","contacted",/);
    expect(line).toContain(`"${uf}"`);

    // The phone is edited.
    await partner.getByRole('button', { name: 'Editar perfil' }).click();
    const profileForm = partner.getByRole('form', { name: 'Editar perfil' });
    await profileForm.getByLabel('Telefone', { exact: true }).fill('51 3333');
    await profileForm.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(partner.getByTestId('toast')).toContainText('Erro de validação');
    await expect(profileForm.getByText('Telefone inválido. Use o formato: (00) 00000-0000')).toBeVisible();
    await profileForm.getByLabel('E-mail de contato', { exact: true }).fill('contato@techsul.example.com');
    await profileForm.getByLabel('Telefone', { exact: true }).fill('51987654321');
    await expect(profileForm.getByLabel('Telefone', { exact: true })).toHaveValue('(51) 98765-4321');
    await profileForm.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(partner.getByTestId('toast')).toContainText('Perfil atualizado');
    await expect(partner.getByTestId('partner-phone')).toHaveText('(51) 98765-4321');
    await expect(profileForm).toHaveCount(0);
    await partner.reload();
    await expect(partner.getByTestId('partner-phone')).toHaveText('(51) 98765-4321');
    await partnerContext.close();
  });

  test('a client user and a visitor get no access', async ({ browser }) => {
    const anonymous = await freshContext(browser);
    const response = await anonymous.request.get('/api/partner/leads.csv');
    expect(response.status()).toBe(401);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const visitor = await anonymous.newPage();
    await visitor.goto('/painel-parceiro');
    await expect(visitor).toHaveURL(/\/auth\?next=%2Fpainel-parceiro$/);
    await anonymous.close();

    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page, CLIENT_EMAIL, E2E_ADMIN.demoPassword);
    await page.goto('/painel-parceiro');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Painel do Parceiro' })).toHaveCount(0);
    expect((await page.request.get('/api/partner/leads.csv')).status()).toBe(403);
    await context.close();
  });

  test('the dashboard has no WCAG 2.2 AA violations, light and dark', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await openDashboard(page);
    // A lead in the table, through the public API.
    const { name, uf } = await partnerOf(page);
    const sent = await context.request.post('/api/leads', {
      data: {
        type: 'contact',
        name: 'Otávio Axe',
        email: 'otavio.axe@empresa.com.br',
        phone: '(51) 97777-1234',
        partner: name,
        region: uf,
        message: 'Preciso de suporte.',
      },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId('lead-row').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolationsLightAndDark(page, '/painel-parceiro');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(page.getByRole('form', { name: 'Editar perfil' })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, '/painel-parceiro profile form');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolationsLightAndDark(page, '/painel-parceiro at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
