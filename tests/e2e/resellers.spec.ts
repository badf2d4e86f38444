import { expect, test, type Locator, type Page } from './helpers/test';
import { holdScripts, unhurriedVisitor } from './helpers/forms';
import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { randomCnpjDigits as randomCnpj } from './helpers/resellers';
import { freshContext } from './helpers/session';

/** Active seeded partners and every city the directory must show for them (territories, else their own city). */
const SEEDED = [
  {
    name: 'TechSul Soluções',
    uf: 'RS',
    cities: ['Porto Alegre', 'Canoas', 'Novo Hamburgo', 'Caxias do Sul', 'Gravataí', 'São Leopoldo', 'Pelotas'],
  },
  { name: 'Conecta Nordeste TI', uf: 'PE', cities: ['Recife', 'Olinda', 'Jaboatão dos Guararapes', 'Caruaru'] },
  { name: 'Cerrado Digital', uf: 'GO', cities: ['Goiânia', 'Anápolis', 'Aparecida de Goiânia', 'Brasília'] },
  { name: 'Minas Cloud Partners', uf: 'MG', cities: ['Belo Horizonte', 'Contagem', 'Betim', 'Uberlândia'] },
  { name: 'Rio Conecta TI', uf: 'RJ', cities: ['Rio de Janeiro', 'Niterói', 'Duque de Caxias'] },
  { name: 'Paraná Smart IT', uf: 'PR', cities: ['Curitiba'] },
  { name: 'Bahia Tech Services', uf: 'BA', cities: ['Salvador'] },
  { name: 'Amazônia Digital', uf: 'AM', cities: ['Manaus'] },
  { name: 'Capixaba Redes', uf: 'ES', cities: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica'] },
];

const card = (page: Page, name: string) => page.locator(`li[data-partner="${name}"]`);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test.describe('/revendas', () => {
  test('lists every active partner with all its cities, a contact link each, and not the inactive one', async ({ page }) => {
    const response = await page.goto('/revendas');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Parceiros Oficiais' })).toBeVisible();
    for (const partner of SEEDED) {
      const item = card(page, partner.name);
      await expect(item, partner.name).toHaveCount(1);
      for (const city of partner.cities) await expect(item, `${partner.name}: ${city}`).toContainText(city);
      const link = item.getByRole('link', { name: `Falar com ${partner.name}` });
      const href = new URL((await link.getAttribute('href'))!, 'http://x');
      expect(href.pathname).toBe('/contato');
      expect(href.searchParams.get('regiao')).toBe(partner.uf);
      expect(href.searchParams.get('parceiro')).toBe(partner.name);
    }
    await expect(card(page, 'Rede Nacional MSP')).toContainText('Atendimento em todo o Brasil');
    await expect(page.getByText('Litoral Paulista TI')).toHaveCount(0);

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = ld
      .map((s) => JSON.parse(s) as { '@type': unknown; itemListElement?: { item: { name: string } }[] })
      .find((d) => d['@type'] === 'ItemList');
    expect(list?.itemListElement?.map((e) => e.item.name)).toEqual(expect.arrayContaining(SEEDED.map((p) => p.name)));

    const cta = page.locator('main').getByRole('link', { name: 'Seja uma Revenda' });
    await expect(cta).toHaveAttribute('href', '/cadastro-revenda');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the state filter is a plain GET form (?uf=) with counts per state', async ({ page }) => {
      await page.goto('/revendas');
      const select = page.getByLabel('Estado', { exact: true });
      await expect(select.locator('option[value="RS"]')).toHaveText('Rio Grande do Sul (1)');
      await expect(select.locator('option[value="BR"]')).toHaveText('Brasil – atuação nacional (1)');
      await select.selectOption('DF');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page).toHaveURL(/\/revendas\?uf=DF$/);
      await expect(page.getByTestId('revendas-results')).toHaveText('Distrito Federal: 1 revenda');
      await expect(card(page, 'Cerrado Digital')).toBeVisible();
      await expect(card(page, 'Cerrado Digital')).toContainText('Brasília');
      await expect(card(page, 'TechSul Soluções')).toHaveCount(0);
      await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('DF');

      await page
        .getByRole('navigation', { name: 'Revendas por estado' })
        .getByRole('link', { name: /^Brasil:/ })
        .click();
      await expect(page).toHaveURL(/\?uf=BR$/);
      await expect(card(page, 'Rede Nacional MSP')).toBeVisible();
      await expect(page.locator('li[data-partner]')).toHaveCount(1);
    });
  });

  test('with JavaScript the filter works the same, and the summary links filter too', async ({ page }) => {
    await page.goto('/revendas');
    await page.getByLabel('Estado', { exact: true }).selectOption('RS');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\?uf=RS$/);
    await expect(page.locator('li[data-partner]')).toHaveCount(1);
    await expect(card(page, 'TechSul Soluções')).toContainText('Pelotas');
    await page.getByRole('navigation', { name: 'Revendas por estado' }).getByRole('link', { name: 'PE: 1 revenda' }).click();
    await expect(page).toHaveURL(/\?uf=PE$/);
    await expect(card(page, 'Conecta Nordeste TI')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Revendas por estado' }).getByRole('link', { name: 'PE: 1 revenda' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a state without partners says so and offers the contact form for that state', async ({ page }) => {
    await page.goto('/revendas?uf=AC');
    const empty = page.getByTestId('revendas-empty');
    await expect(page.getByRole('heading', { level: 2, name: 'Acre: nenhuma revenda' })).toBeVisible();
    await expect(empty).toContainText('Ainda não há um parceiro neste estado.');
    await expect(page.locator('li[data-partner]')).toHaveCount(0);
    await empty.getByRole('link', { name: 'Falar com a nossa equipe' }).click();
    await expect(page).toHaveURL(/\/contato\?regiao=AC$/);
    await expect(page.getByLabel('Região de Interesse')).toHaveValue('AC');
  });

  test("'Falar com …' opens the contact form prefilled with the partner", async ({ page }) => {
    await page.goto('/revendas');
    await card(page, 'TechSul Soluções').getByRole('link', { name: 'Falar com TechSul Soluções' }).click();
    await expect(page).toHaveURL(/\/contato\?regiao=RS&parceiro=/);
    await expect(page.getByText('Você será conectado com: TechSul Soluções')).toBeVisible();
    await expect(page.getByLabel('Mensagem')).toHaveValue('Gostaria de falar com a revenda TechSul Soluções - RS.');
  });

  test('English and Spanish keep the locale in the links', async ({ page }) => {
    await page.goto('/en/revendas?uf=RS');
    await expect(page.getByTestId('revendas-results')).toHaveText('Rio Grande do Sul: 1 reseller');
    await expect(card(page, 'TechSul Soluções').getByRole('link', { name: 'Talk to TechSul Soluções' })).toHaveAttribute(
      'href',
      /^\/en\/contato\?regiao=RS&parceiro=/,
    );
    await page.goto('/es/revendas');
    await expect(page.getByRole('link', { name: 'Hablar con Capixaba Redes' })).toHaveAttribute('href', /^\/es\/contato\?/);
  });
});

/**
 * The form's placeholder swaps for the real form when the visitor reaches for it; hovering it
 * and waiting for the swap keeps a test's first click from landing on the placeholder mid-swap.
 */
async function readyForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('reseller-form');
  await form.hover();
  await expect(page.locator('[data-testid="reseller-form"][data-ready]')).toHaveCount(1);
  return form;
}

/** Fills every field of the application in Portuguese (the document apart). */
async function fillApplication(form: Locator, cnpj = randomCnpj()) {
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Razão Social*').fill('Exemplo Soluções em TI Ltda.');
  await field('Nome Fantasia*').fill('Exemplo TI');
  await field('CNPJ*').pressSequentially(cnpj);
  await expect(field('CNPJ*')).toHaveValue(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  await field('Site da empresa').fill('www.exemplo-ti.com.br');
  await field('Nome do Responsável*').fill('Carla Mendes');
  await field('Cargo*').fill('Diretora comercial');
  await field('E-mail*').fill(`carla.${Date.now()}@exemplo-ti.com.br`);
  await field('Telefone/WhatsApp*').pressSequentially('11988887777');
  await expect(field('Telefone/WhatsApp*')).toHaveValue('(11) 98888-7777');
  await field('Endereço*').fill('Avenida Paulista');
  await field('Número*').fill('1000');
  await field('Bairro*').fill('Bela Vista');
  await field('Cidade*').fill('São Paulo');
  await field('Estado*').selectOption('SP');
  await field('CEP*').pressSequentially('01310100');
  await expect(field('CEP*')).toHaveValue('01310-100');
  const specialties = form.getByRole('group', { name: 'Especialidades*' });
  await specialties.getByRole('checkbox', { name: 'Backup Profissional' }).check();
  await specialties.getByRole('checkbox', { name: 'Segurança Inteligente' }).check();
  const cities = field('Cidades de atuação*');
  await cities.fill('São Paulo');
  await cities.press('Enter');
  await cities.pressSequentially('Campinas,Osasco');
  await cities.press('Enter');
  const chips = form.getByRole('list', { name: 'Cidades adicionadas' });
  await expect(chips.getByRole('listitem')).toHaveText(['São Paulo', 'Campinas', 'Osasco']);
  await cities.press('Backspace');
  await expect(chips.getByRole('listitem')).toHaveText(['São Paulo', 'Campinas']);
  await chips.getByRole('button', { name: 'Remover Campinas' }).click();
  await cities.fill('Santos');
  await cities.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveText(['São Paulo', 'Santos']);
  await form.getByRole('checkbox', { name: /termos do programa de revendas/ }).check();
  await form.getByRole('checkbox', { name: /publicação da minha empresa/ }).check();
}

test.describe('/cadastro-revenda', () => {
  test('the full application with a small PDF ends on the confirmation, focused', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await unhurriedVisitor(page);
    await page.goto('/cadastro-revenda');
    const form = page.getByTestId('reseller-form');
    await fillApplication(form);
    await form
      .getByLabel('Contrato social ou cartão CNPJ*')
      .setInputFiles({ name: 'contrato-social.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByTestId('document-chosen')).toContainText('contrato-social.pdf');
    await expect(form.getByTestId('document-chosen')).toContainText(`${PDF.length} B`);
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();

    const heading = page.getByRole('heading', { name: 'Cadastro recebido!' });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(heading).toBeFocused();
    const done = page.getByTestId('reseller-confirmation');
    await expect(done).toContainText('Obrigado! Recebemos o cadastro da Exemplo TI.');
    await expect(done).toContainText('Enviamos um e-mail de confirmação para carla.');
    await expect(done).toContainText('em até 2 dias úteis');
    await expect(done).toContainText('painel do parceiro');
    await expect(page.getByTestId('reseller-form')).toHaveCount(0);
    await context.close();
  });

  test('empty submit: every message inline, the first in the toast and focused; no document → its message', async ({ page }) => {
    await page.goto('/cadastro-revenda');
    const form = await readyForm(page);
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Erro de validação');
    await expect(toast).toContainText('Razão Social deve ter pelo menos 3 caracteres');
    await expect(form.getByLabel('Razão Social*', { exact: true })).toBeFocused();
    for (const message of [
      'CNPJ inválido. Use o formato: 00.000.000/0000-00',
      'Telefone inválido. Use o formato: (00) 00000-0000',
      'Estado deve ter 2 caracteres (ex: SP)',
      'Selecione pelo menos uma especialidade',
      'Selecione pelo menos uma cidade de atuação',
      'Anexe o contrato social ou o cartão CNPJ',
      'Você deve aceitar os termos do programa',
      'Você deve autorizar a publicação no mapa',
    ]) {
      await expect(form.getByText(message, { exact: true }), message).toBeVisible();
    }
    await expect(form.getByLabel('Razão Social*', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fillApplication(form);
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    await expect(toast).toContainText('Anexe o contrato social ou o cartão CNPJ');
    await expect(form.getByLabel('Contrato social ou cartão CNPJ*')).toBeFocused();
  });

  test('typing before the form has loaded: nothing typed is lost and the focus stays', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/cadastro-revenda', { waitUntil: 'commit' });
    const field = page.getByTestId('reseller-form').getByLabel('Razão Social*', { exact: true });
    await field.focus();
    await page.keyboard.type('Empresa Exemplo Ltda');
    // Typed into the server HTML while the page's code is held: nothing has hydrated yet.
    await scripts.held();
    await expect(page.locator('[data-testid="reseller-form"][data-ready]')).toHaveCount(0);
    await expect(field).toHaveValue('Empresa Exemplo Ltda');
    scripts.release();
    await expect(page.locator('[data-testid="reseller-form"][data-ready]')).toHaveCount(1);
    await expect(field).toHaveValue('Empresa Exemplo Ltda');
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('reseller-form').getByLabel('Nome Fantasia*', { exact: true })).toBeFocused();
  });

  test('a file over 10 MB is refused before sending', async ({ page }) => {
    await page.goto('/cadastro-revenda');
    const form = page.getByTestId('reseller-form');
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    await form
      .getByLabel('Contrato social ou cartão CNPJ*')
      .setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(form.getByText('Arquivo deve ter no máximo 10MB')).toBeVisible();
    await expect(form.getByTestId('document-chosen')).toHaveCount(0);
    await form
      .getByLabel('Contrato social ou cartão CNPJ*')
      .setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByText('Apenas arquivos PDF, JPG ou PNG são permitidos')).toBeVisible();
    await form.getByLabel('Contrato social ou cartão CNPJ*').setInputFiles({ name: 'ok.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('Apenas arquivos PDF, JPG ou PNG são permitidos')).toHaveCount(0);
    await expect(form.getByTestId('document-chosen')).toContainText('ok.pdf');
  });

  test('a renamed executable passes the browser check but the server refuses it, on the document field', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await unhurriedVisitor(page);
    await page.goto('/cadastro-revenda');
    const form = page.getByTestId('reseller-form');
    await fillApplication(form);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
    await form.getByLabel('Contrato social ou cartão CNPJ*').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(form.getByTestId('document-chosen')).toContainText('x.pdf');
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    await expect(page.getByTestId('toast')).toContainText('Apenas arquivos PDF, JPG ou PNG são permitidos', { timeout: 20_000 });
    await expect(form.getByText('Apenas arquivos PDF, JPG ou PNG são permitidos')).toBeVisible();
    await expect(form.getByLabel('Contrato social ou cartão CNPJ*')).toBeFocused();
    await expect(form.getByLabel('Razão Social*', { exact: true })).toHaveValue('Exemplo Soluções em TI Ltda.');
    await context.close();
  });

  test('while sending: progress bar and a disabled button; a failure keeps every value and the file', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/resellers', async (route) => {
      expect(route.request().method()).toBe('POST');
      const body = route.request().postDataBuffer()!.toString('latin1');
      for (const name of ['data', 'document', 'locale', 'startedAt', 'website']) expect(body).toContain(`name="${name}"`);
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, error: 'failed', title: 'Erro ao enviar', description: 'Serviço temporariamente indisponível.' }),
      });
    });
    await page.goto('/cadastro-revenda');
    const form = page.getByTestId('reseller-form');
    await fillApplication(form, '11222333000181');
    await form
      .getByLabel('Contrato social ou cartão CNPJ*')
      .setInputFiles({ name: 'cartao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    const bar = form.getByRole('progressbar', { name: 'Envio do cadastro' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    await expect(page.getByTestId('toast')).toContainText('Serviço temporariamente indisponível.');
    await expect(bar).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Enviar cadastro' })).toBeEnabled();
    await expect(form.getByLabel('CNPJ*', { exact: true })).toHaveValue('11.222.333/0001-81');
    await expect(form.getByLabel('Telefone/WhatsApp*', { exact: true })).toHaveValue('(11) 98888-7777');
    await expect(form.getByRole('list', { name: 'Cidades adicionadas' }).getByRole('listitem')).toHaveText(['São Paulo', 'Santos']);
    await expect(form.getByRole('checkbox', { name: 'Backup Profissional' })).toBeChecked();
    await expect(form.getByTestId('document-chosen')).toContainText('cartao.pdf');
    const files = await form.getByLabel('Contrato social ou cartão CNPJ*').evaluate((el) => (el as HTMLInputElement).files?.length);
    expect(files).toBe(1);
  });

  test('a duplicate CNPJ (409) shows the message on the CNPJ field; a network error keeps the form', async ({ page }) => {
    let answer: 'conflict' | 'abort' = 'conflict';
    await page.route('**/api/resellers', (route) =>
      answer === 'abort'
        ? route.abort('internetdisconnected')
        : route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              ok: false,
              error: 'conflict',
              title: 'Erro ao enviar',
              field: 'cnpj',
              description: 'Já existe uma solicitação em análise ou aprovada para este CNPJ.',
            }),
          }),
    );
    await page.goto('/cadastro-revenda');
    const form = page.getByTestId('reseller-form');
    await fillApplication(form);
    await form
      .getByLabel('Contrato social ou cartão CNPJ*')
      .setInputFiles({ name: 'cartao.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG') });
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    await expect(page.getByTestId('toast')).toContainText('Já existe uma solicitação em análise ou aprovada para este CNPJ.');
    await expect(form.getByText('Já existe uma solicitação em análise ou aprovada para este CNPJ.')).toBeVisible();
    await expect(form.getByLabel('CNPJ*', { exact: true })).toBeFocused();
    await expect(form.getByLabel('CNPJ*', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    answer = 'abort';
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    await expect(page.getByTestId('toast')).toContainText('Não foi possível enviar o cadastro. Verifique sua conexão');
    await expect(form.getByTestId('document-chosen')).toContainText('cartao.png');
  });
});

test('both pages answer 200 in the three languages with translated headings', async ({ request }) => {
  // Portuguese first: a visit under /en or /es stores that language, and the unprefixed paths would then redirect to it.
  const cases = [
    ['/revendas', 'Parceiros Oficiais'],
    ['/cadastro-revenda', 'Seja uma Revenda'],
    ['/en/revendas', 'Official Partners'],
    ['/en/cadastro-revenda', 'Become a Reseller'],
    ['/es/revendas', 'Socios Oficiales'],
    ['/es/cadastro-revenda', 'Sea un Revendedor'],
  ] as const;
  for (const [path, heading] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(new URL(response.url()).pathname, path).toBe(path);
    expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
});

test.describe('axe, light and dark', () => {
  test('both pages in English and Spanish', async ({ page }) => {
    for (const path of ['/en/revendas', '/es/revendas?uf=SP', '/en/cadastro-revenda', '/es/cadastro-revenda']) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expectNoAxeViolationsLightAndDark(page, path);
    }
  });

  test('/revendas, filtered and empty', async ({ page }) => {
    for (const path of ['/revendas', '/revendas?uf=GO', '/revendas?uf=AC']) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expectNoAxeViolationsLightAndDark(page, path);
    }
  });

  test('/cadastro-revenda: blank, with errors and chips, and the confirmation', async ({ page }) => {
    await page.route('**/api/resellers', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ ok: true, title: 'Cadastro recebido!', data: { id: 'x' } }),
      }),
    );
    await page.goto('/cadastro-revenda');
    await expectNoAxeViolationsLightAndDark(page, 'blank form');
    const form = await readyForm(page);
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, 'form with errors');
    await fillApplication(form);
    await form
      .getByLabel('Contrato social ou cartão CNPJ*')
      .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoAxeViolationsLightAndDark(page, 'filled form');
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    await expect(page.getByRole('heading', { name: 'Cadastro recebido!' })).toBeFocused();
    await expectNoAxeViolationsLightAndDark(page, 'confirmation');
  });
});
