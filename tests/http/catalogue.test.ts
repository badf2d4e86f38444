import { describe, expect, it } from 'vitest';
import { http, visitorIp } from './helpers';

// The catalogue's price table: pt and en as Intl writes them (a no-break space joins R$ and the
// amount), es with the symbol first, a dot for thousands and a comma for decimals.
const PRICES = [
  ['suporte-de-ti', 'R$\u00a099,00', '$19.80', '$19,80', 99],
  ['contadores-de-pessoas', 'R$\u00a01.899,00', '$379.80', '$379,80', 1899],
  ['cloud-file-server', 'R$\u00a0499,00', '$99.80', '$99,80', 499],
  ['backup', 'R$\u00a0299,00', '$59.80', '$59,80', 299],
  ['automacao-iot', 'R$\u00a029.998,00', '$5,999.60', '$5.999,60', 29998],
  ['seguranca-inteligente', 'R$\u00a02.688,00', '$537.60', '$537,60', 2688],
  ['mensageria-ipbx', 'R$\u00a0399,00', '$79.80', '$79,80', 399],
  ['email-corporativo-ipbx', 'R$\u00a029,90', '$5.98', '$5,98', 29.9],
  ['storage', 'R$\u00a03.200,00', '$640.00', '$640,00', 3200],
  ['new-smart-cloud', 'Sob consulta', 'Upon request', 'Bajo consulta', null],
] as const;

const LANGUAGES = [
  { prefix: '', column: 1, currency: 'BRL', rate: 1 },
  { prefix: '/en', column: 2, currency: 'USD', rate: 0.2 },
  { prefix: '/es', column: 3, currency: 'USD', rate: 0.2 },
] as const;

type Ld = Record<string, unknown>;
function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Ld | Ld[];
    return Array.isArray(data) ? data : [data];
  });
}

/** A page as a first-time visitor gets it: no cookie, so only the address picks the language. */
async function page(path: string): Promise<string> {
  const res = await http(path, { headers: { 'accept-language': 'pt-BR' } });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('catalogue prices over HTTP', () => {
  it('every service page answers 200 in three languages with its catalogue price and Service JSON-LD', async () => {
    for (const row of PRICES) {
      const [slug, , , , brl] = row;
      for (const { prefix, column, currency, rate } of LANGUAGES) {
        const path = `${prefix}/servicos/${slug}`;
        const html = await page(path);
        expect(html, path).toContain(row[column]);
        const ld = jsonLd(html);
        const service = ld.find((d) => d['@type'] === 'Service');
        expect(service, path).toBeTruthy();
        expect(
          ld.some((d) => d['@type'] === 'BreadcrumbList'),
          path,
        ).toBe(true);
        // The offer carries the amount as a plain number, whatever the page's format.
        const offer = service!.offers as Ld | undefined;
        if (brl === null) expect(offer, path).toBeUndefined();
        else expect(offer, path).toMatchObject({ price: (Math.round(brl * rate * 100) / 100).toFixed(2), priceCurrency: currency });
      }
    }
  });

  it('the Spanish catalogue and home page write dollars as the table does, never "US$"', async () => {
    const catalogue = await page('/es/servicos');
    for (const row of PRICES.slice(0, 9)) expect(catalogue, row[0]).toContain(row[3]);
    expect(catalogue).not.toContain('US$');
    const home = await page('/es');
    expect(home).toContain('$19,80');
    expect(home).not.toContain('US$');
  });

  it('the assistant quotes Spanish prices as the table does', async () => {
    const res = await http('/api/ai-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': visitorIp() },
      body: JSON.stringify({ message: '¿Cuáles son los precios de los servicios?', conversationHistory: [], locale: 'es' }),
    });
    expect(res.status).toBe(200);
    const { title: message } = (await res.json()) as { title: string };
    expect(message).toContain('$19,80');
    expect(message).toContain('$5.999,60');
    expect(message).not.toContain('US$');
  });
});
