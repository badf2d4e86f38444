import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './helpers/test';
import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext, enterAs } from './helpers/session';
import { linkIn, waitForMail } from './helpers/mail';

/** The first dd/mm/yyyy hh:mm a text shows, as a comparable number (minutes resolution). */
function moment(text: string): number {
  const [, d, m, y, hh, mm] = /(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})/.exec(text) ?? [];
  if (!d) throw new Error(`no date and time in: ${text}`);
  return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
}

/** The admin page's outbox, as staff see it. */
async function adminView(page: Page) {
  await page.goto('/admin');
  return { outbox: page.getByTestId('outbox-item') };
}

test.describe('quote form', () => {
  test('prefill from ?regiao&parceiro, validation toast, success, stored, WhatsApp hand-off, fields cleared', async ({ browser }) => {
    const staff = await freshContext(browser);
    const admin = await staff.newPage();
    await enterAs(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
    const email = `ana.${Date.now()}@empresa.com.br`;

    const visitor = await freshContext(browser);
    await visitor.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const page = await visitor.newPage();
    await unhurriedVisitor(page);
    await page.goto('/contato?regiao=SP&parceiro=TechSul%20Solu%C3%A7%C3%B5es');
    const form = page.getByTestId('contact-form');
    await expect(page.getByText('Você será conectado com: TechSul Soluções')).toBeVisible();
    await expect(form.getByLabel('Mensagem')).toHaveValue('Gostaria de falar com a revenda TechSul Soluções - SP.');
    await expect(form.getByLabel('Região de Interesse')).toHaveValue('SP');

    await form.getByLabel('Nome Completo*').fill('Ana 2');
    await form.getByLabel('E-mail*').fill(email);
    await form.getByLabel('Telefone/WhatsApp*').fill('(11) 98888-7777');
    await form.getByLabel('Serviço de Interesse').selectOption('backup');
    await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Erro de validação');
    await expect(toast).toContainText('Nome contém caracteres inválidos: 2');
    await expect(form.getByLabel('Nome Completo*')).toBeFocused();

    // Typing caps: the phone field ignores input past 20 characters.
    await form.getByLabel('Telefone/WhatsApp*').fill('1'.repeat(25));
    await expect(form.getByLabel('Telefone/WhatsApp*')).toHaveValue('(11) 98888-7777');

    await form.getByLabel('Nome Completo*').fill('Ana Beatriz Souza');
    const popupPromise = page.waitForEvent('popup', { timeout: 10_000 });
    await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await expect(toast).toContainText('Sucesso!');
    await expect(toast).toContainText('Mensagem enviada! Retornaremos em até 30 minutos.');
    const popup = await popupPromise;
    await popup.waitForURL(/wa\.me/);
    const url = new URL(popup.url());
    expect(url.host).toBe('wa.me');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('*Nome:* Ana Beatriz Souza');
    expect(text).toContain(`*Email:* ${email}`);
    expect(text).toContain('*Empresa:* Não informado');
    expect(text).toContain('*Serviço:* Backup Profissional');
    expect(text).toContain('*Revenda:* TechSul Soluções');
    expect(popup.url()).toContain(encodeURIComponent('Ana Beatriz Souza'));

    // A lasting confirmation replaces the form: the toast's words, the next step, WhatsApp again.
    const received = page.getByTestId('lead-received');
    const heading = received.getByRole('heading', { name: 'Mensagem enviada!' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(received).toContainText('Retornaremos em até 30 minutos.');
    await expect(received).toContainText('Nossa equipe vai analisar o seu pedido');
    await expect(form).toHaveCount(0);
    const again = received.getByRole('link', { name: 'Abrir o WhatsApp novamente' });
    await expect(again).toHaveAttribute('target', '_blank');
    expect(new URL((await again.getAttribute('href'))!).searchParams.get('text')).toBe(text);
    await expectNoAxeViolationsLightAndDark(page, '/contato (received)');

    // Sending another brings back the empty form, focus in its first field.
    await received.getByRole('button', { name: 'Enviar outra mensagem' }).click();
    await expect(received).toHaveCount(0);
    await expect(form.getByLabel('Nome Completo*')).toBeFocused();
    for (const label of ['Nome Completo*', 'E-mail*', 'Telefone/WhatsApp*', 'Mensagem', 'Região de Interesse']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByText('Você será conectado com:')).toHaveCount(0);
    const log = JSON.parse((await page.evaluate(() => localStorage.getItem('form_submissions'))) ?? '[]');
    expect(log.at(-1)).toMatchObject({ type: 'contact', status: 'submitted' });

    // Stored once: the admin's search by this visitor's e-mail finds one lead.
    await admin.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    const row = admin.getByRole('row').filter({ hasText: 'Ana Beatriz Souza' });
    await expect(row).toHaveCount(1);
    const listed = moment(await row.innerText());
    const view = await adminView(admin);
    const mail = view.outbox.filter({ hasText: 'Orçamento: Ana Beatriz Souza' }).filter({ hasText: email });
    await expect(mail).toHaveCount(1);
    // The notification reads as labelled fields, the service by its name.
    await expect(mail.getByTestId('outbox-fields')).toContainText('Backup Profissional');
    await expect(mail.getByTestId('outbox-fields')).not.toContainText('service:');
    // One time zone everywhere: the staff mail was queued in the same request as the lead.
    expect(Math.abs(moment(await mail.innerText()) - listed)).toBeLessThanOrEqual(60_000);
    // The e-mails page names the kind in words and shows the notification as the same fields.
    await admin.goto(`/admin/emails?q=${encodeURIComponent('Ana Beatriz Souza')}`);
    const sent = admin.getByTestId('outbox').getByRole('row').filter({ hasText: email });
    await expect(sent).toContainText('Aviso de novo contato');
    await sent.getByText('Ver texto').click();
    await expect(sent.getByTestId('outbox-fields')).toContainText('Backup Profissional');
    await expect(sent.getByTestId('outbox-fields')).not.toContainText('service:');
    await staff.close();
    await visitor.close();
  });

  test('the home page has the quote section at #contato', async ({ page }) => {
    await page.goto('/#contato');
    await expect(page.locator('#contato').getByRole('heading', { name: 'Solicite um Orçamento' })).toBeVisible();
    await expect(page.locator('#contato').getByText('Ao enviar, você concorda com nossa Política de Privacidade.')).toBeVisible();
  });

  test('/contato has no accessibility violations, in English too', async ({ page }) => {
    await page.goto('/contato');
    await expectNoAxeViolations(page);
    await page.goto('/en/contato');
    await expect(page.getByRole('heading', { name: 'Request a Quote' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('newsletter: empty sends nothing; twice gives one pending subscriber; the mailed link confirms it; unsubscribe link works; the admin erases it', async ({
  browser,
}) => {
  const staff = await freshContext(browser);
  const admin = await staff.newPage();
  await enterAs(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');

  const email = `news.${Date.now()}@empresa.com.br`;
  for (let i = 0; i < 2; i++) {
    const visitor = await freshContext(browser);
    const page = await visitor.newPage();
    await unhurriedVisitor(page);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/sobre');
    const footer = page.getByRole('contentinfo');
    const status = footer.locator('form').getByRole('status');
    await footer.getByRole('button', { name: 'Inscrever' }).click();
    await footer.getByLabel('Seu e-mail').fill(email);
    await footer.getByRole('button', { name: 'Inscrever' }).click();
    await expect(status).toContainText('Newsletter cadastrada com sucesso!');
    await expect(footer.getByLabel('Seu e-mail')).toHaveValue('');
    // The press on the empty field sent nothing.
    expect(posts.filter((url) => new URL(url).pathname === '/sobre')).toHaveLength(1);
    await visitor.close();
  }
  await admin.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  // Double opt-in: the mailbox gets the confirmation link; the button on its page confirms.
  const confirmation = linkIn(await waitForMail(email, /confirme sua inscrição/), /newsletter\/confirmar\?token=/);
  const owner = await (await freshContext(browser)).newPage();
  await owner.goto(confirmation);
  await expect(owner).toHaveURL(/\/newsletter\/confirmar$/);
  await owner.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(owner.getByRole('status')).toContainText('passará a receber a newsletter');
  await owner.context().close();
  const confirmed = await adminView(admin);
  const welcome = confirmed.outbox.filter({ hasText: email }).filter({ hasText: 'cancelar' });
  await expect(welcome).toHaveCount(1);
  const link = (await welcome.locator('pre').textContent())!.match(/https?:\/\/\S+newsletter\/cancelar\S+/)![0];
  await admin.goto(link);
  await admin.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(admin.getByRole('status')).toContainText('não receberá mais a newsletter');
  // Erased on request (LGPD): after a confirmation that names the address, it is gone from the list.
  await admin.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`);
  await admin.getByRole('button', { name: `Apagar ${email}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Apagar este inscrito?' });
  await expect(confirm).toContainText(`O endereço ${email} será apagado definitivamente`);
  await confirm.getByRole('button', { name: 'Apagar definitivamente' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Inscrito apagado');
  await expect(confirm).toHaveCount(0);
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await staff.close();
});

test('the footer newsletter works without JavaScript: a refused address stays, a valid one is subscribed', async ({ browser }) => {
  const context = await freshContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sobre');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('Seu e-mail');
  await field.fill('nao-e-um-email');
  await footer.getByRole('button', { name: 'Inscrever' }).click();
  await expect(footer.getByText('Email inválido')).toBeVisible();
  await expect(field).toHaveValue('nao-e-um-email');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const email = `sem.js.${Date.now()}@empresa.com.br`;
  await field.fill(email);
  await footer.getByRole('button', { name: 'Inscrever' }).click();
  await expect(footer.locator('form').getByRole('status')).toContainText('Newsletter cadastrada com sucesso!');
  await expect(field).toHaveValue('');
  await expect(page).toHaveURL(/\/sobre#newsletter$/);
  // Stored like any subscription: the double opt-in mail goes out.
  expect(linkIn(await waitForMail(email, /confirme sua inscrição/), /newsletter\/confirmar\?token=/)).toContain(
    '/newsletter/confirmar?token=',
  );
  await context.close();
});

/** The text a WhatsApp popup carries (wa.me is answered locally: this machine has no internet). */
async function whatsappText(popup: Page) {
  await popup.waitForURL(/wa\.me/);
  return new URL(popup.url()).searchParams.get('text');
}

test.describe('WhatsApp widget', () => {
  test.beforeEach(async ({ context }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  });
  test('quick message, form, over-long message, call link', async ({ page }) => {
    await page.goto('/sobre');
    const widget = page.locator('[data-chatbot-widget]');
    await widget.getByRole('button', { name: 'Abrir chat do WhatsApp' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat WhatsApp' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Ligar Agora: / })).toHaveAttribute('href', /^tel:\+\d+$/);

    let popup = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Dúvidas sobre backup e segurança' }).click();
    expect(await whatsappText(await popup)).toBe('Dúvidas sobre backup e segurança');

    await panel.getByLabel('Nome').fill('Carlos Lima');
    await panel.getByLabel('Email').fill('carlos@empresa.com.br');
    await panel.getByLabel('Mensagem').fill('x'.repeat(1001));
    let popups = 0;
    page.on('popup', () => popups++);
    await panel.getByRole('button', { name: 'Enviar via WhatsApp' }).click();
    await expect(page.getByTestId('toast')).toContainText('Erro');
    await expect(page.getByTestId('toast')).toContainText('Mensagem muito longa');
    expect(popups).toBe(0);

    await panel.getByLabel('Mensagem').fill('Quero um orçamento de backup.');
    popup = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Enviar via WhatsApp' }).click();
    expect(await whatsappText(await popup)).toBe(
      'Olá! Meu nome é Carlos Lima. Email: carlos@empresa.com.br Mensagem: Quero um orçamento de backup.',
    );
    await expect(panel).toBeHidden();
    await widget.getByRole('button', { name: 'Abrir chat do WhatsApp' }).click();
    await expect(page.getByRole('dialog').getByLabel('Nome')).toHaveValue('');
  });

  test('opens prefilled on the partnerSelected event', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('dialog', { name: 'Chat WhatsApp' });
    // The widget listens once it has hydrated, which network idle does not promise under load.
    await expect(async () => {
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent('partnerSelected', { detail: { partnerName: 'Cerrado Digital', region: 'GO', cities: ['Goiânia', 'Anápolis'] } }),
        ),
      );
      await expect(panel).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(panel.getByLabel('Mensagem')).toHaveValue(/Cerrado Digital.*GO.*Goiânia, Anápolis/);
  });

  test('the floating button opens WhatsApp with the greeting', async ({ page }) => {
    await page.goto('/');
    const href = await page.getByTestId('whatsapp-button').getAttribute('href');
    expect(new URL(href!).searchParams.get('text')).toBe('Olá! Vim pelo site e gostaria de falar com um especialista.');
  });
});

test.describe('when the database is down', () => {
  let server: ChildProcess;
  const port = 3192;
  test.beforeAll(async () => {
    server = spawn('node', ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        // A production server refuses to start without these.
        SITE_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: 'e2e-database-down-secret-0123456789abcdef',
        DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 60; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('second server did not start');
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('the visitor sees the failure toast, keeps the values and gets the WhatsApp link', async ({ page }) => {
    await unhurriedVisitor(page);
    await page.goto(`http://127.0.0.1:${port}/contato`);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nome Completo*').fill('Paula Sem Banco');
    await form.getByLabel('E-mail*').fill('paula@empresa.com.br');
    await form.getByLabel('Telefone/WhatsApp*').fill('(21) 97777-6666');
    await form.getByLabel('Mensagem').fill('Preciso de suporte');
    await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Erro', { timeout: 20_000 });
    await expect(toast).toContainText('Erro ao enviar. Tente novamente ou entre em contato via WhatsApp');
    await expect(form.getByLabel('Nome Completo*')).toHaveValue('Paula Sem Banco');
    await expect(form.getByLabel('Mensagem')).toHaveValue('Preciso de suporte');
    // Not received: no confirmation takes the form's place.
    await expect(page.getByTestId('lead-received')).toHaveCount(0);
    const fallback = form.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    const text = new URL((await fallback.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toContain('*Nome:* Paula Sem Banco');
    expect(text).toContain('*Mensagem:* Preciso de suporte');
  });
});
