import { expectNoAxeViolationsLightAndDark } from './helpers/axe';
import { E2E_ADMIN } from './helpers/env';
import { signedInPage } from './helpers/session';
import { expect, test } from './helpers/test';

/**
 * An admin keeps an old address working from the back office: a new rule answers 308 at once, a
 * rule that would loop or chain is refused with a sentence on its field, and a removed rule leaves
 * the address answering as any other.
 */
test('an admin adds a redirect, is told why a loop is refused, and removes it', async ({ browser }) => {
  const admin = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const from = `/campanha-e2e-${Date.now()}`;
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Redirecionamentos' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Redirecionamentos' })).toBeVisible();

  const form = admin.getByTestId('redirect-form');
  await form.getByLabel('Endereço antigo').fill(from);
  await form.getByLabel('Novo endereço').fill('/servicos');
  await form.getByRole('button', { name: 'Salvar redirecionamento' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Redirecionamento salvo' })).toBeVisible();
  await expect(admin.getByTestId('redirects-table')).toContainText(from);
  const answer = await admin.request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(new URL(answer.headers().location!, admin.url()).pathname).toBe('/servicos');

  // Back from the target to the old address: a loop, refused on the field that makes it.
  await form.getByLabel('Endereço antigo').fill('/servicos');
  await form.getByLabel('Novo endereço').fill(from);
  await form.getByRole('button', { name: 'Salvar redirecionamento' }).click();
  await expect(form.getByText('Isso criaria um ciclo: o novo endereço já leva de volta ao antigo.')).toBeVisible();
  await expect(form.getByLabel('Novo endereço')).toHaveAttribute('aria-invalid', 'true');
  // Not a path of this site: refused in the browser before anything is sent.
  await form.getByLabel('Endereço antigo').fill('https://outro.example/x');
  await form.getByRole('button', { name: 'Salvar redirecionamento' }).click();
  await expect(form.getByText(/Use só o caminho do endereço/)).toBeVisible();
  expect((await admin.request.get('/servicos', { maxRedirects: 0 })).status()).toBe(200);

  await expectNoAxeViolationsLightAndDark(admin, '/admin/redirecionamentos');

  await admin.getByRole('button', { name: `Remover o redirecionamento de ${from}` }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Redirecionamento removido' })).toBeVisible();
  await expect(admin.getByRole('main').getByText(from)).toHaveCount(0);
  expect((await admin.request.get(from, { maxRedirects: 0 })).status()).toBe(404);
  await admin.context().close();
});
