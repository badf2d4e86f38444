// Measures the JavaScript a page loads: the gzipped size (level 9) of every modern script its HTML
// references (external src, not noModule). Shared by the byte-budget test and the bench.
import { gzipSync } from 'node:zlib';

export function modernScriptSources(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src) sources.add(src);
  }
  return [...sources];
}

export async function pageJsGzipBytes(baseUrl, path, acceptLanguage = 'pt-BR') {
  const res = await fetch(new URL(path, baseUrl), { headers: { 'accept-language': acceptLanguage } });
  const html = await res.text();
  let total = 0;
  const files = [];
  for (const src of modernScriptSources(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    total += gzip;
    files.push({ src, gzip });
  }
  return { status: res.status, total, files };
}
