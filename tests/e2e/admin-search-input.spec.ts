import { expect, test } from './helpers/test';
import { E2E_ADMIN } from './helpers/env';
import { enterAs } from './helpers/session';

// Any text in a list's search box (a NUL, half of a UTF-16 pair) answers with the list, never a server error.
const LISTS = ['/admin/leads', '/admin/newsletter', '/admin/usuarios', '/admin/revendas', '/admin/parceiros'];

test('admin list searches with a NUL or a lone surrogate answer 200', async ({ page }) => {
  await enterAs(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin');
  for (const path of LISTS) {
    for (const q of ['%00', 'a%00b', '%ED%A0%80']) {
      const response = await page.request.get(`${path}?q=${q}`);
      expect(response.status(), `${path}?q=${q}`).toBe(200);
    }
  }
});
