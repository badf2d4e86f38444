import { expect, test } from './helpers/test';
import { LOCALES, localized } from './helpers/pages';

/** Every internal link of the header, the footer and the home page answers (none is a 404). */
for (const { locale, prefix } of LOCALES) {
  test(`header, footer and home links answer (${locale})`, async ({ page, request, baseURL }) => {
    await page.goto(localized(prefix, '/'));
    const origin = new URL(baseURL!).origin;
    const hrefs = await page
      .locator('header a[href], footer a[href], main a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const urls = [...new Set(hrefs.filter((h) => h.startsWith(`${origin}/`)).map((h) => h.split('#')[0]!))].sort();
    expect(urls.length, 'internal links found').toBeGreaterThan(20);
    for (const path of ['/revendas', '/cadastro-revenda']) expect(urls).toContain(`${origin}${localized(prefix, path)}`);

    const failures: string[] = [];
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 5 });
      if (response.status() >= 400) failures.push(`${url.slice(origin.length)} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });
}
