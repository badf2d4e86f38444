import { expect, it as test } from 'vitest';
import { LOCALES, localized } from '../e2e/helpers/pages';
import { E2E_BASE_URL, http } from './helpers';

const decode = (href: string) => href.replace(/&amp;/g, '&');

/** Every internal link the home page renders (header, main, footer) answers: none is a 404. */
for (const { locale, prefix } of LOCALES) {
  test(`header, footer and home links answer (${locale})`, async () => {
    const home = await http(localized(prefix, '/'));
    expect(home.status).toBe(200);
    const html = await home.text();
    const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => new URL(decode(m[1]!), E2E_BASE_URL));
    const urls = [...new Set(hrefs.filter((u) => u.origin === E2E_BASE_URL).map((u) => `${u.pathname}${u.search}`))].sort();
    expect(urls.length, 'internal links found').toBeGreaterThan(20);
    for (const path of ['/revendas', '/cadastro-revenda']) expect(urls).toContain(localized(prefix, path));

    const failures: string[] = [];
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await http(url, { redirect: 'follow' });
        await response.arrayBuffer();
        if (response.status >= 400) failures.push(`${url} → ${response.status}`);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  });
}
