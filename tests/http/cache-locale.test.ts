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

  it('the signed-in hint follows the session cookie, readable by scripts, and keeps the page out of shared caches', async () => {
    const hint = async (cookie: string) => {
      const response = await http('/sobre', { headers: { 'accept-language': 'pt-BR', cookie: `NEXT_LOCALE=pt; ${cookie}` } });
      expect(response.status).toBe(200);
      return {
        set: response.headers.getSetCookie().filter((c) => c.startsWith('signed-in=')),
        cacheControl: response.headers.get('cache-control'),
      };
    };
    // A session cookie (valid or not: the header's request finds out) without the hint: set.
    const set = await hint('better-auth.session_token=not-a-session');
    expect(set.set).toHaveLength(1);
    expect(set.set[0]).toMatch(/^signed-in=1; Path=\/; .*Max-Age=2592000; SameSite=lax/i);
    expect(set.set[0]).not.toMatch(/HttpOnly/i);
    expect(set.cacheControl).toBe('private, no-store');
    // The hint without a session cookie: cleared.
    const cleared = await hint('signed-in=1');
    expect(cleared.set).toHaveLength(1);
    expect(cleared.set[0]).toMatch(/^signed-in=; Path=\/; Max-Age=0/);
    // In step: nothing to send, and the page stays cacheable as it was.
    expect((await hint('signed-in=1; better-auth.session_token=x')).set).toEqual([]);
    expect((await hint('')).set).toEqual([]);
  });
});
