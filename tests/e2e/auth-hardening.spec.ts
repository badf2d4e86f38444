import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { linkIn, mailsTo, waitForMail } from './helpers/mail';
import { freshContext, uniqueEmail, enterAs } from './helpers/session';

test.describe('the embedded auth over HTTP', () => {
  test('serves no sign-up, sign-in or session endpoint: a weak password gets neither an account nor a session', async ({ request }) => {
    const origin = test.info().project.use.baseURL!;
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { email: uniqueEmail('http'), password: 'password123', name: 'Weak' },
      headers: { origin },
    });
    expect(signUp.status()).toBe(404);
    expect(signUp.headers()['set-cookie']).toBeUndefined();
    const signInResponse = await request.post('/api/auth/sign-in/email', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { origin },
    });
    expect(signInResponse.status()).toBe(404);
    expect(signInResponse.headers()['set-cookie']).toBeUndefined();
    expect((await request.get('/api/auth/get-session')).status()).toBe(404);
  });

  test('refuses writes from another site with 403', async ({ request }) => {
    const body = { email: uniqueEmail('csrf'), password: 'Correct-Horse-Battery-9', name: 'X' };
    expect((await request.post('/api/auth/sign-up/email', { data: body, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
    expect((await request.post('/api/auth/sign-in/email', { data: body, headers: { 'sec-fetch-site': 'cross-site' } })).status()).toBe(403);
    // Endpoints better-auth checks only when cookies come along are refused too.
    const reset = { email: E2E_ADMIN.email, redirectTo: '/auth' };
    expect(
      (await request.post('/api/auth/request-password-reset', { data: reset, headers: { origin: 'https://evil.example' } })).status(),
    ).toBe(403);
    expect((await request.post('/api/auth/sign-out', { data: {}, headers: { 'sec-fetch-site': 'cross-site' } })).status()).toBe(403);
  });
});

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

test('a production server refuses to start without SITE_URL and AUTH_SECRET, naming them', async () => {
  test.setTimeout(90_000);
  const data = mkdtempSync(join(tmpdir(), 'e2e-refuse-'));
  try {
    const child = spawn('node', ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '3291',
        SITE_URL: '',
        AUTH_SECRET: '',
        BETTER_AUTH_SECRET: '',
        PGLITE_DIR: join(data, 'pglite'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(-1);
      }, 60_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, output).not.toBe(-1);
    expect(code, output).not.toBe(0);
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('SITE_URL is not set');
    expect(output).toContain('AUTH_SECRET is not set');
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
});
