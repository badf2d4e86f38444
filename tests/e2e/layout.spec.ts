import { expect, test } from './helpers/test';

test.describe('header and navigation', () => {
  test('Services dropdown works with the keyboard alone and lists the ten pages plus two external products', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const services = nav.getByRole('button', { name: 'Serviços' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveCount(1 + 10 + 2);
    const external = panel.locator('a[target="_blank"]');
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Ver todos os serviços' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test('Resellers dropdown links to Parceiros Oficiais and Seja uma Revenda', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'Revendas' }).click();
    await expect(nav.getByRole('link', { name: 'Parceiros Oficiais' })).toHaveAttribute('href', '/revendas');
    await expect(nav.getByRole('link', { name: 'Seja uma Revenda' })).toHaveAttribute('href', '/cadastro-revenda');
    await page.mouse.click(5, 600);
    await expect(nav.getByRole('link', { name: 'Parceiros Oficiais' })).toBeHidden();
  });

  test('active link: About on /sobre, Home only on /', async ({ page }) => {
    await page.goto('/sobre');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Sobre' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Início', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('theme toggle cycles light → dark → system, is stored under "theme" and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/sobre');
    const toggle = page.getByRole('button', { name: /^Tema:/ });
    await expect(toggle).toHaveAccessibleName(/Sistema/);
    await toggle.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // No flash: the class is on <html> before any React code runs.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await page.getByRole('button', { name: /^Tema:/ }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('the theme is put on <html> once, before the page is parsed, and follows another tab and the system', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Every write to <html>'s class or style, with the document's state when it happened.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { themeWrites: string[] }).themeWrites = writes;
      new MutationObserver((records) =>
        records.forEach((record) => record.target === document.documentElement && writes.push(document.readyState)),
      ).observe(document, { attributes: true, subtree: true, attributeFilter: ['class', 'style'] });
    });
    await page.goto('/sobre');
    const toggle = page.getByRole('button', { name: /^Tema:/ });
    await expect(toggle).toHaveAccessibleName(/Sistema/);
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Only the inline script wrote, while the document was still loading: hydration restyles nothing.
    const writes = await page.evaluate(() => (window as unknown as { themeWrites: string[] }).themeWrites);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((state) => state === 'loading')).toBe(true);

    // The system turns light while the choice is "system".
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    // A choice made in another tab reaches this one.
    const other = await context.newPage();
    await other.goto('/contato');
    await other.getByRole('button', { name: /^Tema:/ }).click();
    expect(await other.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await other.getByRole('button', { name: /^Tema:/ }).click();
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAccessibleName(/Escuro/);
    await other.close();
  });

  test('a system switch to light made while the page is still loading is followed once it is interactive', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // The page's scripts (not its stylesheet, which the inline theme script waits for) arrive once the system has switched.
    let release!: () => void;
    const switched = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await switched;
      await route.continue();
    });
    await page.goto('/sobre', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    release();
    await expect(page.getByRole('button', { name: /^Tema:/ })).toHaveAccessibleName(/Sistema/);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('in-page anchors land 80 px below the top and the scroll-to-top button appears after 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/politica-de-privacidade');
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toHaveCSS('opacity', '0');
    const tocLink = page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link').nth(4);
    const target = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect.poll(async () => Math.round(await page.locator(target).evaluate((el) => el.getBoundingClientRect().top))).toBe(80);
    await expect(button).toHaveCSS('opacity', '1');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('route changes start at the top of the page', async ({ page }) => {
    await page.goto('/sobre');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page).toHaveURL(/\/termos-de-uso$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has the same items plus language and theme, and "Solicitar Contato"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (const name of ['Início', 'Sobre', 'Blog', 'E-books', 'Contato']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await dialog.getByText('Serviços', { exact: true }).click();
    await expect(dialog.getByRole('link', { name: 'Backup Profissional' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Solicitar Contato' })).toHaveAttribute('href', '/contato');
    await expect(dialog.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Escuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  });

  test('switching language from the menu goes to the same page in that language', async ({ page }) => {
    await page.goto('/certificacoes');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/certificacoes$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has contact, five social buttons, three columns and certifications', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole('list', { name: 'Redes sociais' }).getByRole('link')).toHaveCount(5);
    for (const col of ['Serviços', 'Empresa', 'Informações']) await expect(footer.getByRole('navigation', { name: col })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Empresa' }).getByRole('link')).toHaveCount(7);
    const certs = footer.getByRole('link', { name: /ISO 27001/ });
    await expect(certs).toHaveAttribute('href', '/certificacoes');
    await expect(certs).toContainText('LGPD Compliance');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('icons', () => {
  for (const path of ['/', '/en/sobre', '/es/contato']) {
    test(`every icon on ${path} is drawn from the icon font or the cached sprite`, async ({ page, request }) => {
      await page.goto(path);
      // Decorative icons repeated on a page are characters of the icon font, drawn by CSS (the
      // ::before of .ci and .ci-b, the ::after of .ci-a).
      const cssIcons = await page.evaluate(() =>
        [...document.querySelectorAll('.ci, .ci-b, .ci-a')].map((el) => {
          const style = getComputedStyle(el, el.classList.contains('ci-a') ? '::after' : '::before');
          return { content: style.content, family: style.fontFamily, width: parseFloat(style.width), size: parseFloat(style.fontSize) };
        }),
      );
      const refs = await page.locator('svg.icon use').evaluateAll((uses) => uses.map((u) => u.getAttribute('href') ?? ''));
      expect(refs.length + cssIcons.length).toBeGreaterThan(10);
      expect(cssIcons.length).toBeGreaterThan(5);
      for (const icon of cssIcons) {
        // One private-use character with empty alternative text: screen readers skip it.
        expect(icon.content).toMatch(/^"[\ue000-\uf8ff]" \/ ""$/u);
        // Laid out at its size, the glyph filling its box.
        expect(icon.width).toBeGreaterThan(0);
        expect(icon.size).toBe(icon.width);
      }
      // All from the one font, which holds each character: a missing glyph would be drawn by the
      // fallback font, narrower than the icon font's one-em square.
      const families = [...new Set(cssIcons.map((icon) => icon.family))];
      expect(families).toHaveLength(1);
      const chars = [...new Set(cssIcons.map((icon) => icon.content[1]!))];
      const widths = await page.evaluate(
        async ([family, chars]) => {
          const font = `100px ${family}, monospace`;
          await document.fonts.load(font, chars.join(''));
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = font;
          return chars.map((char) => context.measureText(char).width);
        },
        [families[0]!, chars] as const,
      );
      // To a hundredth of a pixel: Chromium measures 99.9999 px for a 100 px square.
      expect(widths.map((w) => Math.round(w * 100) / 100)).toEqual(chars.map(() => 100));
      if (refs.length === 0) return;
      const urls = new Set(refs.map((r) => r.split('#')[0]));
      expect([...urls]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-f]{10}$/)]);
      const res = await request.get([...urls].join(''));
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/svg+xml');
      expect(res.headers()['cache-control']).toContain('immutable');
      const sprite = await res.text();
      for (const id of new Set(refs.map((r) => r.split('#')[1]))) expect(sprite, id).toContain(`<symbol id="${id}"`);
      const box = await page.locator('svg.icon').first().boundingBox();
      expect(box?.width).toBeGreaterThan(0);
    });
  }
});
