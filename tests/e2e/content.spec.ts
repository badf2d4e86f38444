import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './helpers/test';
import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext, enterAs } from './helpers/session';

const docs = (kind: string) =>
  ['pt', 'en', 'es'].flatMap((locale) =>
    readdirSync(`content/${kind}/${locale}`)
      .filter((f) => f.endsWith('.md'))
      .map((f) => ({
        locale,
        slug: f.replace(/\.md$/, ''),
        path: `${locale === 'pt' ? '' : `/${locale}`}/${kind === 'blog' ? 'blog' : 'ebooks'}/${f.replace(/\.md$/, '')}`,
      })),
  );

test.describe('search overlay', () => {
  test('Ctrl+K opens it; "backup" shows badged results after the debounce; "zzzz" shows the no-result message; Esc closes', async ({
    page,
  }) => {
    // The page's own clock: the debounce is run through rather than waited for.
    await page.clock.install();
    await page.goto('/sobre');
    // The shortcut listens from hydration on (a press before it is the browser's own).
    await expect(page.getByRole('button', { name: /Pesquisar\.\.\./ })).toHaveAttribute('data-hydrated');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Pesquisar no site' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox', { name: 'Termo de pesquisa' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Pesquisar serviços, artigos, soluções...');
    const status = dialog.getByTestId('search-status');
    await expect(status).toHaveText('Digite para pesquisar ou use ⌘K');

    // Two letters never search, even once the 500 ms debounce has passed.
    await input.fill('ba');
    await page.clock.runFor(700);
    await expect(status).toHaveText('Digite para pesquisar ou use ⌘K');

    await input.fill('backup');
    await expect(status).toHaveText('Pesquisando...');
    await expect(dialog.getByTestId('search-result').first()).toBeVisible();
    const badges = await dialog.getByTestId('search-result').locator('span.rounded-full').allTextContents();
    expect(badges).toEqual(expect.arrayContaining(['Serviço', 'Blog', 'E-book']));

    await dialog.getByLabel('Categoria').selectOption('blog');
    await expect
      .poll(async () => new Set(await dialog.getByTestId('search-result').locator('span.rounded-full').allTextContents()))
      .toEqual(new Set(['Blog']));

    await input.fill('zzzz');
    await expect(status).toHaveText('Nenhum resultado encontrado para "zzzz"');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Ctrl+K opens the search as soon as the header is interactive, on a slow phone', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/sobre', { waitUntil: 'commit' });
    // The header hydrates with the page; at 6× on a busy 2-core machine that takes well over 10 s.
    const button = page.getByRole('button', { name: /Pesquisar\.\.\./ });
    await expect(button).toHaveAttribute('data-hydrated', 'true', { timeout: 45_000 });
    // One press, at once: the shortcut listens from the moment the header is React's. The press
    // then loads the overlay's code and strings, 2–6 s at 6× on a busy machine.
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Pesquisar no site' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('searchbox', { name: 'Termo de pesquisa' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(dialog).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the Pesquisar... button opens it and a result navigates to its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Pesquisar\.\.\./ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('contadores');
    await dialog.getByTestId('search-result').first().click();
    await expect(page).toHaveURL(/\/servicos\/contadores-de-pessoas$/);
  });

  test('/busca?q=backup lists the backup service and post, in every language', async ({ page }) => {
    await page.goto('/busca?q=backup');
    await expect(page.getByRole('main').getByRole('link', { name: 'Backup Profissional' })).toHaveAttribute('href', '/servicos/backup');
    await expect(page.locator('a[href="/blog/backup-3-2-1-empresarial"]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/en/busca?q=backup');
    await expect(page.locator('a[href="/en/blog/backup-3-2-1-empresarial"]')).toBeVisible();
    await page.goto('/es/busca?q=zzzz');
    await expect(page.getByRole('status')).toHaveText('No se encontraron resultados para "zzzz"');
  });
});

test('every blog post and e-book answers 200 in its language with BlogPosting / breadcrumb JSON-LD', async ({ playwright, baseURL }) => {
  for (const doc of [...docs('blog'), ...docs('ebooks')]) {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'pt-BR' } });
    const res = await request.get(doc.path);
    expect(res.status(), doc.path).toBe(200);
    const html = await res.text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
      const data = JSON.parse(m[1]!);
      return Array.isArray(data) ? data : [data];
    });
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.at(-1).item, doc.path).toMatch(new RegExp(`${doc.path}$`));
    if (doc.path.includes('/blog/')) {
      const posting = ld.find((d) => d['@type'] === 'BlogPosting');
      expect(posting, doc.path).toBeTruthy();
      expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.dateModified >= posting.datePublished).toBe(true);
      expect(html).toMatch(/<meta property="og:type" content="article"\/?>/);
      expect(html).toContain('article:published_time');
    }
    await request.dispose();
  }
});

test('the blog filters by category; a post missing in a language is a 404 there', async ({ page }) => {
  await page.goto('/blog');
  const items = page.locator('[data-filter] > li');
  await expect(items).toHaveCount(6);
  await page.getByRole('button', { name: 'Backup', exact: true }).click();
  await expect(page.locator('[data-filter] > li:visible')).toHaveCount(1);
  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(page.locator('[data-filter] > li:visible')).toHaveCount(6);
  expect((await page.goto('/en/blog/nao-existe'))?.status()).toBe(404);
});

test('the e-book modal rejects a one-letter name, then stores an ebook lead and delivers the PDF', async ({ browser }) => {
  const staff = await freshContext(browser);
  const admin = await staff.newPage();
  await enterAs(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  const email = `leitor.${Date.now()}@empresa.com.br`;

  const visitor = await freshContext(browser);
  await visitor.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const page = await visitor.newPage();
  await unhurriedVisitor(page);
  await page.goto('/ebooks/guia-completo-backup-empresarial');
  await page.getByRole('button', { name: 'Baixar e-book grátis' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome*').fill('A');
  await dialog.getByLabel('E-mail*').fill(email);
  await dialog.getByLabel('Telefone/WhatsApp*').fill('(11) 97777-1234');
  await dialog.getByRole('button', { name: 'Baixar agora' }).click();
  await expect(page.getByTestId('toast')).toContainText('Erro de validação');
  await expect(page.getByTestId('toast')).toContainText('Nome deve ter pelo menos 2 caracteres');
  await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();

  await dialog.getByLabel('Nome*').fill('Leitor Atento');
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Baixar agora' }).click();
  await expect(page.getByTestId('toast')).toContainText('E-book sendo enviado! Nossa equipe entrará em contato.');
  const wa = await popup;
  await wa.waitForURL(/wa\.me/);
  const waText = new URL(wa.url()).searchParams.get('text');
  expect(waText).toContain('Leitor Atento');
  // The dialog, in place of the form, says what the toast says, and offers WhatsApp again.
  const received = dialog.getByTestId('lead-received');
  await expect(dialog.getByRole('heading', { name: 'E-book sendo enviado!' })).toBeFocused();
  await expect(dialog).toContainText('Nossa equipe entrará em contato.');
  await expect(dialog.getByLabel('Nome*')).toHaveCount(0);
  const again = received.getByRole('link', { name: 'Abrir o WhatsApp novamente' });
  expect(new URL((await again.getAttribute('href'))!).searchParams.get('text')).toBe(waText);
  const link = dialog.getByRole('link', { name: 'Baixar PDF' });
  const href = (await link.getAttribute('href'))!;
  // A signed, short-lived link: the plain file URL is refused.
  expect(href).toMatch(/^\/files\/ebooks\/pt-guia-completo-backup-empresarial\.pdf\?expires=\d+&sig=/);
  expect((await page.request.get(href.split('?')[0]!)).status()).toBe(403);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolationsLightAndDark(page, 'e-book dialog (received)');

  // Sending another brings back the empty form, focus in its first field.
  await received.getByRole('button', { name: 'Enviar outra solicitação' }).click();
  await expect(received).toHaveCount(0);
  await expect(dialog.getByLabel('Nome*')).toBeFocused();
  for (const label of ['Nome*', 'E-mail*', 'Telefone/WhatsApp*', 'Empresa']) await expect(dialog.getByLabel(label)).toHaveValue('');
  await expect(dialog.getByRole('heading', { name: 'Receba o e-book' })).toBeVisible();

  // Stored once: the admin's search by this reader's e-mail finds one lead.
  await admin.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('row').filter({ hasText: 'Leitor Atento' })).toHaveCount(1);
  await admin.goto('/admin');
  await expect(admin.getByTestId('outbox-item').filter({ hasText: 'E-book: Leitor Atento' }).filter({ hasText: email })).toHaveCount(1);
  await staff.close();
  await visitor.close();
});

test('blog, a post, e-books and an e-book page have no accessibility violations, light and dark', async ({ page }) => {
  for (const path of [
    '/blog',
    '/blog/backup-3-2-1-empresarial',
    '/ebooks',
    '/ebooks/checklist-seguranca-ti-pmes',
    '/en/blog/automacao-iot-industrias',
  ]) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expectNoAxeViolationsLightAndDark(page, path);
  }
});

test('the sitemap lists every post and e-book in each language with lastmod from the frontmatter', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const doc of [...docs('blog'), ...docs('ebooks')]) {
    const file = readFileSync(`content/${doc.path.includes('/blog/') ? 'blog' : 'ebooks'}/${doc.locale}/${doc.slug}.md`, 'utf8');
    const updated = /^updated:\s*"?(\d{4}-\d{2}-\d{2})/m.exec(file)![1];
    // Within the same <url> entry: never running on into the next one.
    const entry = new RegExp(`<loc>[^<]*${doc.path.replace(/\//g, '\\/')}</loc>(?:(?!</url>)[\\s\\S])*<lastmod>${updated}`);
    expect(xml, doc.path).toMatch(entry);
  }
});
