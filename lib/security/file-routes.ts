import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_PATTERN } from '../../i18n/locales';

/*
 * The paths the proxy leaves alone besides /_next/ and /api/: the real files under public/ and
 * the site's route handlers and metadata files outside /api/ (sitemap, share images, feeds, the
 * e-book files…), found by walking the folders when next.config.ts loads. Every other path, a
 * page's with a dot in it included, goes through the proxy (locale routing, guards, page policy).
 */

/** The IndexNow key file (/<key>.txt), answered by a rewrite to a route that knows the key. */
export const INDEXNOW_KEY_FILE = '[A-Za-z0-9-]{8,128}';

/** Written into public/ by `serwist build` after `next build`, so absent when the config first loads. */
const GENERATED_PUBLIC_FILES = ['/sw.js', '/sw.js.map'];

const ROUTE_FILE = /^route\.(?:ts|tsx|js|jsx|mjs)$/;
const CODE = /\.(?:ts|tsx|js|jsx|mjs)$/;
const IMAGE_METADATA = /^(?:opengraph-image|twitter-image|icon|apple-icon)(?:\d*)$/;
/** Metadata files whose URL differs from their source file's name. */
const GENERATED_NAMES: Record<string, string> = { manifest: 'manifest.webmanifest', robots: 'robots.txt', sitemap: 'sitemap.xml' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** An app folder's URL as a pattern: route groups dropped, dynamic segments matched. */
function folderPattern(segments: string[]): string {
  return segments
    .filter((s) => !(s.startsWith('(') && s.endsWith(')')) && !s.startsWith('@'))
    .map((s) => {
      if (s === '[locale]') return `/${LOCALE_PATTERN}`;
      if (/^\[\[\.\.\.\w+\]\]$/.test(s)) return '(?:/.+)?';
      if (/^\[\.\.\.\w+\]$/.test(s)) return '/.+';
      if (/^\[\w+\]$/.test(s)) return '/[^/]+';
      return `/${escape(s)}`;
    })
    .join('');
}

/** The URL pattern of one file in an app folder, or null when the file is not served at a path of its own. */
function appFilePattern(folder: string, name: string): string | null {
  if (ROUTE_FILE.test(name)) return folder || '/';
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  if (IMAGE_METADATA.test(base)) {
    // Generated images are served with a short hash after the name; image files under their own name.
    return CODE.test(name) ? `${folder}/${base}(?:-[0-9a-z]{1,8})?` : `${folder}/${escape(name)}`;
  }
  if (base === 'favicon' && name === 'favicon.ico') return `${folder}/favicon\\.ico`;
  const generated = GENERATED_NAMES[base];
  if (generated) return `${folder}/${escape(CODE.test(name) ? generated : name)}`;
  return null;
}

function walkApp(dir: string, segments: string[], out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Route handlers under /api/ never reach the proxy; private folders (_x) are not routes.
      if ((segments.length === 0 && entry.name === 'api') || entry.name.startsWith('_')) continue;
      walkApp(join(dir, entry.name), [...segments, entry.name], out);
    } else {
      const pattern = appFilePattern(folderPattern(segments), entry.name);
      if (pattern) out.push(pattern);
    }
  }
}

function walkPublic(dir: string, prefix: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walkPublic(join(dir, entry.name), `${prefix}/${entry.name}`, out);
    else out.push(escape(`${prefix}/${entry.name}`));
  }
}

/** Patterns (regular expression sources, whole path) of every path the proxy must not handle. */
export function fileRoutePatterns(root = process.cwd()): string[] {
  const out: string[] = [];
  walkApp(join(root, 'app'), [], out);
  if (existsSync(join(root, 'public'))) walkPublic(join(root, 'public'), '', out);
  out.push(...GENERATED_PUBLIC_FILES.map(escape), `/${INDEXNOW_KEY_FILE}\\.txt`);
  return [...new Set(out)].sort();
}
