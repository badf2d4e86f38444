import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it as test } from 'vitest';
import { rawGet as get } from '../../scripts/page-html.mjs';
import { E2E_BASE_URL as baseURL } from './helpers';

const rawGet = (url: string, acceptEncoding?: string) =>
  get(url, { 'accept-language': 'pt-BR', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });

describe('compression', () => {
  test('pages and scripts go out in brotli to browsers that take it, gzip to the others, the same bytes once decoded', async () => {
    const page = new URL('/sobre', baseURL).href;
    const plain = await rawGet(page);
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBe('identity');
    expect(plain.body.toString()).toContain('<html lang="pt-BR"');

    const br = await rawGet(page, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.vary.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await rawGet(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Brotli is what makes it worth it: well under the gzip size.
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.9);

    const script = plain.body.toString().match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const chunk = await rawGet(new URL(script!, baseURL).href, 'br, gzip');
    expect(chunk.status).toBe(200);
    expect(chunk.encoding).toBe('br');
    expect(brotliDecompressSync(chunk.body).equals((await rawGet(new URL(script!, baseURL).href)).body)).toBe(true);
  });
});
