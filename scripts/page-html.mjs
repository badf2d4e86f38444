// Measures a page's HTML document: its size as received (decoded) and that body gzipped here with
// zlib at level 9, so the figure does not depend on whether or how the server compresses. Shared
// by the byte-budget test and the bench.
import { gzipSync } from 'node:zlib';

export async function pageHtmlGzipBytes(baseUrl, path, acceptLanguage = 'pt-BR') {
  const res = await fetch(new URL(path, baseUrl), { headers: { 'accept-language': acceptLanguage } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
}
