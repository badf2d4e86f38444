import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './helpers/test';
import { E2E_DATA } from './helpers/env';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext } from './helpers/session';
import { deriveKey } from '@/lib/auth/secret';
import { signEbookPath } from '@/lib/ebooks/links';

const SLUG = 'guia-completo-backup-empresarial';
const FILE = `pt-${SLUG}.pdf`;
const PLAIN = `/files/ebooks/${FILE}`;

/** The server's e-book key: from the AUTH_SECRET the test server gets, else the one it generated. */
function serverKey() {
  const server = test.info().config.webServer;
  const secret = server?.env?.AUTH_SECRET?.trim() || readFileSync(join(E2E_DATA, 'auth-secret'), 'utf8').trim();
  return deriveKey('ebook-download', secret);
}

/** Prerendered HTML files of the build under test. */
function builtHtml(dir = join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtHtml(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

test.describe('gated e-book PDFs', () => {
  test('no page, sitemap or search index holds a working file URL', async ({ request }) => {
    const html = builtHtml();
    expect(html.filter((f) => /\/ebooks\//.test(f)).length).toBeGreaterThanOrEqual(9);
    expect(html.filter((f) => readFileSync(f, 'utf8').includes('/files/ebooks/'))).toEqual([]);
    for (const path of [
      `/ebooks/${SLUG}`,
      `/en/ebooks/${SLUG}`,
      '/ebooks',
      '/sitemap.xml',
      '/files/search/pt.json',
      '/files/search/en.json',
    ]) {
      const body = await (await request.get(path)).text();
      expect(body, path).not.toMatch(/\/files\/ebooks\/|\.pdf\b/);
    }
  });

  test('an unsigned, tampered or expired link answers 403 with a localized page', async ({ request }) => {
    const unsigned = await request.get(PLAIN);
    expect(unsigned.status()).toBe(403);
    expect(unsigned.headers()['content-type']).toContain('text/html');
    expect(await unsigned.text()).toContain('Este link de download não é válido');

    const fresh = signEbookPath(FILE, { key: serverKey() });
    const sig = new URL(fresh, 'http://x').searchParams.get('sig')!;
    const tampered = [
      fresh.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
      fresh.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`),
      fresh.replace(FILE, `pt-guia-migracao-para-nuvem.pdf`),
      `${PLAIN}?expires=9999999999&sig=${'A'.repeat(43)}`,
    ];
    for (const path of tampered) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(403);
      expect(response.headers()['content-type'], path).not.toContain('pdf');
    }

    const expired = signEbookPath(FILE, { key: serverKey(), now: Date.now() - 2 * 3600_000 });
    const old = await request.get(expired);
    expect(old.status()).toBe(403);
    expect(await old.text()).toContain('Este link de download expirou');

    const english = await request.get('/files/ebooks/en-guia-completo-backup-empresarial.pdf');
    expect(english.status()).toBe(403);
    const text = await english.text();
    expect(text).toContain('lang="en-US"');
    expect(text).toContain('href="/en/ebooks/guia-completo-backup-empresarial"');

    expect((await request.get('/files/ebooks/pt-nao-existe.pdf')).status()).toBe(404);

    // The same link, correctly signed and fresh, is served.
    const ok = await request.get(fresh);
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toBe('application/pdf');
  });

  test('the modal hands out a fresh signed link once the lead is stored: 200 application/pdf, not cached', async ({ browser }) => {
    const visitor = await freshContext(browser);
    await visitor.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const page = await visitor.newPage();
    await unhurriedVisitor(page);
    await page.goto(`/ebooks/${SLUG}`);
    await page.getByRole('button', { name: 'Baixar e-book grátis' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome*').fill('Leitora Cuidadosa');
    await dialog.getByLabel('E-mail*').fill('leitora@empresa.com.br');
    await dialog.getByLabel('Telefone/WhatsApp*').fill('(11) 96666-1234');
    await dialog.getByRole('button', { name: 'Baixar agora' }).click();
    await expect(page.getByTestId('toast')).toContainText('E-book sendo enviado!');
    // The dialog says what the toast says.
    await expect(dialog.getByRole('heading', { name: 'E-book sendo enviado!' })).toBeFocused();
    await expect(dialog).toContainText('Nossa equipe entrará em contato.');
    await expect(dialog).not.toContainText('pronto');

    const link = dialog.getByRole('link', { name: 'Baixar PDF' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/files/ebooks/${FILE.replace(/\./g, '\\.')}\\?expires=\\d+&sig=[\\w-]{43}$`));
    const expires = Number(new URL(href, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toContain('no-store');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Closed and opened again, the dialog still holds the confirmation and its link.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Baixar e-book grátis' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'E-book sendo enviado!' })).toBeFocused();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', href);
    await visitor.close();
  });
});
