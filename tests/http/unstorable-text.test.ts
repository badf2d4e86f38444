import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { E2E_BASE_URL, http, SERVER_LOG, visitorIp } from './helpers';
import { randomCnpj, resellerApplication } from '../fixtures/reseller-application';

// A NUL (U+0000) and a lone surrogate: characters Postgres cannot store as text.
const NUL = '\u0000';
const LONE = '\ud800';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: E2E_BASE_URL, 'x-forwarded-for': visitorIp() },
  body: JSON.stringify(body),
});

/** Stored (2xx) or refused naming the field (4xx): never a server error. */
async function expectStoredOrRefused(response: Response, field: string) {
  const body = await response.text();
  expect(response.status, body).toBeLessThan(500);
  if (response.status >= 400) expect(JSON.parse(body).field, body).toBe(field);
}

/** The smallest file the upload check takes for a PDF: its signature and an end marker. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Letters only (names refuse digits), different on every call. */
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('');

const unique = () => Math.random().toString(36).slice(2, 10);

describe('text Postgres cannot store is stripped or refused, never a server error', () => {
  for (const [label, bad] of [
    ['NUL', NUL],
    ['lone surrogate', LONE],
  ] as const) {
    for (const field of ['name', 'message', 'company'] as const) {
      it(`/api/leads contact ${field} with a ${label}`, async () => {
        const lead = { type: 'contact', name: 'Ana Souza', email: `ana.${unique()}@example.org`, phone: '11 98888-7777', message: 'Olá' };
        const response = await http('/api/leads', json({ ...lead, [field]: `${lead[field as 'name'] ?? 'Empresa'} a${bad}b` }));
        await expectStoredOrRefused(response, field);
        expect(response.status).toBe(201);
      });
    }

    it(`/api/leads chat message with a ${label}`, async () => {
      const response = await http(
        '/api/leads',
        json({ type: 'chat', name: 'Bruno Lima', email: `bruno.${unique()}@example.org`, message: `preciso de ajuda${bad}` }),
      );
      await expectStoredOrRefused(response, 'message');
    });

    it(`/api/resellers company names with a ${label}`, async () => {
      const word = letters();
      const form = new FormData();
      form.set(
        'data',
        JSON.stringify(
          resellerApplication(word, {
            razao_social: `Revenda ${word}${bad} Tecnologia Ltda`,
            nome_fantasia: `Revenda${bad} ${word}`,
            cnpj: randomCnpj(),
            cidades_atuacao: ['Joinville'],
          }),
        ),
      );
      form.set('locale', 'pt');
      form.set('startedAt', String(Date.now() - 10_000));
      form.set('website', '');
      // With its document, so the request reaches the text checks rather than stopping at the file.
      form.set('document', new File([PDF], 'contrato-social.pdf', { type: 'application/pdf' }));
      const response = await http('/api/resellers', {
        method: 'POST',
        headers: { origin: E2E_BASE_URL, 'x-forwarded-for': visitorIp(), 'idempotency-key': crypto.randomUUID() },
        body: form,
      });
      const body = await response.text();
      expect(response.status, body).toBeLessThan(500);
      // Stored with the character stripped, or refused naming a company-name field: never the file.
      if (response.status >= 400) expect(['razao_social', 'nome_fantasia'], body).toContain(JSON.parse(body).field);
      else expect(response.status, body).toBe(201);
    });
  }

  // The HTTP setup (or `npm test`) writes the server's output to SERVER_LOG.
  it('the server log never holds the visitor’s e-mail, phone or name after such a request', async () => {
    const word = unique();
    const email = `privado.${word}@example.org`;
    const name = `Zuleica ${word.replace(/\d/g, 'x')}`;
    const phone = '11 97777-1234';
    const response = await http('/api/leads', json({ type: 'contact', name, email, phone, message: `segredo${NUL}${LONE}` }));
    expect(response.status, await response.text()).toBeLessThan(500);
    const log = readFileSync(SERVER_LOG, 'utf8');
    expect(log).not.toContain(email);
    expect(log).not.toContain(name);
    expect(log).not.toContain(phone);
  });
});
