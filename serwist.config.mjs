// `serwist build serwist.config.mjs` (after `next build`, in `npm run build`): bundles app/sw.ts
// into public/sw.js with the precache manifest. The build directory follows NEXT_DIST_DIR, like
// the other post-build steps.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serwist } from '@serwist/next/config';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const LOCALES = ['pt', 'en', 'es'];
/** The offline page's prerendered HTML per locale, and the address it is served at. */
const OFFLINE_PAGES = LOCALES.map((locale) => ({
  file: join(distDir, 'server', 'app', locale, 'offline.html'),
  url: locale === 'pt' ? '/offline' : `/${locale}/offline`,
}));

for (const { file } of OFFLINE_PAGES) {
  if (!existsSync(file)) throw new Error(`serwist: ${file} not found; run next build first (with the same NEXT_DIST_DIR).`);
}

/**
 * The shell: the scripts, styles and fonts the offline pages load (the framework and layout
 * chunks every page shares), so an offline page renders and hydrates without the network. Other
 * chunks are cached as pages use them.
 */
function shellAssets() {
  const assets = new Set();
  for (const { file } of OFFLINE_PAGES) {
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/["'(]\/_next\/(static\/[^"'()?#\s]+\.(?:js|css|woff2))/g)) {
      assets.add(`${distDir}/${path}`);
    }
  }
  return [...assets].sort();
}

/** The offline pages themselves, revisioned by their HTML. */
const offlineEntries = OFFLINE_PAGES.map(({ file, url }) => ({
  url,
  revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16),
}));

const config = await serwist(
  {
    swSrc: 'app/sw.ts',
    swDest: 'public/sw.js',
    // Prerendered pages are stored as they are visited, not all at install.
    precachePrerendered: false,
    globPatterns: shellAssets(),
    additionalPrecacheEntries: offlineEntries,
  },
  // The few settings the helper reads, given directly instead of loading next.config.ts again.
  { distDir, basePath: '', assetPrefix: '' },
);

export default config;
