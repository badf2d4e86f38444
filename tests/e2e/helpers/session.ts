import { randomInt } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

let counter = 0;
// Each worker draws its own block of 1,024 addresses out of 10.0.0.0/8.
const block = randomInt(0, 1 << 14);
/** A client address no other call of this run gets, so per-IP limits never couple two tests. */
export function clientIp(): string {
  counter++;
  const n = block * 1024 + (counter % 1024);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A browser context that looks like a distinct client IP, so per-IP limits don't couple tests. */
export async function freshContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const ip = clientIp();
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

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Promise<Cookies>>();

/**
 * Signs `page`'s browser in as `email` with a session this worker made once through the sign-in
 * form (its own context and client IP), then opens `path`. For tests where being signed in is the
 * starting point; the sign-in form itself is tested in auth.spec.ts. Never for a test that signs
 * out or changes the password: the session is shared.
 */
export async function enterAs(page: Page, email: string, password: string, path = '/') {
  const key = `${email}\n${password}`;
  if (!sessions.has(key)) {
    const made = (async () => {
      const context = await freshContext(page.context().browser()!);
      try {
        await signIn(await context.newPage(), email, password);
        return (await context.cookies()).filter((c) => /session/i.test(c.name));
      } finally {
        await context.close();
      }
    })();
    sessions.set(key, made);
    made.catch(() => sessions.delete(key));
  }
  await page.context().addCookies(await sessions.get(key)!);
  await page.goto(path);
}

/** A page of a new browser (its own client IP) signed in as `email` (see enterAs). */
export async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context = await freshContext(browser, options);
  const page = await context.newPage();
  await enterAs(page, email, password);
  return page;
}

/**
 * Creates an account the way a visitor does: the sign-up form answers "check your e-mail", the
 * mailbox gets the activation link, and the password typed again there opens the account, signed in.
 */
export async function signUpThroughMail(page: Page, account: { fullName: string; email: string; password: string }) {
  await page.goto('/auth?mode=signup');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Nome completo').fill(account.fullName);
  await panel.getByLabel('E-mail').fill(account.email);
  await panel.getByLabel('Senha', { exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('toast')).toContainText('Verifique seu e-mail');
  const link = linkIn(await waitForMail(account.email, /ative sua conta/), /token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Conta criada com sucesso!');
  await expect(toast).toContainText('Você foi automaticamente conectado.');
}
