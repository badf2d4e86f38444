import { expect, type APIRequestContext } from '@playwright/test';
import { resellerApplication } from '../../fixtures/reseller-application';

/** The 14 digits of a CNPJ with valid check digits, different on every call (the server refuses a CNPJ twice). */
export function randomCnpjDigits(): string {
  const d = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const check = (digits: number[], weights: number[]) => {
    const rest = digits.reduce((acc, x, i) => acc + x * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  d.push(check(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(check(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

/** A valid CNPJ as the form masks it (00.000.000/0000-00), different on every call. */
function randomCnpj(): string {
  const s = randomCnpjDigits();
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** Letters only, unique per call (names must not carry digits). */
function uniqueWord(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`
    .split('')
    .map((d) => 'bcdfghjklm'[Number(d)])
    .join('')
    .slice(-9);
}

/** A 1×1 PNG. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let ipCounter = 0;

/** Applies through the public route, as the form does (multipart), and returns what was sent. */
export async function applyAsReseller(request: APIRequestContext, locale: 'pt' | 'en' = 'pt') {
  const word = uniqueWord();
  const application = resellerApplication(word, { cnpj: randomCnpj() });
  ipCounter++;
  const response = await request.post('/api/resellers', {
    headers: { 'x-forwarded-for': `10.77.${process.pid % 250}.${ipCounter}` },
    multipart: {
      data: JSON.stringify(application),
      document: { name: 'cartão CNPJ.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      locale,
      startedAt: String(Date.now() - 10_000),
      website: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, ...application };
}
