/*
 * Which requests the proxy (locale routing, route guards, the page script policy) leaves alone:
 * Next's assets under /_next/ and the route handlers under /api/ by its matcher, and by this
 * check the real files under public/ and the site's other route handlers and metadata files,
 * whose patterns next.config.ts finds in app/ and public/ when it loads (lib/security/file-routes.ts)
 * and hands over as FILE_ROUTE_PATTERN. Everything else is a page path, whatever its extension:
 * deciding by extension let /en/admin/leads/x.json reach the app without the guard or the policy.
 */

let fileRoute: RegExp | undefined;

/** Whether a pathname names a file or a non-page route of the build (see above). */
export function isFileRoutePath(pathname: string): boolean {
  fileRoute ??= new RegExp(`^(?:${process.env.FILE_ROUTE_PATTERN || '(?!)'})$`);
  return fileRoute.test(pathname);
}

/**
 * The path as the router reads it: each segment decoded once, so `/%61dmin` is `/admin` to the
 * guards as it is to the router. Called after isMalformedPath, so it decodes.
 */
export function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return pathname;
  }
}
