import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from './helpers/test';
import { E2E_ADMIN, E2E_DATA } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext, signIn } from './helpers/session';

// The service worker is the subject here (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * Submissions made while the server is down. This file runs its own production server (own port,
 * own embedded database and mail folder), so stopping it leaves the other tests alone.
 */

const PORT = Number(process.env.E2E_OFFLINE_PORT || 3445);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA = `${E2E_DATA}-offline`;
const MAIL = join(DATA, 'mail');

const serverEnv = {
  ...process.env,
  PORT: String(PORT),
  HOSTNAME: '127.0.0.1',
  SITE_URL: ORIGIN,
  TRUSTED_PROXY: '1',
  PGLITE_DIR: join(DATA, 'pglite'),
  AUTH_SECRET: 'e2e-offline-queue-secret-0123456789abcdef',
  MAIL_DROP_DIR: MAIL,
  SEED_ADMIN_EMAIL: E2E_ADMIN.email,
  SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
  SEED_DEMO_PASSWORD: E2E_ADMIN.demoPassword,
  DATABASE_URL: '',
  NEXT_PUBLIC_SUPABASE_URL: '',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
};

let server: ChildProcess | null = null;

async function startServer() {
  server = spawn('node', ['scripts/serve.mjs'], { env: serverEnv, stdio: 'ignore' });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${ORIGIN}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the offline-test server did not start');
}

async function stopServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
  await expect
    .poll(() =>
      fetch(`${ORIGIN}/robots.txt`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
}

/** Staff notifications delivered for a contact lead from `name` (one per stored lead). */
function staffMails(name: string): number {
  if (!existsSync(MAIL)) return 0;
  return readdirSync(MAIL)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(MAIL, f), 'utf8')) as { subject: string })
    .filter((m) => m.subject.endsWith(`Orçamento: ${name}`)).length;
}

/** The admin page's count of stored leads. */
async function leadRows(admin: Page): Promise<number> {
  await admin.goto(`${ORIGIN}/admin`);
  return Number((await admin.locator('[data-table="leads"]').textContent())?.replace(/\D/g, ''));
}

/**
 * The page's lead submissions: `settled()` resolves once every one sent so far
 * has been answered, so the server has written whatever it was going to write.
 */
function leadRequests(page: Page) {
  const open = new Set<Request>();
  let sent = 0;
  let wake = () => {};
  // The form sends through its server action; its retries go to POST /api/leads.
  const isLead = (r: Request) => r.method() === 'POST' && ('next-action' in r.headers() || new URL(r.url()).pathname === '/api/leads');
  const done = (r: Request) => {
    open.delete(r);
    wake();
  };
  page.on('request', (r) => {
    if (!isLead(r)) return;
    sent++;
    open.add(r);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      await expect.poll(() => sent, 'a submission was sent').toBeGreaterThan(0);
      while (open.size > 0) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

/** Waits until the service worker is active and controls the page (it registers once the page is idle). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Requests the service worker keeps in its Background Sync queue (Serwist's IndexedDB). */
function workerQueued(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('serwist-background-sync');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const count = db.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
}

/** Fires the worker's Background Sync event for the leads queue, as the browser does when it retries. */
async function fireWorkerSync(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(ORIGIN) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: ORIGIN,
    registrationId,
    tag: 'serwist-background-sync:lead-queue-api-leads',
    lastChance: false,
  });
  await cdp.detach();
}

const letters = () => Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** A visitor (own IP) on /contato with the quote form filled, past the minimum fill time. */
async function filledForm(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await freshContext(browser, { serviceWorkers: 'allow' });
  // wa.me is answered locally: this machine has no internet.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const page = await context.newPage();
  await unhurriedVisitor(page);
  await page.goto(`${ORIGIN}/contato`);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Nome Completo*').fill(name);
  await form.getByLabel('E-mail*').fill(`${name.split(' ').at(-1)}@empresa.com.br`);
  await form.getByLabel('Telefone/WhatsApp*').fill('(11) 97777-5555');
  await form.getByLabel('Mensagem').fill('Pedido feito sem conexão');
  // The form's code, schemas and queue have loaded: no request for half a second.
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Submits with the server stopped: the visitor is told it will go automatically, and gets WhatsApp. */
async function submitWhileDown(page: Page, name: string) {
  await stopServer();
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Enviar Solicitação' }).click();
  const note = form.getByTestId('lead-queued');
  await expect(note).toContainText('será enviada automaticamente', { timeout: 30_000 });
  await expect(page.getByTestId('toast')).toContainText('Guardamos sua solicitação e ela será enviada automaticamente');
  const whatsapp = note.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.host).toBe('wa.me');
  expect(href.searchParams.get('text')).toContain(`*Nome:* ${name}`);
  // The submission is safe: the form clears as after a success, but it is queued, not received.
  await expect(form.getByLabel('Nome Completo*')).toHaveValue('');
  await expect(page.getByTestId('lead-received')).toHaveCount(0);
}

test.describe('lead submissions while the server is down', () => {
  test.describe.configure({ mode: 'serial' });
  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    rmSync(DATA, { recursive: true, force: true });
    const setup = spawnSync('node_modules/.bin/tsx', ['scripts/db.ts', 'setup'], { env: serverEnv, encoding: 'utf8' });
    if (setup.status !== 0) throw new Error(`database setup failed: ${setup.stderr}`);
    await startServer();
    const staff = await freshContext(browser);
    admin = await staff.newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password, `${ORIGIN}/auth?next=/admin`);
  });

  test.afterAll(async () => {
    await admin?.context().close();
    await stopServer();
  });

  test('a contact submission made while the server is stopped is stored exactly once after it restarts (page left open)', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `Olga Aberta ${letters()}`;
    const before = await leadRows(admin);
    const { context, page } = await filledForm(browser, name);
    await controlledByWorker(page);
    await submitWhileDown(page, name);
    // The page and the service worker both keep it.
    await expect.poll(() => workerQueued(page)).toBe(1);

    // Back up: the open page's retries deliver it.
    await startServer();
    await expect(page.getByTestId('toast')).toContainText('Sua solicitação foi enviada.', { timeout: 90_000 });
    await expect(page.getByTestId('contact-form').getByTestId('lead-queued')).toHaveCount(0);
    // Delivered now, into a form left untouched: the confirmation takes its place, WhatsApp included.
    const received = page.getByTestId('lead-received');
    await expect(received.getByRole('heading', { name: 'Mensagem enviada!' })).toBeVisible();
    await expect(received.getByRole('link', { name: 'Abrir o WhatsApp novamente' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    expect(await leadRows(admin)).toBe(before + 1);
    await expect.poll(() => staffMails(name)).toBe(1);
    // Then the worker's copy replays too: the server answers it as the same submission.
    await fireWorkerSync(page);
    await expect.poll(() => workerQueued(page)).toBe(0);
    expect(await leadRows(admin)).toBe(before + 1);
    expect(staffMails(name)).toBe(1);
    // Nothing is left to replay: a later visit stores nothing more.
    const later = await context.newPage();
    await later.goto(`${ORIGIN}/`);
    await later.waitForTimeout(3000);
    expect(await later.evaluate(() => localStorage.getItem('lead-queue-pending'))).toBeNull();
    expect(await leadRows(admin)).toBe(before + 1);
    expect(staffMails(name)).toBe(1);
    await context.close();
  });

  test('with the page gone and its queue lost, the service worker’s Background Sync delivers the submission once', async ({ browser }) => {
    test.setTimeout(180_000);
    const name = `Sara Sincronia ${letters()}`;
    const before = await leadRows(admin);
    const { context, page } = await filledForm(browser, name);
    await controlledByWorker(page);
    await submitWhileDown(page, name);
    await expect.poll(() => workerQueued(page)).toBe(1);
    // Only the worker's copy is left.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          localStorage.removeItem('lead-queue-pending');
          const open = indexedDB.open('lead-queue');
          open.onsuccess = () => {
            const tx = open.result.transaction('submissions', 'readwrite');
            tx.objectStore('submissions').clear();
            tx.oncomplete = () => resolve();
          };
        }),
    );
    await page.close();

    await startServer();
    const next = await context.newPage();
    await next.goto(`${ORIGIN}/`);
    await fireWorkerSync(next);
    await expect.poll(() => staffMails(name), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => workerQueued(next)).toBe(0);
    expect(await leadRows(admin)).toBe(before + 1);
    // The queue is empty: nothing is left for another sync to send.
    expect(await leadRows(admin)).toBe(before + 1);
    expect(staffMails(name)).toBe(1);
    await context.close();
  });

  test('a double click on send stores one lead', async ({ browser }) => {
    const name = `Duda Clique ${letters()}`;
    const before = await leadRows(admin);
    const { context, page } = await filledForm(browser, name);
    const sends = leadRequests(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Enviar Solicitação' }).dblclick();
    await expect(page.getByTestId('toast')).toContainText('Mensagem enviada! Retornaremos em até 30 minutos.');
    await expect(page.getByTestId('lead-received').getByRole('heading', { name: 'Mensagem enviada!' })).toHaveCount(1);
    await sends.settled();
    expect(await leadRows(admin)).toBe(before + 1);
    await expect.poll(() => staffMails(name)).toBe(1);
    await context.close();
  });

  test('two submissions of one filled form at once (a double click before the button disables) store one lead', async ({ browser }) => {
    const name = `Bia Dupla ${letters()}`;
    const before = await leadRows(admin);
    const { context, page } = await filledForm(browser, name);
    const sends = leadRequests(page);
    await page.getByTestId('contact-form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByTestId('toast')).toContainText('Mensagem enviada! Retornaremos em até 30 minutos.');
    await expect(page.getByTestId('lead-received').getByRole('heading', { name: 'Mensagem enviada!' })).toHaveCount(1);
    await sends.settled();
    expect(await leadRows(admin)).toBe(before + 1);
    await expect.poll(() => staffMails(name)).toBe(1);
    await context.close();
  });
});
