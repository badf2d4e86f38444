import { expect, it as test } from 'vitest';
import { LOCALES, localized, PUBLIC_PAGES } from '../e2e/helpers/pages';
import { http } from './helpers';

type Ld = Record<string, unknown>;
function ldTypes(blocks: string[]): string[] {
  const types: string[] = [];
  for (const b of blocks) {
    const data = JSON.parse(b) as Ld | Ld[];
    for (const node of Array.isArray(data) ? data : [data]) {
      const t = node['@type'];
      types.push(...(Array.isArray(t) ? (t as string[]) : [t as string]));
    }
  }
  return types;
}

for (const { locale, prefix } of LOCALES) {
  for (const path of PUBLIC_PAGES) {
    const url = localized(prefix, path);
    test(`head of ${url}: one canonical, four alternates, JSON-LD`, async () => {
      const res = await http(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
      expect(canonicals).toHaveLength(1);
      expect(new URL(canonicals[0]!).pathname).toBe(url);

      // Attribute names in any case: the build writes static pages back lower-cased.
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1],
        new URL(m[2]!).pathname,
      ]);
      expect(Object.fromEntries(alternates)).toEqual({
        'pt-BR': localized('', path),
        'en-US': localized('/en', path),
        'es-ES': localized('/es', path),
        'x-default': localized('', path),
      });

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const types = ldTypes(blocks);
      expect(types).toContain('Organization');
      // The home page alone would be a one-item trail: no breadcrumb there.
      expect(types.filter((t) => t === 'BreadcrumbList')).toHaveLength(path === '/' ? 0 : 1);
      if (path === '/') expect(types).toContain('WebSite');
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<meta property="og:title"/);
      expect(html).toContain(`lang="${locale === 'pt' ? 'pt-BR' : locale === 'en' ? 'en-US' : 'es-ES'}"`);
    });
  }
}

test('sitemap.xml lists every foundation page in every language with alternates', async () => {
  const res = await http('/sitemap.xml');
  expect(res.status).toBe(200);
  const xml = await res.text();
  for (const path of PUBLIC_PAGES) {
    for (const { prefix } of LOCALES) {
      const loc = localized(prefix, path);
      expect(xml, loc).toMatch(new RegExp(`<loc>https?://[^<]+${loc === '/' ? '' : loc.replace(/\//g, '\\/')}</loc>`));
    }
  }
  expect(xml).toContain('hreflang="es-ES"');
  expect(xml).toContain('hreflang="x-default"');
});

test('robots.txt keeps private areas out and names the sitemap', async () => {
  const txt = await (await http('/robots.txt')).text();
  for (const p of ['/admin', '/area-do-cliente', '/painel-parceiro', '/api', '/auth']) expect(txt).toContain(`Disallow: ${p}`);
  expect(txt).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('favicon and app icons are served', async () => {
  for (const path of ['/favicon.ico', '/icon.svg', '/apple-icon.png']) {
    const res = await http(path);
    expect(res.status, path).toBe(200);
  }
});

test('security headers on pages and assets', async () => {
  for (const path of ['/', '/en/sobre', '/robots.txt', '/nao-existe']) {
    const res = await http(path);
    const h = Object.fromEntries(res.headers);
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['strict-transport-security'], path).toContain('max-age=');
  }
});
