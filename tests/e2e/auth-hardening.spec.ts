import { expect, test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { linkIn, mailsTo, waitForMail } from './helpers/mail';
import { freshContext, uniqueEmail, enterAs } from './helpers/session';

test('a sign-up answers the same for a known and a new address; only the mailbox tells them apart', async ({ browser }) => {
  // Two sign-ups, an activation, the admin's outbox and two accessibility checks: a long journey.
  test.setTimeout(120_000);
  const answers: string[] = [];
  const addresses = ['parceiro@example.com.br', uniqueEmail('nova')];
  for (const email of addresses) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/auth?mode=signup');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Nome completo').fill('Pessoa Curiosa');
    await panel.getByLabel('E-mail').fill(email);
    await panel.getByLabel('Senha', { exact: true }).fill('Correct-Horse-Battery-9');
    await panel.getByRole('button', { name: 'Criar conta' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Verifique seu e-mail');
    const status = panel.getByRole('status');
    await expect(status).toContainText(`Enviamos uma mensagem para ${email}.`);
    answers.push(`${await toast.textContent()} | ${await status.textContent()}`.replaceAll(email, '<email>'));
    // Nobody is signed in by a sign-up.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    if (answers.length === 1) await expectNoAxeViolations(page, 'sign-up answer');
    await context.close();
  }
  expect(answers[1]).toBe(answers[0]);

  const [known, fresh] = addresses as [string, string];
  const notice = await waitForMail(known, /você já tem uma conta/);
  expect(notice.text).not.toMatch(/token=/);
  const activation = await waitForMail(fresh, /ative sua conta/);
  expect(mailsTo(known).some((m) => /ative sua conta/.test(m.subject))).toBe(false);

  // The activation link wants the password chosen at sign-up, then opens the account signed in.
  const page = await (await freshContext(browser)).newPage();
  await page.goto(linkIn(activation, /token=/));
  await expect(page.getByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
  await expectNoAxeViolations(page, 'account activation');
  await page.getByLabel('Senha', { exact: true }).fill('Someone-Elses-Pass-1');
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  await expect(page.getByText('Esta não é a senha escolhida ao criar a conta.').first()).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Correct-Horse-Battery-9');
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  await expect(page.getByTestId('toast')).toContainText('Conta criada com sucesso!');
  await expect(page).toHaveURL(/\/area-do-cliente$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Pessoa Curiosa!');
  await page.context().close();

  // The admin's outbox records both mails, never the link.
  const admin = await (await freshContext(browser)).newPage();
  await enterAs(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  await expect(admin).toHaveURL(/\/admin$/);
  const item = admin.getByTestId('outbox-item').filter({ hasText: fresh });
  await expect(item).toHaveCount(1);
  await expect(item.locator('pre')).not.toContainText('token=');
  await expect(item.getByTestId('outbox-redacted')).toBeVisible();
  await expect(admin.locator('main')).not.toContainText('signup%3A');
  await admin.context().close();
});
