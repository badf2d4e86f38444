import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Hashes of each prerendered page's inline scripts, written after the build by scripts/csp-hashes.mjs. */
export interface CspManifest {
  routes: Record<string, string[]>;
  fallback: string[];
}

let cached: CspManifest | null | undefined;

/** The build's manifest, read once; null when the build has none (development, or an incomplete build). */
export function cspManifest(): CspManifest | null {
  if (cached !== undefined) return cached;
  const file = resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'csp-hashes.json');
  try {
    cached = JSON.parse(readFileSync(file, 'utf8')) as CspManifest;
  } catch {
    cached = null;
    if (process.env.NODE_ENV === 'production') {
      console.error(`CSP: ${file} is missing (run scripts/csp-hashes.mjs after next build); inline scripts are allowed until it exists.`);
    }
  }
  return cached;
}
