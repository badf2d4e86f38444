import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

let counter = 0;
/** A browser context that looks like a distinct client IP, so per-IP limits don't couple tests. */
export async function freshContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  counter++;
  const ip = `10.${process.pid % 250}.${counter % 250}.${Math.floor(Math.random() * 250) + 1}`;
  return browser.newContext({
    locale: 'pt-BR',
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': ip, ...(options.extraHTTPHeaders ?? {}) },
  });
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

export async function signIn(page: Page, email: string, password: string, path = '/auth') {
  await page.goto(path);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('E-mail').fill(email);
  await panel.getByLabel('Senha', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('toast')).toContainText('Login realizado!');
}

/**
 * A page signed in through the auth API rather than the form: the sign-in form is covered by
 * auth.spec, and the seeded admin's per-e-mail sign-in limit is shared by the whole suite.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context = await freshContext(browser, options);
  const base = test.info().project.use.baseURL!;
  const response = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: base } });
  expect(response.status(), await response.text()).toBe(200);
  return context.newPage();
}
