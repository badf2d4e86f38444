import { expect, type APIRequestContext } from '@playwright/test';
import { randomCnpj, randomCnpjDigits, resellerApplication } from '../../fixtures/reseller-application';

export { randomCnpjDigits };

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
  const {
    data: { id },
  } = (await response.json()) as { data: { id: string } };
  return { id, ...application };
}
