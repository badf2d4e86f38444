import { readdirSync } from 'node:fs';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { expect, it as test } from 'vitest';
import { LOCALES, localized } from '../e2e/helpers/pages';
import { http } from './helpers';

/** Slugs of the markdown documents of a kind in a language (content/<kind>/<locale>/<slug>.md). */
const slugs = (kind: 'blog' | 'ebooks', locale: string) =>
  readdirSync(`content/${kind}/${locale}`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''));

/** The pages with a build-time Open Graph image, locale-less, per language. */
const pagesFor = (locale: string) => [
  '/',
  '/servicos',
  ...SERVICE_PAGES.map((s) => `/servicos/${s.slug}`),
  '/sobre',
  '/casos-de-sucesso',
  '/ebooks',
  ...slugs('ebooks', locale).map((slug) => `/ebooks/${slug}`),
  '/contato',
  '/revendas',
  ...slugs('blog', locale).map((slug) => `/blog/${slug}`),
];

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every content of `<meta property|name="key" content="…">` in the head, decoded. */
function metas(html: string, key: string): string[] {
  const escaped = key.replace(/[.:]/g, '\\$&');
  return [...html.matchAll(new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!));
}

function one(html: string, key: string): string {
  const values = metas(html, key);
  expect(values, key).toHaveLength(1);
  return values[0]!;
}

/** A page's HTML, fetched without a cookie jar (a NEXT_LOCALE cookie would move an unprefixed path). */
async function pageHtml(url: string): Promise<string> {
  const res = await http(url);
  expect(res.status, url).toBe(200);
  return res.text();
}

/** The image at `url` on the test server (the page may name another origin: SITE_URL at build time). */
async function fetchPng(url: string) {
  const { pathname, search } = new URL(url);
  const res = await http(`${pathname}${search}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/png');
  const png = Buffer.from(await res.arrayBuffer());
  expect(png.subarray(1, 4).toString('ascii'), 'PNG signature').toBe('PNG');
  expect(png.subarray(12, 16).toString('ascii'), 'IHDR chunk').toBe('IHDR');
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

for (const { locale, prefix } of LOCALES) {
  for (const path of pagesFor(locale)) {
    const url = localized(prefix, path);
    test(`Open Graph image of ${url}`, async () => {
      const html = await pageHtml(url);

      const image = one(html, 'og:image');
      const { protocol, pathname } = new URL(image);
      expect(protocol).toMatch(/^https?:$/);
      const own = `/${locale}${path === '/' ? '' : path}/opengraph-image`;
      expect(pathname, 'the page’s own image route').toMatch(new RegExp(`^${own}(-[0-9a-z]+)?$`));
      expect(one(html, 'og:image:width')).toBe('1200');
      expect(one(html, 'og:image:height')).toBe('630');
      const alt = one(html, 'og:image:alt');
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(alt.length).toBeGreaterThan(3);
      expect(title.startsWith(alt), `alt "${alt}" is the page title "${title}"`).toBe(true);

      expect(one(html, 'twitter:card')).toBe('summary_large_image');
      expect(one(html, 'twitter:image')).toBe(image);
      expect(one(html, 'twitter:image:alt')).toBe(alt);

      const { width, height } = await fetchPng(image);
      expect([width, height]).toEqual([1200, 630]);
    });
  }
}

test('each language gets its own image', async () => {
  for (const path of ['/sobre', '/servicos/backup', '/revendas']) {
    const images = new Set<string>();
    for (const { prefix } of LOCALES) {
      const html = await pageHtml(localized(prefix, path));
      const { png } = await fetchPng(one(html, 'og:image'));
      images.add(png.toString('base64'));
    }
    expect(images.size, path).toBe(3);
  }
});
