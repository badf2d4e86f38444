import { cspManifestHolder, MANIFEST_FILE } from '@/scripts/csp-runtime.mjs';

/**
 * Hashes of each prerendered page's inline and build scripts: written after the build by
 * scripts/csp-hashes.mjs, and extended by the page cache handler when a publication regenerates
 * a page (`versions` keeps the hashes of each route's last versions).
 */
export interface CspManifest {
  routes: Record<string, string[]>;
  fallback: string[];
  versions?: Record<string, string[][]>;
}

let warned = false;

/** The process's manifest; null when the build has none (development, or an incomplete build). */
export function cspManifest(): CspManifest | null {
  const manifest = cspManifestHolder.load() as CspManifest | null;
  if (!manifest && !warned && process.env.NODE_ENV === 'production') {
    warned = true;
    console.error(
      `CSP: ${MANIFEST_FILE} is missing (run scripts/csp-hashes.mjs after next build); inline scripts are allowed until it exists.`,
    );
  }
  return manifest;
}
