import { expect, test } from './helpers/test';
import { E2E_ADMIN } from './helpers/env';
import { holdScripts, unhurriedVisitor } from './helpers/forms';
import { freshContext, signedInPage } from './helpers/session';
import { PUBLIC_PAGES } from './helpers/pages';

test('a blocked WhatsApp pop-up leaves a working link in the success toast', async ({ browser }) => {
  const context = await freshContext(browser);
  // The browser refuses every new window, as a pop-up blocker would.
  await context.addInitScript(() => {
    window.open = () => null;
  });
  const page = await context.newPage();
  await unhurriedVisitor(page);
  await page.goto('/contato');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Nome Completo*').fill('Bruno Pop Bloqueado');
  await form.getByLabel('E-mail*').fill('bruno.popup@empresa.com.br');
  await form.getByLabel('Telefone/WhatsApp*').fill('(11) 97777-6666');
  await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Mensagem enviada! Retornaremos em até 30 minutos.');
  const link = toast.getByRole('link', { name: 'Abrir WhatsApp' });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.host).toBe('wa.me');
  expect(href.searchParams.get('text')).toContain('*Nome:* Bruno Pop Bloqueado');
  await expect(link).toHaveAttribute('target', '_blank');
  // The confirmation that replaced the form keeps the same link once the toast has gone.
  const again = page.getByTestId('lead-received').getByRole('link', { name: 'Abrir o WhatsApp novamente' });
  await expect(again).toHaveAttribute('href', (await link.getAttribute('href'))!);
  await expect(form).toHaveCount(0);
  await page.context().close();
});

test('every invalid field shows its message at once, and the toast names the first', async ({ page }) => {
  await page.goto('/contato');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
  await expect(page.getByTestId('toast')).toContainText('Nome deve ter pelo menos 2 caracteres');
  const name = form.getByLabel('Nome Completo*');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(form.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(form.getByText('Email inválido')).toBeVisible();
  await expect(form.getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
  // The message is tied to its field for screen readers.
  const describedBy = (await form.getByLabel('E-mail*').getAttribute('aria-describedby'))!;
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText('Email inválido');
  // Fixing a field clears its message as the visitor types.
  await name.fill('Carla Dias');
  await expect(form.getByText('Nome deve ter pelo menos 2 caracteres')).toHaveCount(0);
});

test('the home quote section shows the contact cards of /contato', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#contato');
  await expect(section.getByRole('heading', { name: 'Horário de atendimento' })).toBeVisible();
  await expect(section.locator('a[href^="https://wa.me/"]')).toBeVisible();
  await expect(section.locator('a[href^="mailto:"]')).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of PUBLIC_PAGES) {
    test(`no control is hidden under the floating buttons: the last control of ${path} can be used`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-chatbot-widget]')).toBeVisible();
      const controls = page.locator(
        'main a:visible, main button:visible, main input:visible, footer a:visible, footer button:visible, footer input:visible',
      );
      const last = controls.last();
      await last.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // A trial click runs every actionability check (visible, stable, not covered) without acting.
      await last.click({ trial: true, timeout: 5000 });
      // The newsletter button, the control the floating buttons used to cover, is usable too.
      await page.getByRole('button', { name: 'Inscrever' }).click({ trial: true, timeout: 5000 });
    });
  }

  test('the mobile menu fits the theme row and the language row inside the sheet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    const sheetBox = (await sheet.boundingBox())!;
    for (const name of ['Claro', 'Escuro', 'Sistema']) {
      const box = (await sheet.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(sheetBox.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(sheetBox.x + sheetBox.width);
    }
    expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test('signed in at desktop width, the header fits and the search button keeps its Ctrl K hint on one line', async ({ browser }) => {
  const page = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password, { viewport: { width: 1280, height: 800 } });
  await page.goto('/');
  await expect(page.locator('header').getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  const search = page
    .locator('header')
    .getByRole('button', { name: /Pesquisar/ })
    .first();
  const box = (await search.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(40);
  const kbd = (await search.locator('kbd').boundingBox())!;
  expect(kbd.height).toBeLessThanOrEqual(24);
  // The page never scrolls sideways: the header's row fits the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.context().close();
});

test('nothing typed while the quote form loads is lost', async ({ page }) => {
  // The page's scripts are held until the visitor is typing: the form hydrates under their fingers.
  const scripts = await holdScripts(page);
  await page.goto('/contato', { waitUntil: 'commit' });
  const form = page.getByTestId('contact-form');
  const email = form.getByLabel('E-mail*');
  const address = 'cliente.muito.paciente@empresa.com.br';
  await email.click();
  const typing = page.keyboard.type(address, { delay: 12 });
  // Before hydration the browser may not send the form itself (the fields would land in the address).
  // It waits without looking dimmed: no flash on every visit, nothing for a contrast check to catch.
  const send = form.getByRole('button', { name: /Enviar/ });
  await expect(send).toBeDisabled();
  await expect(send).toHaveCSS('opacity', '1');
  // The browser has asked for the page's code and is held; the first characters are already in the
  // server-rendered field.
  await scripts.held();
  await expect(email).toHaveValue(/^cliente\./);
  expect(scripts.count()).toBeGreaterThan(0);
  await expect(send).toBeDisabled();
  scripts.release();
  await typing;
  // Hydrated: the send button is React's now.
  await expect(send).toBeEnabled();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(address);
  // The hydrated form validates on submit, and keeps what was typed before it hydrated.
  await send.click();
  await expect(form.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(email).toHaveValue(address);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Email inválido')).toHaveCount(0);
});
