import { describe, expect, it } from 'vitest';
import { http } from './helpers';

// Pages opened from a mailed link carry a token in their address: no browser or shared cache may keep them.
const LINK_PAGES = ['/newsletter/confirmar?token=abc123', '/newsletter/cancelar?token=abc123', '/auth?token=reset:abc123'];
const PREFIXES = ['', '/en', '/es'];
const VISITS: [string, Record<string, string>][] = [
  ['first visit', {}],
  ['first visit, another browser language', { 'accept-language': 'es-ES,es;q=0.9' }],
  ['cookie of the same language', { cookie: 'NEXT_LOCALE=pt' }],
  ['cookie of another language', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'pt-BR' }],
];

describe('link pages are never stored', () => {
  it.each(PREFIXES)('every visit of a link page under "%s" is no-store', async (prefix) => {
    for (const page of LINK_PAGES) {
      for (const [visit, headers] of VISITS) {
        const response = await http(`${prefix}${page}`, { headers });
        await response.body?.cancel();
        const what = `${prefix}${page} (${visit}) → ${response.status}`;
        expect(response.headers.get('cache-control') ?? '', what).toMatch(/\bno-store\b/);
        expect(response.headers.get('cache-control') ?? '', what).not.toMatch(/public|s-maxage/);
      }
    }
  });
});
