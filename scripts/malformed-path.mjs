/**
 * A request path the router cannot take: its percent-encoding does not decode to UTF-8, or,
 * decoded once (as the locale routing does), it still holds a `%` that does not decode. Such a
 * path names no page or file; answering it 400 before routing keeps the router from failing with
 * a 500. Used by proxy.ts (pages) and scripts/serve.mjs (everything else).
 */
export function isMalformedPath(pathname) {
  try {
    decodeURIComponent(decodeURI(pathname));
    return false;
  } catch {
    return true;
  }
}
