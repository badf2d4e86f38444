import { gzipSync } from 'node:zlib';

/** Script URLs a page's HTML loads as modern JS (external src, not noModule). */
export function modernScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src) sources.add(src);
  }
  return [...sources];
}

/** Sum of the gzipped sizes (level 9) of the modern scripts a page loads. */
export async function pageJsGzipBytes(baseUrl: string, path: string, fetchImpl: typeof fetch = fetch) {
  const html = await (await fetchImpl(new URL(path, baseUrl), { headers: { 'accept-language': 'pt-BR' } })).text();
  const scripts = modernScriptSources(html);
  let total = 0;
  const files: { src: string; gzip: number }[] = [];
  for (const src of scripts) {
    const body = Buffer.from(await (await fetchImpl(new URL(src, baseUrl))).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    total += gzip;
    files.push({ src, gzip });
  }
  return { total, files };
}
