// Measures a page's HTML document: its size as received (decoded), that body gzipped here with
// zlib at level 9, so the figure does not depend on whether or how the server compresses, and the
// bytes the server sent to a client accepting brotli or gzip. Shared by the byte-budget test and
// the bench.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** A GET whose body comes back as sent (not decoded), with the Content-Encoding the server chose. */
export function rawGet(url, headers = {}) {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(target, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'] ?? 'identity',
          vary: String(res.headers.vary ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b) => b };

export async function pageHtmlGzipBytes(baseUrl, path, acceptLanguage = 'pt-BR') {
  const res = await rawGet(new URL(path, baseUrl).href, { 'accept-language': acceptLanguage, 'accept-encoding': 'br, gzip' });
  const body = DECODE[res.encoding](res.body);
  return {
    status: res.status,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    sent: res.body.length,
    encoding: res.encoding,
  };
}
