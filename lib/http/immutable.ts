/** Cache-Control for responses addressed by a hash or version (`?v=`): a new version is a new URL. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An SVG document the pages address with its version (`?v=`, changing with its drawings): kept for good. */
export function versionedSvg(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': IMMUTABLE_CACHE_CONTROL } });
}
