import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ogImagePath } from '@/lib/seo/metadata';
import { isOgImagePath, isStaticFilePath, OG_IMAGE_FOLDERS, STATIC_FILE_EXTENSIONS } from '@/lib/security/proxy-paths';

/** proxy.ts's matcher (a literal Next reads at build time), applied as Next does: to the whole pathname. */
const matcherSource = JSON.parse(`"${/matcher: \[\s*'([^']+)'/.exec(readFileSync('proxy.ts', 'utf8'))![1]!}"`) as string;
const matcher = new RegExp(`^${matcherSource}$`);
const proxied = (path: string) => matcher.test(path);

function ogFolders(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ogFolders(path);
    return /^opengraph-image\.tsx?$/.test(entry.name) ? [`/${relative('app', dir).split(sep).join('/')}`] : [];
  });
}

describe('what the proxy skips', () => {
  it('only /_next/, /api/ and real files by extension; dotted and opengraph-image page paths go through it', () => {
    for (const path of [
      '/',
      '/sobre',
      '/pt/admin/leads/opengraph-image',
      '/admin/leads/opengraph-image',
      '/x.y/admin/usuarios',
      '/admin/usuarios.',
      '/admin.php',
      '/en/auth',
      '/api',
      '/_vercel/insights',
      '/pt/sobre/opengraph-image-l4zyli',
    ])
      expect(proxied(path), path).toBe(true);
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
      '/icons/icon-192.png',
      '/sw.js',
      '/en/home-dialogs.json',
      '/files/ebooks/pt-guia.pdf',
    ])
      expect(proxied(path), path).toBe(false);
  });

  it('the matcher and the allow-list name the same extensions', () => {
    const inMatcher = /\(\?:([a-z0-9|]+)\)\$/.exec(matcherSource)![1]!.split('|');
    expect([...inMatcher].sort()).toEqual([...STATIC_FILE_EXTENSIONS].sort());
    expect(isStaticFilePath('/x.y/admin/usuarios')).toBe(false);
    expect(isStaticFilePath('/icons/a.PNG')).toBe(true);
  });

  it('knows every share image route, and nothing else under that name', () => {
    expect([...OG_IMAGE_FOLDERS].sort()).toEqual(ogFolders().sort());
    for (const folder of OG_IMAGE_FOLDERS) {
      const pathname = folder
        .replace(/\/\([^)]+\)/g, '')
        .replace('/[locale]', '')
        .replace('[slug]', 'exemplo');
      for (const locale of ['pt', 'en', 'es'] as const) {
        const path = ogImagePath(folder, locale, pathname || '/');
        expect(isOgImagePath(path), path).toBe(true);
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
      expect(isOgImagePath(path), path).toBe(false);
  });
});
