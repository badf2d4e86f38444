import { expect, test, type Browser, type Page } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { freshContext, signIn } from './helpers/session';
import { CONSENT_STORAGE_KEY } from '../../lib/analytics/consent';
import { DISMISSED_KEY, SHOW_DELAY_MS } from '../../lib/pwa/install-prompt';

// The service worker is the subject here (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const DAY = 24 * 60 * 60 * 1000;

/** Waits until the service worker is active and controls the page (it registers once the page is idle). */
async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The paths of everything the page's origin holds in Cache Storage. */
async function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** A stand-in for Chromium's install offer: prompt() counts, the choice is 'accepted'. */
async function offerInstall(page: Page) {
  const received = await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const w = window as unknown as { prompted: number };
    w.prompted = 0;
    Object.assign(offer, {
      prompt: async () => {
        w.prompted++;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    // False once a listener has taken the offer (the site keeps it and cancels the browser's own bar).
    return !window.dispatchEvent(offer);
  });
  expect(received, 'the site took the install offer').toBe(true);
  return Date.now();
}

const sheetOf = (page: Page) => page.getByRole('region', { name: 'Instalar App' });

/** A new visitor who already answered the cookie banner, so only the install sheet's own rules apply. */
async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await freshContext(browser, options);
  await context.addInitScript((key) => localStorage.setItem(key, 'rejected'), CONSENT_STORAGE_KEY);
  return { context, page: await context.newPage() };
}

test.describe('installable app', () => {
  test('Chromium finds the site installable: manifest and worker pass its checks', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await controlledBy(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are off the record, which alone keeps Chromium from offering the install.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  test('the floating panels load their messages with their code, in the page language, and still open offline', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await freshContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const html = await (await page.request.get('/en/sobre')).text();
    // The page carries the buttons' labels, not the panels' text.
    expect(html).toContain('Open WhatsApp chat');
    expect(html).toContain('Open the virtual assistant');
    expect(html).not.toContain('Search services, articles, solutions...');
    expect(html).not.toContain('Quick messages');

    // The English panel messages arrive as a script chunk of their own once the page is idle.
    const panelChunk = page.waitForResponse(
      async (r) => /\/_next\/static\/chunks\/.+\.js$/.test(r.url()) && r.ok() && (await r.text()).includes('Quick messages'),
    );
    await page.goto('/en/sobre');
    await controlledBy(page);
    const chunkPath = new URL((await panelChunk).url()).pathname;
    // Once through the worker (the search overlay's code loads when it is first opened).
    await page.reload();
    await controlledBy(page);
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search...' });
    const searchbox = page.getByRole('dialog').getByRole('searchbox');
    await searchButton.click();
    await expect(searchbox).toHaveAttribute('placeholder', 'Search services, articles, solutions...');
    await page.keyboard.press('Escape');
    await expect.poll(() => cachedPaths(page)).toContain(chunkPath);

    // Offline, the stored page opens both panels in English.
    await context.setOffline(true);
    await page.reload();
    await searchButton.click();
    await expect(searchbox).toHaveAttribute('placeholder', 'Search services, articles, solutions...');
    await page.keyboard.press('Escape');
    await expect(searchbox).toBeHidden();
    await page.locator('[data-chatbot-widget]').getByRole('button', { name: 'Open WhatsApp chat' }).click();
    await expect(page.getByRole('dialog', { name: 'WhatsApp Chat' })).toContainText('Quick messages');
    await context.close();
  });

  test('a panel that cannot load keeps the page as it is, says so, and opens on the next press once it can', async ({ browser }) => {
    // No worker: requests it made for the page would bypass the blocked route.
    const context = await freshContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const blocked: string[] = [];
    let offline = true;
    // The Portuguese panel messages' chunk fails to load while "offline"; every other script passes.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      if (offline && (await response.text()).includes('Mensagens rápidas')) {
        blocked.push(route.request().url());
        return route.abort('internetdisconnected');
      }
      return route.fulfill({ response });
    });
    await page.goto('/sobre');
    const heading = page.getByRole('heading', { level: 1 });
    const title = (await heading.textContent())!;
    const chatButton = page.locator('[data-chatbot-widget]').getByRole('button', { name: 'Abrir chat do WhatsApp' });
    await chatButton.click();
    await expect(page.getByText('Não foi possível abrir agora. Verifique sua conexão e recarregue a página.')).toBeVisible();
    expect(blocked.length).toBeGreaterThan(0);
    await expect(heading).toHaveText(title);
    await expect(page.getByText('Ops! Algo deu errado')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Chat WhatsApp' })).toHaveCount(0);
    await expect(chatButton).toHaveAttribute('aria-expanded', 'false');

    offline = false;
    await chatButton.click();
    await expect(page.getByRole('dialog', { name: 'Chat WhatsApp' })).toContainText('Mensagens rápidas');
    await context.close();
  });

  test('offline: a visited page still opens, an unvisited one shows the offline page; accounts are never stored', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await controlledBy(page);

    // Signed in, the sign-in page, the back office and the account pages go through the worker.
    // (Portuguese first: visiting an English or Spanish page makes that language the preference.)
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const visit = async (path: string) => {
      const res = await page.goto(path);
      expect(res?.status(), path).toBeLessThan(400);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    };
    for (const path of ['/admin', '/admin/revendas', '/area-do-cliente', '/sobre']) await visit(path);
    const aboutTitle = await page.locator('h1').first().textContent();
    for (const path of ['/en/certificacoes', '/en/admin', '/es/area-do-cliente']) await visit(path);

    const stored = await cachedPaths(page);
    expect(stored).toEqual(expect.arrayContaining(['/sobre', '/en/certificacoes', '/offline', '/en/offline', '/es/offline']));
    expect(stored.filter((p) => /^(\/(en|es|pt))?\/(admin|auth|area-do-cliente|painel-parceiro|api|files)(\/|$)/.test(p))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/sobre');
    await expect(page.locator('h1').first()).toHaveText(aboutTitle!);
    await page.goto('/en/certificacoes');
    await expect(page.locator('h1').first()).not.toHaveText("You're offline");

    await page.goto('/contato');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você está offline');
    await expect(page).toHaveURL(/\/contato$/);
    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    await page.goto('/es/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estás sin conexión');

    // Retry loads the same address again: still offline, then the real page once the network is back.
    await page.goto('/contato');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você está offline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Você está offline');

    const after = await cachedPaths(page);
    expect(after.filter((p) => /\/(admin|auth|area-do-cliente|painel-parceiro)(\/|$)/.test(p))).toEqual([]);
    await context.close();
  });
});

test.describe('install sheet', () => {
  test('appears 3 s after the offer; "Instalar Agora" prompts and records the install', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.clock.install();
    await page.goto('/');
    await controlledBy(page);

    await offerInstall(page);
    const sheet = sheetOf(page);
    // On the page's own clock (it also runs on by itself meanwhile): not after 2 s, shown by 3 s.
    await page.clock.runFor(2000);
    await expect(sheet).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Instalar App' })).toBeVisible();

    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/pwa-installations') && r.request().method() === 'POST');
    await sheet.getByRole('button', { name: 'Instalar Agora' }).click();
    const response = await recorded;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ platform: expect.any(String) });
    await expect(sheet).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await context.close();
  });

  test('"Depois" hides it and is remembered; after 8 days it comes back', async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await visitor(browser);
    await page.goto('/');
    await controlledBy(page);

    await offerInstall(page);
    const sheet = sheetOf(page);
    await expect(sheet).toBeVisible({ timeout: 6000 });
    await sheet.getByRole('button', { name: 'Depois' }).click();
    await expect(sheet).toHaveCount(0);
    const stored = Number(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY));
    expect(Math.abs(Date.now() - stored)).toBeLessThan(60_000);

    await page.evaluate(([key, at]) => localStorage.setItem(key, at), [DISMISSED_KEY, String(Date.now() - 8 * DAY)] as const);
    await page.reload();
    await controlledBy(page);
    await offerInstall(page);
    await expect(sheet).toBeVisible({ timeout: 6000 });
    await context.close();
  });

  test('stays away within 7 days of "Depois", as the installed app, and while a cookie banner shows', async ({ browser }) => {
    test.setTimeout(90_000);
    const dismissed = await visitor(browser);
    await dismissed.context.addInitScript(([key, at]) => localStorage.setItem(key, at), [
      DISMISSED_KEY,
      String(Date.now() - 6 * DAY),
    ] as const);
    const installed = await visitor(browser);
    await installed.page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)' ? ({ ...original(query), matches: true } as MediaQueryList) : original(query);
    });
    const banner = await visitor(browser);
    const all = [dismissed, installed, banner];
    for (const { page } of all) {
      // The page's own clock: the sheet's delay is run through at once instead of waited for.
      await page.clock.install();
      await page.goto('/');
      await controlledBy(page);
    }
    await banner.page.evaluate(() => {
      const fake = document.createElement('div');
      fake.setAttribute('data-cookie-banner', '');
      fake.id = 'fake-banner';
      fake.textContent = 'Cookies';
      document.body.append(fake);
    });
    for (const { page } of all) {
      await offerInstall(page);
      // Whatever the offer loads (the sheet's code, when it is to be shown) is in before the clock runs.
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(SHOW_DELAY_MS + 2000);
      await expect(sheetOf(page)).toHaveCount(0);
    }
    // Once the banner is gone, the waiting sheet shows at its next check.
    await banner.page.evaluate(() => document.getElementById('fake-banner')?.remove());
    await banner.page.clock.runFor(1000);
    await expect(sheetOf(banner.page)).toBeVisible();
    for (const { context } of all) await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`accessible and collapsible on a phone (${colorScheme})`, async ({ browser }) => {
      const { context, page } = await visitor(browser, { colorScheme, viewport: { width: 390, height: 844 } });
      await page.goto('/');
      await page.waitForFunction((s) => document.documentElement.classList.contains('dark') === (s === 'dark'), colorScheme);
      await controlledBy(page);
      await offerInstall(page);
      const sheet = sheetOf(page);
      await expect(sheet).toBeVisible({ timeout: 6000 });
      await expectNoAxeViolations(page, `install sheet (${colorScheme})`);

      const toggle = sheet.getByRole('button', { name: 'Ocultar detalhes da instalação' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      const expand = sheet.getByRole('button', { name: 'Mostrar detalhes da instalação' });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expect(sheet.getByRole('button', { name: 'Instalar Agora' })).toBeHidden();
      await expectNoAxeViolations(page, `install sheet collapsed (${colorScheme})`);
      await expand.click();
      await expect(sheet.getByRole('button', { name: 'Instalar Agora' })).toBeVisible();
      await context.close();
    });
  }
});
