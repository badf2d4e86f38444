// The CSP manifest of this server process: read once from the build's file, then updated in place
// when a regenerated page is stored (page-cache-handler.mjs). Held on globalThis so the proxy and
// the cache handler, loaded by different module graphs of one process, share the same object.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY = Symbol.for('site.cspManifest');

/** Where the build writes the manifest (scripts/csp-hashes.mjs), relative to the project. */
export const MANIFEST_FILE = join(process.env.NEXT_DIST_DIR || '.next', 'csp-hashes.json');

export const cspManifestHolder = {
  /** The manifest, or null when the build wrote none. */
  load() {
    const g = globalThis;
    if (g[KEY] !== undefined) return g[KEY];
    try {
      g[KEY] = JSON.parse(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), MANIFEST_FILE), 'utf8'));
    } catch {
      g[KEY] = null;
    }
    return g[KEY];
  },
};
