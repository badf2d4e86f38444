import { expect, test, type Browser, type Locator, type Page } from './helpers/test';
import { E2E_ADMIN } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext, signedInPage } from './helpers/session';

/*
 * An alphanumeric CNPJ (IN RFB 2.229/2024) from the form to the admin review: typed in lower case,
 * masked in upper case as typed, stored once, shown masked, found by the admin search in any form,
 * and refused a second time whatever its case.
 */

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 12 random characters with letters, then the two check digits (each character worth its ASCII code − 48). */
function alphanumericCnpj(): string {
  const base = Array.from({ length: 12 }, (_, i) =>
    // Letters in the middle, so the value can never be read as a numeric CNPJ.
    i >= 2 && i <= 4 ? ALNUM[10 + Math.floor(Math.random() * 26)]! : ALNUM[Math.floor(Math.random() * ALNUM.length)]!,
  );
  const digit = (chars: string[], weights: number[]) => {
    const rest = chars.reduce((sum, c, i) => sum + (c.charCodeAt(0) - 48) * weights[i]!, 0) % 11;
    return String(rest < 2 ? 0 : 11 - rest);
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}
const masked = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** Letters only, unique per call. */
const uniqueWord = () =>
  `${Date.now()}${Math.floor(Math.random() * 1000)}`
    .split('')
    .map((d) => 'bcdfghjklm'[Number(d)])
    .join('')
    .slice(-9);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const DUPLICATE = 'Já existe uma solicitação em análise ou aprovada para este CNPJ.';

/** The real form (not its placeholder), once it has taken over. */
async function readyForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('reseller-form');
  await form.hover();
  await expect(page.locator('[data-testid="reseller-form"][data-ready]')).toHaveCount(1);
  return form;
}

/** Opens the form in a new browser, types `typed` into CNPJ key by key, fills the rest and sends it. */
async function submitApplication(browser: Browser, typed: string, tradeName: string): Promise<{ page: Page; form: Locator }> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  // A person takes longer than the bot threshold to fill the form.
  await unhurriedVisitor(page);
  await page.goto('/cadastro-revenda');
  const form = await readyForm(page);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Razão Social*').fill(`${tradeName} Tecnologia Ltda`);
  await field('Nome Fantasia*').fill(tradeName);
  await field('CNPJ*').pressSequentially(typed);
  // Masked and upper-cased key by key, whatever the case typed.
  await expect(field('CNPJ*')).toHaveValue(masked(typed.toUpperCase()));
  await field('Nome do Responsável*').fill('Renata Alves');
  await field('Cargo*').fill('Sócia');
  await field('E-mail*').fill(`renata.${uniqueWord()}@example.org`);
  await field('Telefone/WhatsApp*').pressSequentially('41988887777');
  await field('Endereço*').fill('Rua XV de Novembro');
  await field('Número*').fill('500');
  await field('Bairro*').fill('Centro');
  await field('Cidade*').fill('Curitiba');
  await field('Estado*').selectOption('PR');
  await field('CEP*').pressSequentially('80020310');
  await form.getByRole('group', { name: 'Especialidades*' }).getByRole('checkbox', { name: 'Backup Profissional' }).check();
  await field('Cidades de atuação*').fill('Curitiba');
  await field('Cidades de atuação*').press('Enter');
  await form.getByRole('checkbox', { name: /termos do programa de revendas/ }).check();
  await form.getByRole('checkbox', { name: /publicação da minha empresa/ }).check();
  await form
    .getByLabel('Contrato social ou cartão CNPJ*')
    .setInputFiles({ name: 'cartao-cnpj.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Enviar cadastro' }).click();
  return { page, form };
}

test.describe('alphanumeric CNPJ', () => {
  test('typed in lower case: stored once, shown masked to the admin, found by the search; refused again in any case', async ({
    browser,
    request,
  }) => {
    test.slow();
    const cnpj = alphanumericCnpj();
    const tradeName = `Revenda ${uniqueWord()}`;

    // The mask upper-cases as it goes; the application is accepted.
    const first = await submitApplication(browser, cnpj.toLowerCase(), tradeName);
    await expect(first.page.getByRole('heading', { name: 'Cadastro recebido!' })).toBeVisible({ timeout: 20_000 });
    await first.page.context().close();

    // The same CNPJ typed in upper case is the same company: refused on the CNPJ field.
    const again = await submitApplication(browser, cnpj, `Revenda ${uniqueWord()}`);
    await expect(again.form.getByText(DUPLICATE)).toBeVisible({ timeout: 20_000 });
    await expect(again.form.getByLabel('CNPJ*', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await again.page.context().close();

    // Sent straight to the route in lower case, past the form's mask: refused too.
    const direct = await request.post('/api/resellers', {
      headers: { 'x-forwarded-for': `10.88.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}` },
      multipart: {
        data: JSON.stringify({
          razao_social: 'Outra Revenda Tecnologia Ltda',
          nome_fantasia: `Revenda ${uniqueWord()}`,
          cnpj: masked(cnpj).toLowerCase(),
          nome_responsavel: 'Paulo Lima',
          cargo: 'Diretor',
          email: `paulo.${uniqueWord()}@example.org`,
          telefone: '(41) 98888-7777',
          website: '',
          endereco: 'Rua XV de Novembro',
          numero: '501',
          bairro: 'Centro',
          cidade: 'Curitiba',
          estado: 'PR',
          cep: '80020-310',
          cep_principal: '',
          especialidades: ['backup'],
          cidades_atuacao: ['Curitiba'],
          aceite_termos: true,
          aceite_publicacao: true,
        }),
        document: { name: 'cartao.pdf', mimeType: 'application/pdf', buffer: PDF },
        locale: 'pt',
        startedAt: String(Date.now() - 10_000),
        website: '',
      },
    });
    expect(direct.status()).toBe(409);
    expect(await direct.json()).toMatchObject({ ok: false, error: 'conflict', field: 'cnpj', description: DUPLICATE });

    // The admin finds it by the CNPJ typed in lower case, masked or not, and sees it masked.
    const admin = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.goto('/admin/revendas');
    for (const query of [masked(cnpj).slice(0, 10).toLowerCase(), cnpj.toLowerCase()]) {
      await admin.getByLabel('Buscar').fill(query);
      await admin.getByRole('button', { name: 'Filtrar' }).click();
      await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(query).replace(/[.]/g, '\\.')}`));
      const rows = admin.getByTestId('application-row');
      // One application for this CNPJ: the refused ones were never stored.
      await expect(rows, query).toHaveCount(1);
      await expect(rows).toContainText(tradeName);
      await expect(rows).toContainText(masked(cnpj));
    }
    await admin.getByTestId('application-row').getByRole('link', { name: tradeName }).click();
    await expect(admin.getByRole('heading', { level: 1, name: tradeName })).toBeVisible();
    await expect(admin.getByRole('main')).toContainText(masked(cnpj));
    await admin.context().close();
  });
});
