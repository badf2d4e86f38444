import { localeOfPath, localizedPath, stripLocale } from '@/i18n/paths';

/*
 * What the service worker may keep. Pure functions of the URL and method, shared by the worker
 * (app/sw.ts) and its tests.
 */

/** Personal areas (under any locale prefix): their pages are never stored on the device. */
export const PRIVATE_AREAS = ['/auth', '/admin', '/area-do-cliente', '/painel-parceiro'] as const;
/** Not pages: route handlers and generated files (signed links, search indexes). */
export const NON_PAGE_AREAS = ['/api', '/files'] as const;

/** The locale-less path of the page shown when a page is neither reachable nor stored. */
export const OFFLINE_PATH = '/offline';

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** A pathname decoded, lower-cased and with repeated slashes collapsed; null when it does not decode. */
function canonicalPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
      .toLowerCase()
      .replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

/**
 * Requests the worker must never answer from or write to a cache: anything but GET, route
 * handlers, files, and the account and back-office areas in every language. A path that does
 * not decode counts as one of them.
 */
export function isNeverCached(url: URL | string, method = 'GET'): boolean {
  if (method.toUpperCase() !== 'GET') return true;
  const parsed = typeof url !== 'string' ? url : new URL(url.startsWith('/') ? `http://localhost${url}` : url);
  const path = canonicalPath(parsed.pathname);
  if (path === null) return true;
  if (NON_PAGE_AREAS.some((area) => under(path, area))) return true;
  const page = stripLocale(path);
  return PRIVATE_AREAS.some((area) => under(page, area));
}

const ASSET_FILE = /\.(?:woff2?|png|jpe?g|gif|svg|webp|avif|ico)$/i;

/** Build assets and data files (content-hashed), fonts, images and icons of this site: safe to serve from the cache first. */
export function isStaticAsset(url: URL): boolean {
  if (isNeverCached(url)) return false;
  return (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith('/icons/') ||
    ASSET_FILE.test(url.pathname) ||
    // Data files addressed by a hash of their content (the home dialogs).
    (url.pathname.endsWith('.json') && url.searchParams.has('v'))
  );
}

/** The offline page in the language of the requested path (`/en/...` → `/en/offline`). */
export function offlinePathFor(pathname: string): string {
  return localizedPath(localeOfPath(pathname), OFFLINE_PATH);
}
