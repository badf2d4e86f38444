import { describe, expect, it } from 'vitest';
import { http } from './helpers';

const PT = { 'accept-language': 'pt-BR,pt;q=0.9' };

describe('languages and routing', () => {
  it('/ is Portuguese, /en English, /es Spanish: the document says so and the hero speaks it', async () => {
    for (const [path, lang, cta] of [
      ['/', 'pt-BR', 'Impulsionar Meu Negócio'],
      ['/en', 'en-US', 'Boost My Business'],
      ['/es', 'es-ES', 'Impulsar Mi Negocio'],
    ] as const) {
      const response = await http(path, { headers: PT });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html.match(/<html lang="([^"]+)"/)?.[1], path).toBe(lang);
      expect(html, path).toContain(cta);
    }
  });

  it('/pt/sobre redirects with 307 to /sobre', async () => {
    const response = await http('/pt/sobre', { headers: PT });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/sobre');
  });

  it('an English browser on / is sent to /en', async () => {
    const response = await http('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/en');
  });

  it('prerendered pages send their content in place, not in a hidden streamed segment', async () => {
    for (const path of ['/', '/en/sobre', '/es/servicos/suporte-de-ti', '/contato']) {
      const html = await (await http(path, { headers: PT })).text();
      expect(html, path).not.toMatch(/<div hidden id="S:\d+">/);
      const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
      expect(main.length, path).toBeGreaterThan(2000);
    }
  });
});
