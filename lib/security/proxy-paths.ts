import { LOCALE_PATTERN } from '@/i18n/locales';

/*
 * Which requests the proxy (locale routing, route guards, the page script policy) leaves alone.
 * Everything else goes through it, dotted paths included: skipping "anything with a dot" let
 * /x.y/admin/… or /pt/admin/…/opengraph-image reach the app without the guard or the page policy.
 */

/** Extensions of real files (public/, Next's assets, the site's own file routes): the proxy skips them. */
export const STATIC_FILE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'css',
  'js',
  'mjs',
  'map',
  'txt',
  'xml',
  'json',
  'webmanifest',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'pdf',
] as const;

/** Whether a pathname names a static file by the allow-list (the proxy's matcher says the same). */
export function isStaticFilePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 && (STATIC_FILE_EXTENSIONS as readonly string[]).includes(last.slice(dot + 1).toLowerCase());
}

/** App folders that have an opengraph-image.tsx (a unit test compares this with app/). */
export const OG_IMAGE_FOLDERS = [
  '/[locale]/(site)',
  '/[locale]/(site)/blog/[slug]',
  '/[locale]/(site)/casos-de-sucesso',
  '/[locale]/(site)/contato',
  '/[locale]/(site)/ebooks',
  '/[locale]/(site)/ebooks/[slug]',
  '/[locale]/(site)/servicos',
  '/[locale]/(site)/servicos/[slug]',
  '/[locale]/(site)/sobre',
  '/[locale]/revendas',
] as const;

const OG_IMAGE_ROUTE = new RegExp(
  `^(?:${OG_IMAGE_FOLDERS.map((folder) =>
    folder
      .split('/')
      .filter((s) => s && !(s.startsWith('(') && s.endsWith(')')))
      .map((s) => (s === '[locale]' ? `/${LOCALE_PATTERN}` : s.startsWith('[') ? '/[^/]+' : `/${s}`))
      .join(''),
  ).join('|')})/opengraph-image(?:-[0-9a-z]{1,8})?$`,
);

/**
 * A real Open Graph image: served at its locale-prefixed path (Portuguese included), so it must
 * not be locale-routed. Any other `…/opengraph-image` is a page path like any other.
 */
export function isOgImagePath(pathname: string): boolean {
  return OG_IMAGE_ROUTE.test(pathname);
}
