// Next's file-system cache for regenerated pages, with one step added: a page stored after a
// publication gets the same treatment the build's pages get from csp-hashes.mjs (integrity on its
// build scripts) and its script hashes join the route's entry in the CSP manifest before it is
// ever served from the cache, so the proxy's hash policy keeps matching the page it sends.
// Loaded by Next itself (next.config `cacheHandler`), in the server's process.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { hashPage, MANIFEST } from './csp-hashes.mjs';
import { cspManifestHolder } from './csp-runtime.mjs';

const Base = FileSystemCache.default ?? FileSystemCache;
const { tagsManifest } = tagsModule;

/**
 * Marks tags stale now, as `revalidateTag(tag, 'max')` does, from outside a request: a publication
 * does it again once the renders that were under way when it began have been stored, so a page
 * rendered from the content before the save cannot stay in the cache as fresh.
 */
globalThis[Symbol.for('site.markStale')] = (tags) => {
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now });
};

/** Hashes of the versions a route may still be served in (another instance, a stale read). */
const KEPT_VERSIONS = 3;

/** The page path of a cache key: `/route-cache/APP_PAGE/<hash>/$/pt/blog/x` → `/pt/blog/x`. */
function pagePathOf(key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
}

export default class PageCacheHandler extends Base {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string' && process.env.NEXT_PHASE !== 'phase-production-build') {
      const manifest = cspManifestHolder.load();
      if (manifest) {
        const { html, hashes } = hashPage(data.html);
        data = { ...data, html };
        const route = pagePathOf(key);
        const versions = manifest.versions?.[route] ?? [manifest.routes[route] ?? []];
        const kept = [hashes, ...versions.filter((v) => v.join() !== hashes.join())].slice(0, KEPT_VERSIONS);
        manifest.versions = { ...manifest.versions, [route]: kept };
        manifest.routes[route] = [...new Set(kept.flat())];
        try {
          writeFileSync(join(process.cwd(), MANIFEST), JSON.stringify(manifest));
        } catch (error) {
          console.error(`CSP: could not record the hashes of ${route}: ${error.message}`);
        }
      }
    }
    return super.set(key, data, ctx);
  }
}
