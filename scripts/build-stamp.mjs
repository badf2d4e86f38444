// Fingerprint of everything a production build is made from (source, content, messages, config,
// lockfile). `npm run build` records it in .next/source-stamp; `npm start` rebuilds when the
// current fingerprint differs, so a `git pull` never serves stale code.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const INPUTS = [
  'app',
  'components',
  'content',
  'i18n',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'global.d.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const SKIP = new Set(['sw.js', 'sw.js.map', 'node_modules']);
export const STAMP_FILE = join(root, '.next', 'source-stamp');

function files(path) {
  if (!existsSync(path) || SKIP.has(path.split('/').pop())) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function sourceStamp() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  // SITE_URL and the company facts are baked into the static pages.
  for (const [k, v] of Object.entries(process.env)
    .filter(([k]) => k === 'SITE_URL' || k.includes('COMPANY_'))
    .sort())
    hash.update(`${k}=${v}`);
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return (
    existsSync(join(root, '.next', 'BUILD_ID')) &&
    existsSync(join(root, '.next', 'csp-hashes.json')) &&
    // The service worker is written beside the build (public/sw.js, not committed).
    existsSync(join(root, 'public', 'sw.js')) &&
    existsSync(STAMP_FILE) &&
    readFileSync(STAMP_FILE, 'utf8').trim() === sourceStamp()
  );
}

if (process.argv[2] === 'write') writeFileSync(STAMP_FILE, `${sourceStamp()}\n`);
