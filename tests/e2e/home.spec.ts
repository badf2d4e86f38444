import { expect, test } from './helpers/test';
import { E2E_ADMIN } from './helpers/env';
import { freshContext, enterAs } from './helpers/session';

const nbsp = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

for (const lang of [
  {
    prefix: '',
    boost: 'Impulsionar Meu Negócio',
    explore: 'Explorar Soluções',
    benefits: 'Benefícios',
    features: 'Recursos',
    cta: 'Solicitar Consultoria Gratuita',
    certCta: 'Fale com um Especialista',
    compliance: 'Conformidade',
    validity: 'Validade:',
  },
  {
    prefix: '/en',
    boost: 'Boost My Business',
    explore: 'Explore Solutions',
    benefits: 'Benefits',
    features: 'Features',
    cta: 'Request a Free Consultation',
    certCta: 'Talk to a Specialist',
    compliance: 'Compliance',
    validity: 'Valid until:',
  },
]) {
  test(`hero and certification dialogs open with their lists and lead to /contato (${lang.prefix || 'pt'})`, async ({ page }) => {
    await page.goto(lang.prefix || '/');
    const openers = [
      page.getByRole('button', { name: lang.boost }),
      page.getByRole('button', { name: lang.explore }),
      page.getByTestId('tile-security'),
      page.getByTestId('tile-iot'),
      page.getByTestId('tile-cloud'),
      page.getByTestId('tile-msp'),
    ];
    for (const opener of openers) {
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: lang.benefits })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: lang.features })).toBeVisible();
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
    for (const key of ['microsoft', 'aws', 'lgpd']) {
      await page.getByTestId(`cert-${key}`).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: lang.compliance })).toBeVisible();
      await expect(dialog.getByText(lang.validity)).toBeVisible();
      await expect(dialog.getByRole('link', { name: lang.certCta })).toHaveAttribute('href', `${lang.prefix}/contato`);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('tile-cloud').click();
    await page.getByRole('dialog').getByRole('link', { name: lang.cta }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/contato$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('dialog content is not in the page: it is fetched, cached for good, when a dialog is about to open', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { 'accept-language': 'pt-BR' } })).text();
  const sources = new Set(html.match(/\/pt\/home-dialogs\.json\?v=[0-9a-f]{10}/g));
  expect(sources.size).toBe(1);
  const res = await request.get([...sources].join(''));
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  const dialogs = await res.json();
  expect(Object.keys(dialogs.hero)).toEqual(expect.arrayContaining(['security', 'iot', 'cloud', 'msp']));
  expect(Object.keys(dialogs.certifications)).toEqual(['microsoft', 'aws', 'lgpd']);
  for (const item of [...dialogs.hero.security.sections[1].items, ...dialogs.certifications.aws.sections[1].items]) {
    expect(html).not.toContain(item);
  }

  // Offline at the moment of the click: the visitor is told, and the next try opens it.
  await page.goto('/');
  await page.route('**/home-dialogs.json*', (route) => route.abort());
  await page.getByTestId('cert-aws').click();
  await expect(page.getByText('Não foi possível carregar os detalhes')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute('**/home-dialogs.json*');
  await page.getByTestId('cert-aws').click();
  await expect(page.getByRole('dialog').getByText(dialogs.certifications.aws.sections[1].items[0], { exact: true })).toBeVisible();
});

test('the ROI calculator shows the spec results for the defaults, and 0s for bad input', async ({ page }) => {
  await page.goto('/');
  const roi = page.locator('#roi');
  const value = async (key: string) => nbsp(await roi.locator(`[data-roi="${key}"]`).textContent());
  expect(await value('mspCost')).toBe('R$ 990');
  expect(await value('newITCost')).toBe('R$ 3.000');
  expect(await value('monthlySavings')).toBe('R$ 3.600');
  expect(await value('yearlySavings')).toBe('R$ 43.200');
  expect(await value('roi')).toBe('364%');
  const inputs = [
    roi.getByLabel('Número de Funcionários/Dispositivos'),
    roi.getByLabel('Gasto Atual com TI (R$/mês)'),
    roi.getByLabel('Horas de Parada por Mês (média)'),
  ];
  const defaults = await Promise.all(inputs.map((input) => input.inputValue()));
  for (const input of inputs) await input.fill('');
  for (const key of ['mspCost', 'newITCost', 'monthlySavings', 'yearlySavings']) expect(await value(key)).toBe('R$ 0');
  expect(await value('roi')).toBe('0%');
  // Typed back, the defaults show what the server showed (the browser now formats them).
  for (const [i, input] of inputs.entries()) await input.fill(defaults[i]!);
  await expect(roi.locator('[data-roi="yearlySavings"]')).toHaveText(/^R\$\s43\.200$/);
  expect(await value('mspCost')).toBe('R$ 990');
  expect(await value('roi')).toBe('364%');
});

test('FAQ keeps one answer open, by mouse and keyboard, and the open one can be closed; FAQPage JSON-LD is present', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('#faq');
  const questions = faq.locator('summary');
  const open = faq.locator('details[open]');
  await expect(questions).toHaveCount(10);
  await expect(open).toHaveCount(1);
  await questions.nth(3).click();
  await expect(faq.locator('details').nth(3)).toHaveAttribute('open', '');
  await expect(open).toHaveCount(1);
  await expect(open.getByText('99.9% Uptime garantido')).toBeVisible();
  await expect(open.getByText('15 min Resposta crítica')).toBeVisible();
  await expect(open.getByText('+300 Clientes ativos')).toBeVisible();
  // Hidden answers are out of reach: only the open one's text shows.
  await expect(faq.getByText('99.9% Uptime garantido')).toHaveCount(10);
  await expect(faq.getByText('99.9% Uptime garantido').filter({ visible: true })).toHaveCount(1);
  await questions.nth(5).focus();
  await page.keyboard.press('Enter');
  await expect(faq.locator('details').nth(5)).toHaveAttribute('open', '');
  await expect(open).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(open).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('')).toContain('"FAQPage"');
});

test('the FAQ works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/');
  const faq = page.locator('#faq');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await faq.locator('summary').nth(7).click();
  await expect(faq.locator('details').nth(7)).toHaveAttribute('open', '');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await context.close();
});

test('each testimonial shows its rating as stars, named for screen readers', async ({ page }) => {
  await page.goto('/');
  const ratings = page.locator('#depoimentos').getByRole('img', { name: 'Avaliação: 5 de 5 estrelas' });
  await expect(ratings).toHaveCount(6);
  // Stars are 16 px with 2 px between them: the filled part covers as many as the rating.
  const filled = (rating?: number) =>
    ratings.first().evaluate((el: HTMLElement, r) => {
      if (r !== undefined) el.style.setProperty('--rating', String(r));
      return { stars: getComputedStyle(el, '::before').width, filled: getComputedStyle(el, '::after').width };
    }, rating);
  expect(await filled()).toEqual({ stars: '88px', filled: '88px' });
  expect(await filled(3)).toEqual({ stars: '88px', filled: '52px' });
  expect(await filled(0)).toEqual({ stars: '88px', filled: '0px' });
});

test('a tap made while the page is still hydrating is not lost', async ({ page }) => {
  // A slow phone: below-the-fold blocks hydrate after the rest, and a tap on one must still count.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')), null, {
    polling: 10,
  });
  const faq = page.locator('#faq');
  await faq.locator('summary').nth(4).click();
  await expect(faq.locator('details').nth(4)).toHaveAttribute('open', '');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('live stats stay inside their ranges and change every 30 s while the ticker rotates every 5 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.locator('#ao-vivo').scrollIntoViewIfNeeded();
  const stat = async (key: string) => Number((await page.locator(`[data-stat="${key}"]`).textContent())!.replace('/5', ''));
  const values = async () => {
    const [activeClients, activeClientsNow, problemsSolvedToday, clientSatisfaction] = await Promise.all(
      ['activeClients', 'activeClientsNow', 'problemsSolvedToday', 'clientSatisfaction'].map(stat),
    );
    expect(activeClients).toBeGreaterThanOrEqual(485);
    expect(activeClients).toBeLessThanOrEqual(535);
    expect(activeClientsNow).toBeGreaterThanOrEqual(320);
    expect(activeClientsNow).toBeLessThanOrEqual(380);
    expect(problemsSolvedToday).toBeGreaterThanOrEqual(18);
    expect(problemsSolvedToday).toBeLessThanOrEqual(35);
    expect(clientSatisfaction).toBeGreaterThanOrEqual(4.8);
    expect(clientSatisfaction).toBeLessThanOrEqual(5);
    return [activeClients, activeClientsNow, problemsSolvedToday, clientSatisfaction];
  };
  const ticker = page.getByTestId('ticker');
  // Five seconds: the page renders the ticker's next message before the clock moves on.
  const step = async () => {
    const message = await ticker.textContent();
    await page.clock.runFor(5_000);
    await expect(ticker).not.toHaveText(message!);
  };
  await step();
  let before = await values();
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 6; i++) await step();
    const after = await values();
    expect(after).not.toEqual(before);
    before = after;
  }
});

test('the partner list loads when the visitor stops near it, so pages opened or scrolled to an #anchor land on it', async ({ page }) => {
  const partnerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/partners') partnerRequests.push(request.url());
  });
  const topOf = (selector: string) => page.locator(selector).evaluate((section) => Math.round(section.getBoundingClientRect().top));
  // Every scroll position the page shows while it opens, frame by frame.
  await page.addInitScript(() => {
    const seen = new Set<number>();
    (window as unknown as { scrollPositions: Set<number> }).scrollPositions = seen;
    const frame = () => {
      seen.add(Math.round(window.scrollY));
      if (seen.size < 50) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/#roi');
  // Hydrated (React has claimed the calculator's inputs) and settled, without a click that would scroll.
  const input = page.locator('#roi input').first();
  await expect.poll(() => input.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await topOf('#roi')).toBeGreaterThanOrEqual(0);
  expect(await topOf('#roi')).toBeLessThanOrEqual(100);
  // It jumped there at once: no glide from the top through the blocks above.
  const landedAt = await page.evaluate(() => Math.round(window.scrollY));
  const positions = await page.evaluate(() => [...(window as unknown as { scrollPositions: Set<number> }).scrollPositions]);
  expect(positions.filter((y) => y !== 0 && y !== landedAt)).toEqual([]);
  // Back at the top, an in-page link glides down to the FAQ past the partner list: it does not load under the glide.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => (window.location.hash = '#faq'));
  await expect.poll(() => topOf('#faq')).toBeLessThanOrEqual(100);
  await expect.poll(() => topOf('#faq')).toBeGreaterThanOrEqual(0);
  expect(partnerRequests).toEqual([]);
  await page.locator('#parceiros').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('partner-cards').getByRole('button').first()).toBeVisible();
  expect(partnerRequests).toHaveLength(1);
});

test('the offer countdown shows a 48 h window and survives a reload', async ({ page }) => {
  await page.goto('/');
  const countdown = page.getByTestId('countdown');
  await countdown.scrollIntoViewIfNeeded();
  await expect(countdown.locator('[data-unit="hours"]')).toHaveText(/^(47|48)$/);
  const stored = Number(await page.evaluate(() => localStorage.getItem('offerEndTime')));
  expect(stored - Date.now()).toBeGreaterThan(47.9 * 3600 * 1000);
  expect(stored - Date.now()).toBeLessThanOrEqual(48 * 3600 * 1000);
  await page.reload();
  await countdown.scrollIntoViewIfNeeded();
  await expect(countdown.locator('[data-unit="hours"]')).toHaveText(/^(47|48)$/);
  expect(Number(await page.evaluate(() => localStorage.getItem('offerEndTime')))).toBe(stored);
  await expect(page.getByRole('link', { name: 'APROVEITAR AGORA' })).toHaveAttribute('href', '/contato');
  // An expired window is renewed.
  await page.evaluate(() => localStorage.setItem('offerEndTime', String(Date.now() - 1000)));
  await page.reload();
  await countdown.scrollIntoViewIfNeeded();
  await expect(countdown.locator('[data-unit="hours"]')).toHaveText(/^(47|48)$/);
});

test('a partner card click records a profile view and fires partnerSelected', async ({ browser }) => {
  const staff = await freshContext(browser);
  const admin = await staff.newPage();
  await enterAs(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  // This partner's own total on the back office's list (no other test opens its card).
  const views = async () => {
    await admin.goto('/admin/parceiros?q=Cerrado+Digital');
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: 'Cerrado Digital', exact: true }) });
    const figures = (await row.locator('span[title]').first().textContent()) ?? '';
    return Number(figures.split('/')[1]!.replace(/\D/g, ''));
  };
  const before = await views();

  const visitor = await freshContext(browser);
  const page = await visitor.newPage();
  await page.goto('/');
  await page.locator('#parceiros').scrollIntoViewIfNeeded();
  const cards = page.getByTestId('partner-cards');
  // Ten seeded active partners (other tests may add more while this one runs).
  await expect(cards.getByRole('button').nth(9)).toBeVisible();
  await expect(cards.locator('[data-partner="Litoral Paulista TI"]')).toHaveCount(0);
  await expect(cards.locator('[data-partner="Paraná Smart IT"]')).toContainText('Curitiba');
  await expect(cards.locator('[data-partner="Rede Nacional MSP"]')).toContainText('Brasil');
  await expect(cards.locator('[data-partner="TechSul Soluções"]')).not.toContainText('Pelotas');
  await page.evaluate(() => {
    (window as unknown as { __partner?: unknown }).__partner = null;
    window.addEventListener(
      'partnerSelected',
      (e) => ((window as unknown as { __partner?: unknown }).__partner = (e as CustomEvent).detail),
    );
  });
  const log = page.waitForEvent('console', (m) => m.text().includes('Cerrado Digital'));
  await cards.locator('[data-partner="Cerrado Digital"]').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __partner?: unknown }).__partner))
    .toEqual({
      partnerName: 'Cerrado Digital',
      region: 'GO',
      cities: ['Goiânia', 'Anápolis', 'Aparecida de Goiânia'],
    });
  await log;
  await expect(page.getByRole('dialog', { name: 'Chat WhatsApp' }).getByLabel('Mensagem')).toHaveValue(/Cerrado Digital/);
  await expect.poll(views).toBe(before + 1);
  await staff.close();
  await visitor.close();
});

test('links on the page are prefetched, but not the page being shown', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/');
  await expect.poll(() => prefetched.filter((path) => path !== '/').length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(prefetched).not.toContain('/');
  // The logo still takes a visitor home from another page.
  await page.goto('/sobre');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Orbis TI/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#roi')).toBeAttached();
});
