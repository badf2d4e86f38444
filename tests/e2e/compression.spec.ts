import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './helpers/test';

/** A raw GET (no client-side decoding) with the given Accept-Encoding. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; encoding: string; vary: string; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-language': 'pt-BR' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          vary: String(res.headers.vary ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

test.describe('compression', () => {
  test('pages and scripts go out in brotli to browsers that take it, gzip to the others, the same bytes once decoded', async ({
    baseURL,
  }) => {
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
