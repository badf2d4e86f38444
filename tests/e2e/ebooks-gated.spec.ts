import { expect, test } from './helpers/test';
import { unhurriedVisitor } from './helpers/forms';
import { freshContext } from './helpers/session';

const SLUG = 'guia-completo-backup-empresarial';
const FILE = `pt-${SLUG}.pdf`;

test.describe('gated e-book PDFs', () => {
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
