// Where a page's weight comes from: the document's bytes, the elements outside <script>, the inline
// RSC payload (the `self.__next_f.push` scripts), and each block's share of them (header, each
// section of <main>, footer), with icons, class strings, inline JSON-LD and client-component rows.
//   node scripts/page-weight.mjs [base-url] [path…]   (default http://127.0.0.1:${E2E_PORT||3100} /)
// `--json` prints the figures as JSON. `--record` measures every page of the sitemap but the home
// pages and writes tests/http/fixtures/page-weight.json, the weights the page-weight test holds
// each page to. Shared by the page-weight test (pageWeight).
import { rawGet } from './page-html.mjs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style', 'template', 'textarea', 'title']);
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;

/** The document's elements as a tree of { tag, attrs, start, end, children }; raw-text content is skipped. */
export function parseHtml(html) {
  const root = { tag: '#root', attrs: '', start: 0, end: html.length, children: [] };
  const stack = [root];
  TAG.lastIndex = 0;
  let m;
  while ((m = TAG.exec(html))) {
    if (m[0].startsWith('<!--')) continue;
    const [, closing, rawName, attrs] = m;
    const tag = rawName.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((n) => n.tag === tag);
      if (at > 0) {
        for (let i = stack.length - 1; i >= at; i--) stack[i].end = m.index + m[0].length;
        stack.length = at;
      }
      continue;
    }
    const node = { tag, attrs, start: m.index, end: m.index + m[0].length, children: [] };
    stack.at(-1).children.push(node);
    if (VOID.has(tag) || attrs.trimEnd().endsWith('/')) continue;
    if (RAW.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, TAG.lastIndex);
      const stop = close < 0 ? html.length : html.indexOf('>', close) + 1;
      node.end = stop;
      node.text = html.slice(TAG.lastIndex, close < 0 ? html.length : close);
      TAG.lastIndex = stop;
      continue;
    }
    stack.push(node);
  }
  return root;
}

const attr = (node, name) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(node.attrs)?.[1];

function walk(node, visit) {
  for (const child of node.children) {
    visit(child);
    walk(child, visit);
  }
}

/** Counts of a subtree: elements (outside <script>), svg, use, class bytes, markup bytes. */
function countTree(node) {
  const c = { elements: 0, svg: 0, use: 0, classBytes: 0 };
  const visit = (n) => {
    if (n.tag === 'script') return;
    c.elements++;
    if (n.tag === 'svg') c.svg++;
    if (n.tag === 'use') c.use++;
    c.classBytes += (attr(n, 'class') ?? '').length;
  };
  if (node.tag !== '#root') visit(node);
  walk(node, visit);
  return c;
}

/** The inline RSC payload: the concatenated `self.__next_f.push([1, "…"])` strings, and its script bytes. */
export function flightOf(html) {
  let text = '';
  let scriptBytes = 0;
  for (const m of html.matchAll(/<script[^>]*>(self\.__next_f\.push\(([\s\S]*?)\))<\/script>/g)) {
    scriptBytes += m[1].length;
    const args = JSON.parse(m[2]);
    if (args[0] === 1 && typeof args[1] === 'string') text += args[1];
  }
  return { text, scriptBytes };
}

/** The payload's rows by id ("1f:[…]"); T rows (text) carry their length before the comma. */
function flightRows(text) {
  const rows = new Map();
  let i = 0;
  while (i < text.length) {
    const colon = text.indexOf(':', i);
    if (colon < 0) break;
    const id = text.slice(i, colon);
    const tRow = /^T([0-9a-f]+),/.exec(text.slice(colon + 1, colon + 20));
    let end;
    if (tRow) {
      const len = parseInt(tRow[1], 16);
      const start = colon + 1 + tRow[0].length;
      // The length counts UTF-8 bytes.
      let bytes = 0;
      end = start;
      while (end < text.length && bytes < len) bytes += Buffer.byteLength(text[end++]);
    } else {
      end = text.indexOf('\n', colon);
      if (end < 0) end = text.length;
    }
    rows.set(id, text.slice(colon + 1, end));
    i = end + (text[end] === '\n' ? 1 : 0);
  }
  return rows;
}

/** The bracket-matched JSON value starting at `from` (an array or object), strings respected. */
function jsonSpan(text, from) {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return text.slice(from, i + 1);
    }
  }
  return text.slice(from);
}

/** Bytes of a payload fragment with the rows it refers to ("$1f", "$@1f", "$L1f"), each once. */
function withReferences(fragment, rows, seen = new Set()) {
  let bytes = Buffer.byteLength(fragment);
  for (const m of fragment.matchAll(/"\$[@L]?([0-9a-f]+)"/g)) {
    if (seen.has(m[1]) || !rows.has(m[1])) continue;
    seen.add(m[1]);
    bytes += withReferences(rows.get(m[1]), rows, seen);
  }
  return bytes;
}

/** The blocks a page is made of: the header, each child of <main>, the footer, the rest of <body>. */
function blocksOf(tree) {
  let body;
  walk(tree, (n) => (body ??= n.tag === 'body' ? n : undefined));
  const blocks = [];
  const label = (n) =>
    attr(n, 'id') ?? attr(n, 'aria-labelledby') ?? attr(n, 'data-testid') ?? `${n.tag}.${(attr(n, 'class') ?? '').split(' ')[0]}`;
  const visit = (n) => {
    if (n.tag === 'main') return n.children.forEach((c) => c.tag !== 'script' && blocks.push({ name: label(c), node: c }));
    if (n.tag === 'header' || n.tag === 'footer') return blocks.push({ name: n.tag, node: n });
    n.children.forEach(visit);
  };
  visit(body ?? tree);
  return blocks;
}

/** Where in the payload a block's element starts: its tag with the attribute that names it. */
function payloadOfBlock(flight, rows, node) {
  for (const name of ['id', 'aria-labelledby', 'data-testid']) {
    const value = attr(node, name);
    if (!value) continue;
    const re = new RegExp(
      `\\["\\$","${node.tag}",(?:null|"[^"]*"),\\{[^{}]{0,400}?"${name}":"${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
    );
    const m = re.exec(flight);
    if (m) return withReferences(jsonSpan(flight, m.index), rows);
  }
  if (node.tag === 'header' || node.tag === 'footer') {
    const m = new RegExp(`\\["\\$","${node.tag}",`).exec(flight);
    if (m) return withReferences(jsonSpan(flight, m.index), rows);
  }
  return null;
}

/** Every figure of one page's HTML. */
export function weighHtml(html) {
  const tree = parseHtml(html);
  const all = countTree(tree);
  const { text: flight, scriptBytes } = flightOf(html);
  const rows = flightRows(flight);
  let inlineScripts = 0;
  let jsonLd = 0;
  walk(tree, (n) => {
    if (n.tag !== 'script') return;
    if (/application\/ld\+json/.test(n.attrs)) jsonLd += n.text.length;
    else if (!n.text.startsWith('self.__next_f')) inlineScripts += n.text.length;
  });
  const classInPayload = [...flight.matchAll(/"className":"([^"]*)"/g)].reduce((s, m) => s + m[0].length, 0);
  const iconsInPayload = [...flight.matchAll(/\["\$","svg",null,\{[^[\]]*\["\$","use",null,\{[^{}]*\}\]\}\]/g)].reduce(
    (s, m) => s + m[0].length,
    0,
  );
  const jsonLdInPayload = [...flight.matchAll(/application\/ld\+json/g)].length;
  const clientRows = [...rows.values()].filter((r) => r.startsWith('I[')).length;
  const blocks = blocksOf(tree).map(({ name, node }) => ({
    name,
    html: node.end - node.start,
    ...countTree(node),
    payload: payloadOfBlock(flight, rows, node),
  }));
  const biggestRows = [...rows.entries()]
    .map(([id, r]) => ({ id, bytes: Buffer.byteLength(r), head: r.slice(0, 90) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
  return {
    html: Buffer.byteLength(html),
    ...all,
    payloadScript: scriptBytes,
    payload: Buffer.byteLength(flight),
    classInPayload,
    iconsInPayload,
    jsonLd,
    jsonLdInPayload,
    inlineScripts,
    clientRows,
    blocks,
    biggestRows,
  };
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b) => b };

/** A page's figures as the server sends it (Accept-Language picks nothing: the path is localized). */
export async function pageWeight(baseUrl, path, acceptLanguage = 'pt-BR') {
  const res = await rawGet(new URL(path, baseUrl).href, { 'accept-language': acceptLanguage, 'accept-encoding': 'br, gzip' });
  const body = DECODE[res.encoding](res.body);
  return { status: res.status, gzip: gzipSync(body, { level: 9 }).length, ...weighHtml(body.toString('utf8')) };
}

/** The language a localized path is in, as an Accept-Language a visitor of it would send. */
export const pathLang = (path) => (/^\/en(\/|$)/.test(path) ? 'en-US' : /^\/es(\/|$)/.test(path) ? 'es-ES' : 'pt-BR');

/** The sitemap's pages but the three home pages (those have their own budget). */
export async function sitemapPages(baseUrl) {
  const xml = (await rawGet(new URL('/sitemap.xml', baseUrl).href)).body.toString('utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((p) => !['/', '/en', '/es'].includes(p));
}

const kb = (n) => (n == null ? '–' : (n / 1024).toFixed(1));

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const record = args.includes('--record');
  const rest = args.filter((a) => a !== '--json' && a !== '--record');
  const base = rest[0]?.startsWith('http') ? rest.shift() : `http://127.0.0.1:${process.env.E2E_PORT || 3100}`;
  if (record) {
    const { writeFileSync } = await import('node:fs');
    const pages = await sitemapPages(base);
    const lines = [];
    for (const path of pages) {
      const w = await pageWeight(base, path, pathLang(path));
      if (w.status !== 200) throw new Error(`${path}: HTTP ${w.status}`);
      lines.push(` ${JSON.stringify(path)}: { "html": ${w.html}, "payload": ${w.payloadScript}, "elements": ${w.elements} }`);
    }
    writeFileSync('tests/http/fixtures/page-weight.json', `{\n${lines.join(',\n')}\n}\n`);
    console.log(`${pages.length} pages recorded in tests/http/fixtures/page-weight.json`);
    process.exit(0);
  }
  const paths = rest.length ? rest : ['/'];
  const out = {};
  for (const path of paths) {
    const w = await pageWeight(base, path);
    out[path] = w;
    if (json) continue;
    console.log(
      `\n${path}: HTML ${kb(w.html)} KB (gzip ${kb(w.gzip)}), payload ${kb(w.payload)} KB (script ${kb(w.payloadScript)}), ` +
        `${w.elements} elements, ${w.svg} svg / ${w.use} use, class attrs ${kb(w.classBytes)} KB, ` +
        `className in payload ${kb(w.classInPayload)} KB, icons in payload ${kb(w.iconsInPayload)} KB, ` +
        `JSON-LD ${kb(w.jsonLd)} KB (in payload ×${w.jsonLdInPayload}), other inline scripts ${kb(w.inlineScripts)} KB, client modules ${w.clientRows}`,
    );
    console.log('| block | HTML KB | elements | svg | class KB | payload KB |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const b of w.blocks)
      console.log(`| ${b.name} | ${kb(b.html)} | ${b.elements} | ${b.svg} | ${kb(b.classBytes)} | ${kb(b.payload)} |`);
    console.log('biggest payload rows:');
    for (const r of w.biggestRows) console.log(`  ${r.id} ${kb(r.bytes)} KB ${r.head.replace(/\n/g, ' ')}`);
  }
  if (json) console.log(JSON.stringify(out, null, 2));
}
