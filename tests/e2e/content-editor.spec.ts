import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitMarkdown } from '../../lib/content/editor/files';
import { postFrontmatterSchema } from '../../lib/content/schemas';
import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN, E2E_PORT } from './helpers/env';
import { createDatabase, setUpDatabase, startInstance, type Instance } from './helpers/instances';
import { startFakeOpenAi } from '../integration/fake-openai';
import { freshContext, signedInPage, signIn } from './helpers/session';
import { expect, test, type Page } from './helpers/test';

/**
 * Staff publish without a developer: an admin writes a Portuguese post with a table in the content
 * editor, the file appears in content/ and passes the build's rules, the status page shows the
 * English and Spanish versions missing, the English one is started from its link with the same
 * slug, and a title the build would refuse is refused in the editor with the field's message
 * without writing anything. The server writes this checkout's content/: the test's files are
 * removed at the end, and content/ is left as it was found.
 */

const CONTENT = join(process.cwd(), 'content');

// One after another: each test compares content/ before and after, so another's files must not appear in between.
test.describe.configure({ mode: 'default' });

function snapshot(dir = CONTENT, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) snapshot(full, out);
    else out.set(full.slice(CONTENT.length + 1), createHash('sha256').update(readFileSync(full)).digest('hex'));
  }
  return out;
}

const postFile = (locale: string, slug: string) => join(CONTENT, 'blog', locale, `${slug}.md`);

/** The status page's cell of one entry in one language. */
const statusCell = (page: Page, slug: string, locale: string) => page.getByTestId(`content-blog-${slug}-${locale}`);

/** Saves the open entry and waits for the editor's write to be answered. */
async function save(page: Page, button: 'Create' | 'Save') {
  const written = page.waitForResponse((r) => r.url().endsWith('/api/keystatic/update') && r.request().method() === 'POST');
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await written).status()).toBe(200);
}

test('an admin writes a post with a table in Portuguese, starts its English version from the status page, and a too-short title is refused', async ({
  browser,
}) => {
  test.setTimeout(process.env.E2E_DEBUG ? 60_000 : 180_000);
  const before = snapshot();
  const slug = `e2e-precos-${Date.now()}`;
  try {
    const admin = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.goto('/admin/conteudo');
    await expect(admin.getByRole('heading', { level: 1, name: 'Conteúdo' })).toBeVisible();
    await admin.getByRole('link', { name: 'Abrir o editor de conteúdo' }).click();
    await admin.getByRole('navigation').getByRole('link', { name: 'Blog (pt)' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Blog (pt)' })).toBeVisible();
    await admin.getByRole('main').getByRole('button', { name: 'Add', exact: true }).click();
    await expect(admin).toHaveURL(/\/keystatic\/collection\/blog_pt\/create$/);

    // The body first: a sentence, then a table from the toolbar, filled cell by cell.
    const body = admin.locator('[contenteditable="true"]').first();
    await body.click();
    await expect(body).toBeFocused();
    await admin.keyboard.type('Tabela de planos:');
    await admin.getByRole('button', { name: 'Table' }).click();
    const cells = body.locator('th, td');
    await expect(cells).toHaveCount(9);
    const texts = ['Plano', 'Preço', 'Prazo', 'Básico', 'R$ 10', '1 dia', 'Pro', 'R$ 20', '2 dias'];
    for (const [i, text] of texts.entries()) {
      await cells.nth(i).click();
      await admin.keyboard.type(text);
    }
    await admin.keyboard.press('Escape');

    await admin.getByLabel('Título').fill('Planos e preços de suporte');
    await admin.getByLabel('Slug (nome do arquivo)').fill(slug);
    await admin
      .getByLabel('Descrição')
      .fill('Quanto custa o suporte de TI gerenciado em cada plano, com prazos de atendimento e o que cada um inclui.');
    await admin.getByLabel('Publicado em').fill('2026-11-20');
    await admin.getByLabel('Atualizado em').fill('2026-11-21');
    for (const tag of ['suporte', 'preços']) {
      await admin.getByRole('button', { name: 'Add', exact: true }).first().click();
      const dialog = admin.getByRole('dialog', { name: 'Add item' });
      await dialog.getByLabel('Tag').fill(tag);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
    }
    await save(admin, 'Create');
    await expect(admin).toHaveURL(new RegExp(`/keystatic/collection/blog_pt/item/${slug}$`));

    // The file is where the build reads posts from, and the build's rules accept it.
    const file = readFileSync(postFile('pt', slug), 'utf8');
    const { data, body: markdown } = splitMarkdown(file)!;
    const frontmatter = postFrontmatterSchema.parse(data);
    expect(frontmatter).toMatchObject({ title: 'Planos e preços de suporte', tags: ['suporte', 'preços'], date: '2026-11-20' });
    expect(markdown).toMatch(/^\|\s*Plano\s*\|\s*Preço\s*\|\s*Prazo\s*\|$/m);
    expect(markdown).toMatch(/^\|\s*Básico\s*\|\s*R\$ 10\s*\|\s*1 dia\s*\|$/m);

    // Live within seconds, no restart: the post and the blog list show it, and the page's policy lets every script run.
    const visitor = await admin.context().newPage();
    const violations: string[] = [];
    visitor.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await expect
      .poll(async () => (await visitor.request.get(`/blog/${slug}`, { headers: { 'accept-language': 'pt-BR' } })).status(), {
        timeout: 10_000,
      })
      .toBe(200);
    await visitor.goto(`/blog/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Planos e preços de suporte' })).toBeVisible();
    // The list's first request after the save may still get the page it replaces (it regenerates behind it).
    await expect.poll(async () => (await visitor.request.get('/blog')).text(), { timeout: 10_000 }).toContain('Planos e preços de suporte');
    await visitor.goto('/blog');
    await expect(visitor.getByText('Planos e preços de suporte').first()).toBeVisible();
    expect(violations).toEqual([]);
    await visitor.close();

    await admin.goto('/admin/conteudo?tipo=blog');
    await expect(statusCell(admin, slug, 'pt')).toContainText('Em dia');
    await expect(statusCell(admin, slug, 'pt')).toContainText('Publicado');
    await expect(statusCell(admin, slug, 'en')).toContainText('Falta');
    await expect(statusCell(admin, slug, 'es')).toContainText('Falta');

    // The preview shows the saved post with the site's article markup before any build publishes it.
    await statusCell(admin, slug, 'pt')
      .getByRole('link', { name: /Prévia/ })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Planos e preços de suporte' })).toBeVisible();
    await expect(admin.locator('.prose-article table')).toContainText('Básico');
    await admin.goBack();

    // The English version, started from the status page: same slug, opened in the editor.
    await statusCell(admin, slug, 'en')
      .getByRole('button', { name: /Criar tradução/ })
      .click();
    await expect(admin).toHaveURL(new RegExp(`/keystatic/collection/blog_en/item/${slug}$`));
    expect(existsSync(postFile('en', slug))).toBe(true);
    await expect(admin.getByLabel('Slug (nome do arquivo)')).toHaveValue(slug);

    // Five characters: the build would refuse it, so the editor does, with the field's message.
    const copied = readFileSync(postFile('en', slug), 'utf8');
    const title = admin.getByLabel('Título');
    await title.fill('Curto');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByText('Título must be at least 10 characters long')).toBeVisible();
    expect(readFileSync(postFile('en', slug), 'utf8')).toBe(copied);

    await title.fill('Support plans and prices');
    await save(admin, 'Save');
    expect(splitMarkdown(readFileSync(postFile('en', slug), 'utf8'))!.data).toMatchObject({ title: 'Support plans and prices' });

    await admin.goto('/admin/conteudo?tipo=blog');
    await expect(statusCell(admin, slug, 'en')).toContainText('Em dia');
    await expect(statusCell(admin, slug, 'es')).toContainText('Falta');

    // Who did it is on record.
    await admin.goto(`/admin/auditoria?entity=content&entityId=${encodeURIComponent(`blog/en/${slug}`)}`);
    // Each action reads as a sentence; its code stays on the cell.
    await expect(admin.getByTestId('audit')).toContainText('Conteúdo atualizado');
    await expect(admin.getByTestId('audit')).toContainText('Conteúdo criado');
    await expect(admin.getByTestId('audit').locator('[data-action="content.create"]')).not.toHaveCount(0);
    await admin.context().close();
  } finally {
    for (const locale of ['pt', 'en', 'es']) rmSync(postFile(locale, slug), { force: true });
  }
  expect(snapshot()).toEqual(before);
});

test('/admin/conteudo fits a phone and has no WCAG 2.2 AA violations, light and dark', async ({ browser }) => {
  const admin = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const path of ['/admin/conteudo', '/en/admin/conteudo?estado=incomplete']) {
    const response = await admin.goto(path);
    expect(response?.status(), path).toBe(200);
    await admin.setViewportSize({ width: 390, height: 844 });
    const sideways = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${path} at 390 px`).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolationsLightAndDark(admin, path);
  }
  await admin.context().close();
});

test('an admin brings back an earlier version from the history: live within seconds, and on record', async ({ browser }) => {
  test.setTimeout(90_000);
  const slug = `e2e-historico-${Date.now()}`;
  const path = `content/blog/pt/${slug}.md`;
  const text = (title: string) =>
    [
      '---',
      `title: ${title}`,
      'description: Um texto de teste com o tamanho que o esquema de conteúdo do site exige para a descrição.',
      'date: 2026-11-10',
      'updated: 2026-11-10',
      'tags:',
      '  - teste',
      'category: backup',
      'cover: backup',
      'author: Equipe Técnica',
      '---',
      '',
      `Corpo de ${title}.`,
      '',
    ].join('\n');
  const admin = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const save = async (title: string) => {
    const res = await admin.request.post('/api/keystatic/update', {
      headers: { 'content-type': 'application/json', 'no-cors': '1', origin: new URL(admin.url()).origin, 'sec-fetch-site': 'same-origin' },
      data: { additions: [{ path, contents: Buffer.from(text(title)).toString('base64url') }], deletions: [] },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  try {
    await save('Primeira versão do histórico');
    await save('Segunda versão do histórico');
    const visitor = await admin.context().newPage();
    await expect
      .poll(async () => (await visitor.request.get(`/blog/${slug}`)).text(), { timeout: 10_000 })
      .toContain('Segunda versão do histórico');

    await admin.goto('/admin/conteudo?tipo=blog');
    await statusCell(admin, slug, 'pt')
      .getByRole('link', { name: /Histórico/ })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
    const versions = admin.getByTestId('content-version');
    await expect(versions).toHaveCount(2);
    // The newest kept version is the first title; its changes show what the current one replaced.
    await expect(versions.first().locator('del').filter({ hasText: 'title: Primeira versão do histórico' })).toBeVisible();
    await expect(versions.first().locator('ins').filter({ hasText: 'title: Segunda versão do histórico' })).toBeVisible();
    await versions
      .first()
      .getByRole('button', { name: /Restaurar esta versão, substituída em/ })
      .click();
    await expect(admin.getByTestId('toast').filter({ hasText: 'Versão restaurada' })).toBeVisible();

    await expect
      .poll(async () => (await visitor.request.get(`/blog/${slug}`)).text(), { timeout: 10_000 })
      .toContain('Primeira versão do histórico');
    expect(readFileSync(join(CONTENT, 'blog', 'pt', `${slug}.md`), 'utf8')).toContain('title: Primeira versão do histórico');
    // The restore is kept too: the version it replaced heads the list.
    await expect(versions).toHaveCount(3);
    await expectNoAxeViolationsLightAndDark(admin, 'history');

    await admin.goto(`/admin/auditoria?entity=content&entityId=${encodeURIComponent(`blog/pt/${slug}`)}`);
    await expect(admin.getByTestId('audit')).toContainText('Versão anterior do conteúdo restaurada');
    await visitor.close();
  } finally {
    rmSync(postFile('pt', slug), { force: true });
    await admin.context().close();
  }
});

test('an admin has the model draft an English post: in review and off the site until the admin publishes it, then live', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A server of its own with a model: a local server speaking the chat-completions protocol, which marks each text.
  if (!process.env.TEST_DATABASE_URL) throw new Error('This test runs a second server on Postgres: set TEST_DATABASE_URL.');
  const fake = await startFakeOpenAi();
  // The model answers once the test has seen the progress page.
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
  fake.behave({
    kind: 'compute',
    reply: async (body) => {
      await held;
      const { texts } = JSON.parse(body.messages!.find((m) => m.role === 'user')!.content) as { texts: string[] };
      return JSON.stringify({ texts: texts.map((t) => `EN ${t}`) });
    },
  });
  const database = await createDatabase(process.env.TEST_DATABASE_URL, 'translation');
  const port = E2E_PORT + 211;
  let instance: Instance | undefined;
  const slug = `e2e-traducao-${Date.now()}`;
  const before = snapshot();
  try {
    await setUpDatabase(database.url, port);
    instance = await startInstance(database.url, port, 120_000, { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-translator' });
    writeFileSync(
      postFile('pt', slug),
      [
        '---',
        'title: Como revisar uma tradução automática',
        'description: Um texto de teste com o tamanho que o esquema de conteúdo do site exige para a descrição.',
        'date: 2026-11-12',
        'updated: 2026-11-12',
        'tags:',
        '  - revisão',
        'category: support',
        'cover: support',
        'author: Equipe Técnica',
        '---',
        '',
        '## Antes de publicar',
        '',
        'Leia o texto inteiro e confira [os preços](/servicos) de R$ 417,30.',
        '',
      ].join('\n'),
    );
    const context = await freshContext(browser, { baseURL: instance.url });
    const admin = await context.newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.goto('/admin/conteudo?tipo=blog');
    hold();
    await statusCell(admin, slug, 'en')
      .getByRole('button', { name: /Traduzir com IA/ })
      .click();
    // A page of its own follows the parts, and opens the draft in the editor when the model is done.
    await expect(admin).toHaveURL(/\/admin\/conteudo\/traducao\/[0-9a-f-]{36}$/);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Tradução automática em andamento');
    await expect(admin.getByTestId('translation-progress')).toHaveText('0 de 1 parte traduzida');
    release();
    await expect(admin).toHaveURL(new RegExp(`/keystatic/collection/blog_en/item/${slug}$`), { timeout: 30_000 });
    const draft = splitMarkdown(readFileSync(postFile('en', slug), 'utf8'))!;
    expect(draft.data).toMatchObject({ title: 'EN Como revisar uma tradução automática', draft: true, machineTranslation: true });
    expect(draft.body).toContain('## EN Antes de publicar');
    expect(draft.body).toContain('[os preços](/servicos) de R$ 417,30');

    // In review, and not on the site.
    await admin.goto('/admin/conteudo?tipo=blog&estado=review');
    await expect(statusCell(admin, slug, 'en').locator('[data-review="machine"]')).toHaveText('Tradução automática — revisar');
    await expect(statusCell(admin, slug, 'en').locator('[data-publication="draft"]')).toBeVisible();
    // The preview points to the Portuguese original.
    await admin.goto(`/admin/conteudo/previa/blog/en/${slug}`);
    await expect(admin.locator('[data-review="machine"]').getByRole('link', { name: 'Ver o original em português' })).toHaveAttribute(
      'href',
      `/admin/conteudo/previa/blog/pt/${slug}`,
    );
    expect((await admin.request.get(`/en/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(404);

    // Reviewed and published in the editor: both boxes cleared, saved, live within seconds.
    await admin.goto(`/keystatic/collection/blog_en/item/${slug}`);
    await admin.getByLabel('Tradução automática — revisar').uncheck();
    await admin.getByLabel('Rascunho').uncheck();
    await save(admin, 'Save');
    await expect
      .poll(async () => (await admin.request.get(`/en/blog/${slug}`, { maxRedirects: 0 })).status(), { timeout: 10_000 })
      .toBe(200);
    await admin.goto(`/en/blog/${slug}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'EN Como revisar uma tradução automática' })).toBeVisible();

    // The Portuguese text moves on: the English one is outdated, and a new draft replaces it until reviewed.
    writeFileSync(postFile('pt', slug), readFileSync(postFile('pt', slug), 'utf8').replace('updated: 2026-11-12', 'updated: 2026-11-20'));
    // Visiting /en/… set the English preference: the back office is checked in Portuguese.
    await context.clearCookies({ name: 'NEXT_LOCALE' });
    await admin.goto('/admin/conteudo?tipo=blog&estado=outdated');
    const outdated = statusCell(admin, slug, 'en');
    await expect(outdated.locator('[data-state="outdated"]')).toHaveText('Desatualizada');
    await expect(outdated).toContainText('A versão atual sai do ar até a revisão do rascunho');
    await outdated.getByRole('button', { name: /Traduzir com IA/ }).click();
    await expect(admin).toHaveURL(new RegExp(`/keystatic/collection/blog_en/item/${slug}$`), { timeout: 30_000 });
    expect(splitMarkdown(readFileSync(postFile('en', slug), 'utf8'))!.data).toMatchObject({
      updated: '2026-11-20',
      draft: true,
      machineTranslation: true,
    });
    await expect
      .poll(async () => (await admin.request.get(`/en/blog/${slug}`, { maxRedirects: 0 })).status(), { timeout: 10_000 })
      .toBe(404);
    await context.close();
  } finally {
    for (const locale of ['pt', 'en', 'es']) rmSync(postFile(locale, slug), { force: true });
    await instance?.stop();
    await database.drop();
    await fake.close();
  }
  expect(snapshot()).toEqual(before);
});
