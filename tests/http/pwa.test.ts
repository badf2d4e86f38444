import { describe, expect, it } from 'vitest';
import { COMPANY } from '@/lib/config/company';
import { http } from './helpers';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('installable app', () => {
  it('the manifest names the app, its start and scope, and icons that exist at their sizes', async () => {
    const res = await http('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: COMPANY.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description).toMatch(/empresas/);

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const file = await http(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('every page links the manifest; the worker script is served fresh for the whole site', async () => {
    for (const path of ['/', '/en/sobre', '/es/contato', '/offline', '/auth']) {
      const html = await (await http(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    const sw = await http('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    const script = await sw.text();
    for (const url of ['"/offline"', '"/en/offline"', '"/es/offline"']) expect(script).toContain(url);
  });

  it('the offline page: static, noindex, out of the sitemap, in each language', async () => {
    for (const [path, title] of [
      ['/offline', 'Você está offline'],
      ['/en/offline', "You're offline"],
      ['/es/offline', 'Estás sin conexión'],
    ] as const) {
      const res = await http(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // The apostrophe as a character or a reference: both read the same.
      expect(html.replaceAll('&#x27;', "'")).toContain(`>${title}</h1>`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
    const sitemap = await (await http('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/offline');
  });
});
