import { describe, expect, it } from 'vitest';
import { E2E_CRON, http } from './helpers';

/** The page policy (scripts by hash or nonce), as opposed to the files' and route handlers' ones. */
const pagePolicy = (response: Response) => response.headers.get('content-security-policy') ?? '';
const expectPagePolicy = (response: Response, what: string) => {
  expect(pagePolicy(response), what).toMatch(/script-src 'self' '(sha256|nonce)-/);
  expect(pagePolicy(response), what).toContain("frame-ancestors 'none'");
};

describe('every page path goes through the proxy', () => {
  it('/pt/admin/leads/opengraph-image is routed and guarded like any admin path, with the page policy', async () => {
    const first = await http('/pt/admin/leads/opengraph-image');
    expect(first.status).toBe(307);
    expectPagePolicy(first, 'locale redirect');
    expect(new URL(first.headers.get('location')!, 'http://x').pathname).toBe('/admin/leads/opengraph-image');

    const guarded = await http('/admin/leads/opengraph-image');
    expect(guarded.status).toBe(307);
    expectPagePolicy(guarded, 'guard redirect');
    const target = new URL(guarded.headers.get('location')!, 'http://x');
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('next')).toBe('/admin/leads/opengraph-image');
  });

  it('an encoded path (/%61dmin/leads) is guarded like the plain one, with no admin markup', async () => {
    for (const [path, next] of [
      ['/%61dmin/leads', '/admin/leads'],
      ['/en/%61dmin/usuarios', '/admin/usuarios'],
      ['/%70ainel-parceiro', '/painel-parceiro'],
      ['/%61rea-do-cliente', '/area-do-cliente'],
    ] as const) {
      const response = await http(path);
      expect(response.status, path).toBe(307);
      const target = new URL(response.headers.get('location')!, 'http://x');
      expect(target.pathname, path).toBe(path.startsWith('/en/') ? '/en/auth' : '/auth');
      expect(target.searchParams.get('next'), path).toBe(next);
      expect(await response.text(), path).not.toMatch(/Visão geral|Voltar ao painel/);
    }
  });

  it('a dotted first segment (/x.y/admin/usuarios) reaches no admin page and carries the page policy', async () => {
    const response = await http('/x.y/admin/usuarios');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectPagePolicy(response, '/x.y/admin/usuarios');
    expect(await response.text()).not.toMatch(/Usuários e papéis|Gerenciar usuários/);
  });

  it('a page path ending in a file extension is guarded and carries the page policy', async () => {
    const guarded = await http('/en/admin/leads/x.json');
    expect(guarded.status).toBe(307);
    expectPagePolicy(guarded, 'guard redirect');
    const target = new URL(guarded.headers.get('location')!, 'http://x');
    expect(target.pathname).toBe('/en/auth');
    expect(target.searchParams.get('next')).toBe('/admin/leads/x.json');

    for (const path of ['/en/nao-existe.json', '/icons/nao-existe.png', '/en/sitemap.xml']) {
      const missing = await http(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectPagePolicy(missing, path);
    }
  });

  it('real share images and files are still served as they were', async () => {
    const page = await (await http('/sobre')).text();
    const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&'));
    const og = await http(image.pathname);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/png');
    expect(pagePolicy(og)).not.toContain('script-src');

    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/manifest.webmanifest',
      '/icon.svg',
      '/icons.svg',
      '/favicon.ico',
      '/apple-icon.png',
      '/icons/icon-192.png',
      '/sw.js',
      '/blog/feed.xml',
      '/en/blog/feed.xml',
      '/en/home-dialogs.json',
      `/${E2E_CRON.indexNowKey}.txt`,
    ]) {
      const file = await http(path);
      expect(file.status, path).toBe(200);
      expect(pagePolicy(file), path).not.toMatch(/script-src 'self'/);
      // Inert: an .html or .svg served from public/ could not run script either.
      if (path !== '/sw.js') expect(pagePolicy(file), path).toMatch(/^default-src 'none'/);
      expect(file.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // The service worker's own policy would bind the worker: it keeps the files' policy.
    expect(pagePolicy(await http('/sw.js'))).not.toContain("default-src 'none'");
  });
});
