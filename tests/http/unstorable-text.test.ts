import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { E2E_BASE_URL, http, SERVER_LOG, visitorIp } from './helpers';
import { resellerApplication } from '../fixtures/reseller-application';

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
      const word = unique();
      const form = new FormData();
      form.set(
        'data',
        JSON.stringify(
          resellerApplication(word, {
            razao_social: `Revenda ${word}${bad} Tecnologia Ltda`,
            nome_fantasia: `Revenda${bad} ${word}`,
            cidades_atuacao: ['Joinville'],
          }),
        ),
      );
      form.set('locale', 'pt');
      form.set('startedAt', String(Date.now() - 10_000));
      form.set('website', '');
      const response = await http('/api/resellers', {
        method: 'POST',
        headers: { origin: E2E_BASE_URL, 'x-forwarded-for': visitorIp() },
        body: form,
      });
      const body = await response.text();
      expect(response.status, body).toBeLessThan(500);
    });
  }

  // Where `npm test` (and a server started with its log there) writes the server's output.
  it.skipIf(!existsSync(SERVER_LOG))('the server log never holds the visitor’s e-mail, phone or name after such a request', async () => {
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
