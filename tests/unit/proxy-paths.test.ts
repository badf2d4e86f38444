import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ogImagePath } from '@/lib/seo/metadata';
import { fileRoutePatterns } from '@/lib/security/file-routes';
import { isFileRoutePath } from '@/lib/security/proxy-paths';

// What next.config.ts hands the proxy when it loads.
process.env.FILE_ROUTE_PATTERN = fileRoutePatterns().join('|');

/** proxy.ts's matcher (a literal Next reads at build time), applied as Next does: to the whole pathname. */
const matcherSource = JSON.parse(`"${/matcher: \['([^']+)'\]/.exec(readFileSync('proxy.ts', 'utf8'))![1]!}"`) as string;
const matcher = new RegExp(`^${matcherSource}$`);
/** Whether the proxy handles the path as a page: its matcher takes it and it is not a file route. */
const handledAsPage = (path: string) => matcher.test(path) && !isFileRoutePath(path);

function ogFolders(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ogFolders(path);
    return /^opengraph-image\.tsx?$/.test(entry.name) ? [`/${relative('app', dir).split(sep).join('/')}`] : [];
  });
}

describe('what the proxy handles as a page', () => {
  it('every path but /_next/, /api/ and the files and routes that exist, whatever the extension', () => {
    for (const path of [
      '/',
      '/sobre',
      '/en/admin/leads/x.json',
      '/admin/leads/x.json',
      '/admin/usuarios.csv',
      '/pt/admin/leads/opengraph-image',
      '/admin/leads/opengraph-image',
      '/x.y/admin/usuarios',
      '/admin/usuarios.',
      '/admin.php',
      '/en/auth',
      '/en/sitemap.xml',
      '/en/icons/icon-192.png',
      '/icons/nao-existe.png',
      '/files/ebooks/a/b.pdf',
      '/api',
      '/_vercel/insights',
    ])
      expect(handledAsPage(path), path).toBe(true);
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/api/leads',
      '/api/auth/reset-password/x',
      '/robots.txt',
      '/sitemap.xml',
      '/manifest.webmanifest',
      '/favicon.ico',
      '/icon.svg',
      '/apple-icon.png',
      '/icons.svg',
      '/icon-192.png',
      '/icons/icon-192.png',
      '/sw.js',
      '/en/home-dialogs.json',
      '/pt/home-dialogs.json',
      '/files/ebooks/pt-guia.pdf',
      '/blog/feed.xml',
      '/en/blog/feed.xml',
      '/e2e-indexnow-key-0123456789abcdef.txt',
    ])
      expect(handledAsPage(path), path).toBe(false);
  });

  it('leaves every real file under public/ to be served as it is', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    const found = files('public').map((f) => `/${relative('public', f).split(sep).join('/')}`);
    expect(found.length).toBeGreaterThan(0);
    for (const path of found) expect(handledAsPage(path), path).toBe(false);
  });

  it('leaves every share image route alone, and nothing else under that name', () => {
    const folders = ogFolders();
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const pathname = folder
        .replace(/\/\([^)]+\)/g, '')
        .replace('/[locale]', '')
        .replace('[slug]', 'exemplo');
      for (const locale of ['pt', 'en', 'es'] as const) {
        const path = ogImagePath(folder, locale, pathname || '/');
        expect(handledAsPage(path), path).toBe(false);
      }
    }
    for (const path of [
      '/pt/admin/leads/opengraph-image',
      '/admin/opengraph-image',
      '/sobre/opengraph-image',
      '/fr/sobre/opengraph-image',
      '/pt/area-do-cliente/opengraph-image-abc',
      '/pt/sobre/opengraph-image/x',
    ])
      expect(handledAsPage(path), path).toBe(true);
  });
});
