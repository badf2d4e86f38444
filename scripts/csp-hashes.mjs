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
import { toString } from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = join(distDir, 'server', 'app');
export { MANIFEST_FILE as MANIFEST } from './csp-runtime.mjs';
import { MANIFEST_FILE as MANIFEST } from './csp-runtime.mjs';

/** Page HTML in and out through an HTML parser and serializer (rehype). */
const parser = unified().use(rehypeParse);
const serializer = unified().use(rehypeStringify, { upperDoctype: true });

const BUILD_SCRIPT = /^\/_next\/static\/[^?]+\.js(?:\?.*)?$/;
const EXECUTABLE_TYPES = ['text/javascript', 'module', 'application/javascript'];

/** Inline scripts of a parsed page a browser executes (not `src=`, not data blocks such as JSON-LD). */
function inlineScripts(tree) {
  const bodies = [];
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'script' || node.properties.src !== undefined) return;
    const type = String(node.properties.type ?? '').toLowerCase();
    if (type && !EXECUTABLE_TYPES.includes(type)) return;
    const body = toString(node);
    if (body) bodies.push(body);
  });
  return bodies;
}

const sha256 = (body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

/** Hashes of a page's inline scripts a browser executes. */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(parser.parse(html)).map(sha256))];
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
 * such a script only through that attribute. Changes the parsed page in place; returns the hashes
 * of its scripts.
 */
function addScriptIntegrity(tree, hashOf) {
  const hashes = [];
  visit(tree, 'element', (node) => {
    const { properties: p } = node;
    let url;
    if (node.tagName === 'script') url = p.src;
    else if (node.tagName === 'link') {
      const rel = Array.isArray(p.rel) ? p.rel : [];
      if (p.as === 'script' || rel.includes('modulepreload')) url = p.href;
    }
    if (typeof url !== 'string' || !BUILD_SCRIPT.test(url)) return;
    const hash = typeof p.integrity === 'string' && p.integrity ? p.integrity : hashOf(url.split('?')[0]);
    p.integrity = hash;
    if (node.tagName === 'script') hashes.push(hash);
  });
  return [...new Set(hashes)];
}

/** {@link addScriptIntegrity} on page HTML: the page written back and its scripts' hashes. */
export function withScriptIntegrity(html, hashOf = staticFileHash) {
  const tree = parser.parse(html);
  const hashes = addScriptIntegrity(tree, hashOf);
  return { html: serializer.stringify(tree), hashes };
}

/** A built page with its scripts' integrity, and the hashes of every script it runs. */
export function hashPage(html, hashOf = staticFileHash) {
  const tree = parser.parse(html);
  const external = addScriptIntegrity(tree, hashOf);
  const inline = inlineScripts(tree).map(sha256);
  return { html: serializer.stringify(tree), hashes: [...new Set([...inline, ...external])] };
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
    const { html, hashes } = hashPage(original);
    if (html !== original) writeFileSync(file, html);
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
