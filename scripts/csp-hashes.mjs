// After `next build`: hash every inline script of each prerendered page, and give each of its
// `<script src="/_next/static/…">` tags (and their preloads) an `integrity` hash of the file, so the
// proxy can allow exactly those scripts on that route (`script-src 'sha256-…' 'strict-dynamic'`;
// what they load later is trusted through them) while the page stays a static cache hit.
// Writes <distDir>/csp-hashes.json: { routes: { "/pt/sobre": [...] }, fallback: [...] }.
// `fallback` (scripts every page carries, and the built-in error pages) joins the nonce of pages
// rendered per request.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = join(distDir, 'server', 'app');
export const MANIFEST = join(distDir, 'csp-hashes.json');

/** Inline scripts a browser executes (not `src=`, not data blocks such as JSON-LD). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (!body) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

const fileHashes = new Map();
/** sha256 of a built file under /_next/static/, as an SRI and CSP hash source. */
function staticFileHash(src) {
  const path = join(distDir, 'static', decodeURIComponent(src.slice('/_next/static/'.length).split('?')[0]));
  if (!fileHashes.has(path)) fileHashes.set(path, `sha256-${createHash('sha256').update(readFileSync(path)).digest('base64')}`);
  return fileHashes.get(path);
}

/**
 * Adds the file's `integrity` to every script of the build the page loads by URL (and to the
 * preloads of the same files, so the browser can reuse them): a hash source in the policy allows
 * such a script only through that attribute. Returns the page and the hashes of its scripts.
 */
export function withScriptIntegrity(html, hashOf = staticFileHash) {
  const hashes = [];
  const page = html.replace(/<(script|link)\b([^>]*)>/gi, (tag, name, attrs) => {
    const url =
      name.toLowerCase() === 'script'
        ? /\bsrc="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/.exec(attrs)
        : /\bhref="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/.exec(attrs);
    if (!url) return tag;
    if (name.toLowerCase() === 'link' && !/\bas="script"|\brel="modulepreload"/.test(attrs)) return tag;
    const existing = /\bintegrity="([^"]+)"/.exec(attrs)?.[1];
    const hash = existing ?? hashOf(url[1]);
    if (name.toLowerCase() === 'script') hashes.push(hash);
    if (existing) return tag;
    const close = tag.endsWith('/>') ? '/>' : '>';
    return `${tag.slice(0, -close.length)} integrity="${hash}"${close}`;
  });
  return { html: page, hashes: [...new Set(hashes)] };
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function main() {
  if (!existsSync(appDir)) {
    console.error(`csp-hashes: ${appDir} not found; run next build first.`);
    process.exit(1);
  }
  const routes = {};
  const builtIn = [];
  for (const file of htmlFiles(appDir)) {
    const route =
      '/' +
      relative(appDir, file)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '');
    const original = readFileSync(file, 'utf8');
    const { html, hashes: external } = withScriptIntegrity(original);
    if (html !== original) writeFileSync(file, html);
    const hashes = [...inlineScriptHashes(html), ...external];
    if (route.startsWith('/_')) builtIn.push(...hashes);
    else routes[route] = hashes;
  }
  const lists = Object.values(routes);
  const common = lists.length ? lists[0].filter((h) => lists.every((l) => l.includes(h))) : [];
  const fallback = [...new Set([...common, ...builtIn])];
  writeFileSync(MANIFEST, JSON.stringify({ routes, fallback }));
  console.log(`csp-hashes: ${lists.length} prerendered pages hashed into ${MANIFEST}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
