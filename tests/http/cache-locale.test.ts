import { describe, expect, it } from 'vitest';
import { http } from './helpers';

const varies = (response: Response) =>
  (response.headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('shared caches never store a visitor’s cookie or language', () => {
  it('a response that sets the locale cookie is private and varies on Accept-Language and Cookie', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/', {}],
      ['/', { 'accept-language': 'en-US,en;q=0.9' }],
      ['/', { 'accept-language': 'pt-BR,pt;q=0.9', cookie: 'NEXT_LOCALE=es' }],
      ['/en', { 'accept-language': 'pt-BR,pt;q=0.9' }],
      ['/es/sobre', { 'accept-language': 'pt-BR', 'sec-fetch-dest': 'document' }],
    ];
    let withCookie = 0;
    for (const [path, headers] of cases) {
      const response = await http(path, { headers });
      const what = `${path} ${JSON.stringify(headers)}`;
      const cacheControl = response.headers.get('cache-control') ?? '';
      if (response.headers.get('set-cookie')) {
        withCookie++;
        expect(response.headers.get('set-cookie'), what).toMatch(/^NEXT_LOCALE=/);
        expect(cacheControl, what).toBe('private, no-cache');
      }
      expect(cacheControl, what).not.toMatch(/public|s-maxage/);
      if (!/^\/(en|es)(\/|$)/.test(path)) expect(varies(response), what).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    }
    expect(withCookie).toBeGreaterThan(0);
  });

  it('the redirect to the visitor’s language varies too, and the Portuguese page says it can differ', async () => {
    const redirect = await http('/sobre', { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toMatch(/\/es\/sobre$/);
    expect(varies(redirect)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));

    const page = await http('/sobre', { headers: { 'accept-language': 'pt-BR', cookie: 'NEXT_LOCALE=pt' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(varies(page)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
  });

  it('the locale cookie is not Secure on this plain-http test server (it is when SITE_URL is https)', async () => {
    const response = await http('/en', { headers: { 'accept-language': 'pt-BR' } });
    expect(response.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;/);
    expect(response.headers.get('set-cookie')).not.toMatch(/secure/i);
  });
});
