import { expect, test } from './helpers/test';
import { freshContext } from './helpers/session';

// Without JavaScript the page reloads after the footer's sign-up: its answer must be where the visitor looks.
const LANGS = [
  {
    path: '/sobre',
    label: 'Seu e-mail',
    button: 'Inscrever',
    success: 'Newsletter cadastrada com sucesso!',
    confirm: /link de confirmação/,
  },
  { path: '/en/sobre', label: 'Your email', button: 'Subscribe', success: 'Newsletter sign-up received!', confirm: /confirmation link/ },
  {
    path: '/es/sobre',
    label: 'Su correo electrónico',
    button: 'Suscribirse',
    success: '¡Suscripción al boletín registrada!',
    confirm: /enlace de confirmación/,
  },
];

for (const lang of LANGS) {
  test(`without JavaScript the newsletter answer is in view and asks to confirm by e-mail (${lang.path})`, async ({ browser }) => {
    const context = await freshContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(lang.path);
    const footer = page.getByRole('contentinfo');
    const email = `sem.js.${Date.now()}.${Math.floor(Math.random() * 1e6)}@empresa.com.br`;
    await footer.getByLabel(lang.label).fill(email);
    await footer.getByRole('button', { name: lang.button }).click();
    const answer = footer.locator('form').getByRole('status');
    await expect(answer).toContainText(lang.success);
    await expect(answer).toContainText(lang.confirm);
    await expect(answer).toContainText(email);
    await expect(answer).toBeInViewport();
    await context.close();
  });
}
