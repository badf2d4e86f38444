import { expect, test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { linkIn, waitForMail } from './helpers/mail';
import { freshContext, signIn, signUpThroughMail, uniqueEmail } from './helpers/session';

test.describe('accounts', () => {
  test('sign up → activation link → logged in → Client Area shows the name → logout', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    // The header asks the server who is signed in only while the browser holds a session.
    let sessionRequests = 0;
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/session' && sessionRequests++));
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const email = uniqueEmail('signup');
    await signUpThroughMail(page, { fullName: 'Maria Aparecida Souza', email, password: 'Correct-Horse-Battery-9' });

    const toast = page.getByTestId('toast');
    await expect(page).toHaveURL(/\/area-do-cliente$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria Aparecida Souza!');
    await expect(page.getByText(`Você está conectado como ${email}.`)).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Área do Cliente' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    // Signed in, a fresh page load asks (the hint the server set is readable, the session is not).
    const beforeReload = sessionRequests;
    await page.goto('/sobre');
    await expect(header.getByRole('link', { name: 'Área do Cliente' })).toBeVisible();
    expect(sessionRequests).toBeGreaterThan(beforeReload);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'signed-in')?.httpOnly).toBe(false);

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(toast).toContainText('Logout realizado');
    await expect(toast).toContainText('Até logo!');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    const afterLogout = sessionRequests;
    await page.goto('/area-do-cliente');
    await expect(page).toHaveURL(/\/auth\?next=%2Farea-do-cliente$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(sessionRequests).toBe(afterLogout);
    await context.close();
  });

  test('a wrong password shows "Erro de login" / "Email ou senha incorretos"', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await panel.getByLabel('Senha', { exact: true }).fill('not-the-password');
    await panel.getByRole('button', { name: 'Entrar' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Erro de login' });
    await expect(toast).toContainText('Email ou senha incorretos');
    await expect(page).toHaveURL(/\/auth$/);
    await context.close();
  });

  test('a common password is refused at sign-up', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/auth?mode=signup');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Nome completo').fill('José Silva');
    await panel.getByLabel('E-mail').fill(uniqueEmail('weak'));
    await panel.getByLabel('Senha', { exact: true }).fill('password123');
    await panel.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByTestId('toast')).toContainText('Erro no registro');
    await expect(page.getByTestId('toast')).toContainText('Esta senha é muito comum');
    await context.close();
  });

  test('invalid input is caught before sending, with the field message', async ({ page }) => {
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-mail').fill('not-an-email');
    await panel.getByLabel('Senha', { exact: true }).fill('x');
    await panel.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('toast')).toContainText('Erro de validação');
    await expect(panel.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('Email inválido')).toBeVisible();
  });

  test('sign-in backs off per e-mail and IP; the account still signs in from elsewhere', async ({ browser }) => {
    const email = 'cliente@example.com.br';
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    const toast = page.getByTestId('toast');
    // Five wrong guesses go through; then each further one from this address must wait 2 s, 4 s, …
    const answers: string[] = [];
    for (let i = 0; i < 10 && !answers.at(-1)?.includes('Muitas tentativas'); i++) {
      await panel.getByLabel('E-mail').fill(email);
      await panel.getByLabel('Senha', { exact: true }).fill(`wrong-password-${i}`);
      await panel.getByRole('button', { name: 'Entrar' }).click();
      await expect(toast).toContainText(/Email ou senha incorretos|Muitas tentativas/);
      await expect(panel.getByRole('button', { name: 'Entrar' })).toBeEnabled();
      answers.push((await toast.textContent()) ?? '');
      // Closed, so the next answer is a toast of its own.
      await toast.getByRole('button', { name: 'Fechar' }).click();
      await expect(toast).toHaveCount(0);
    }
    expect(
      answers.slice(0, 5).every((a) => a.includes('Email ou senha incorretos')),
      answers.join(' | '),
    ).toBe(true);
    // Then the guesses come faster than the growing wait (2 s, 4 s, 8 s …): one of them is refused.
    expect(answers.length, answers.join(' | ')).toBeGreaterThanOrEqual(6);
    expect(answers.at(-1)).toContain('Muitas tentativas');
    await context.close();

    // Guesses from one address never lock the owner out elsewhere.
    const owner = await (await freshContext(browser)).newPage();
    await signIn(owner, email, E2E_ADMIN.demoPassword);
    await owner.context().close();
  });

  test('password reset end to end through the mailed link, which the outbox never shows', async ({ browser }) => {
    const user = await freshContext(browser);
    const page = await user.newPage();
    const email = uniqueEmail('reset');
    await signUpThroughMail(page, { fullName: 'Rita Reset', email, password: 'First-Password-2026' });
    await expect(page).toHaveURL(/\/area-do-cliente$/);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Esqueci a senha' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-mail').fill(email);
    await panel.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    await expect(page.getByTestId('toast')).toContainText('Email enviado!');
    await expect(page.getByTestId('toast')).toContainText('Verifique sua caixa de entrada para redefinir sua senha.');

    // The link reaches the mailbox only; the admin's outbox shows the mail without it.
    const link = linkIn(await waitForMail(email, /redefinição de senha/), /reset-password/);
    const adminContext = await freshContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/auth?next=/admin');
    await expect(admin).toHaveURL(/\/admin$/);
    const mail = admin.getByTestId('outbox-item').filter({ hasText: email }).filter({ hasText: 'redefinição de senha' });
    await expect(mail).toHaveCount(1);
    await expect(mail.locator('pre')).not.toContainText('reset-password');
    await expect(mail.getByTestId('outbox-redacted')).toBeVisible();
    await adminContext.close();

    await page.goto(link);
    // The reset page, its token already gone from the address bar.
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Second-Password-2026');
    await page.getByLabel('Confirme a nova senha').fill('Second-Password-2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByTestId('toast')).toContainText('Senha atualizada!');

    await signIn(page, email, 'Second-Password-2026');
    await expect(page).toHaveURL(/\/area-do-cliente$/);

    // The used link cannot be replayed.
    await page.goto(link);
    await expect(page).toHaveURL(/error=INVALID_TOKEN/);
    await user.close();
  });
});

test.describe('route guards', () => {
  test('anonymous visitors are sent to /auth with a safe return path', async ({ page }) => {
    for (const path of ['/admin', '/area-do-cliente', '/painel-parceiro', '/en/admin']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      const location = new URL(response.headers()['location']!, 'http://x');
      expect(location.pathname).toBe(path.startsWith('/en') ? '/en/auth' : '/auth');
      expect(location.searchParams.get('next')).toBe(path.replace(/^\/en/, ''));
    }
  });

  test('a foreign return path is ignored after login', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page, `cliente@example.com.br`, E2E_ADMIN.demoPassword, '/auth?next=//evil.example/steal');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/area-do-cliente$/);
    await context.close();
  });

  test('a client on /admin is sent to /; the partner panel needs the partner role', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page, 'cliente@example.com.br', E2E_ADMIN.demoPassword);
    await page.goto('/admin');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/painel-parceiro');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await context.close();
  });

  test('the seeded partner sees their panel', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page, 'parceiro@example.com.br', E2E_ADMIN.demoPassword, '/auth?next=/painel-parceiro');
    await expect(page).toHaveURL(/\/painel-parceiro$/);
    await expect(page.getByText('Parceiro: TechSul Soluções')).toBeVisible();
    await context.close();
  });

  test('the seeded admin reaches /admin, sees the Admin button and the table counts', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/auth?next=/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painel administrativo');
    await expect(page.getByRole('banner').getByText('Painel administrativo', { exact: true })).toBeVisible();
    // Eleven seeded partners (other tests may add more while this one runs).
    expect(Number(await page.locator('[data-table="partners"]').textContent())).toBeGreaterThanOrEqual(11);
    await expectNoAxeViolations(page, '/admin');
    await context.close();
  });

  test('session cookies are HttpOnly and SameSite=Lax', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page, 'cliente@example.com.br', E2E_ADMIN.demoPassword);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.includes('session_token'));
    expect(session).toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    await context.close();
  });
});

test('/auth has no accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expectNoAxeViolations(page);
});
