import { LOCALE_PATTERN } from '@/i18n/locales';

/*
 * Pages opened from a mailed link whose address carries an access token (password reset,
 * activation, partner invitation, newsletter links). The server reads the token from the request;
 * the page's boot script then removes it from the address bar before any other script runs, so
 * neither analytics, a later referrer nor the browser history keeps it.
 */

/** Locale-less paths of the link pages. */
export const LINK_PAGES = ['/auth', '/newsletter/cancelar', '/newsletter/confirmar'] as const;

/** Query parameters of those links that grant access. */
export const SECRET_PARAMS = ['token', 'code'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A link page's pathname in any locale (`/auth`, `/en/auth`, `/pt/newsletter/cancelar/`). */
export const LINK_PAGE_PATTERN = new RegExp(`^(?:\\/${LOCALE_PATTERN})?(?:${LINK_PAGES.map(escapeRegExp).join('|')})\\/?$`);

/**
 * Inline source for the boot script (needs nothing but the browser): on a link page, the secret
 * parameters and any fragment leave the address through history.replaceState, keeping Next's
 * history state. Tested by running this very text.
 */
export const SCRUB_LINK_SOURCE = `try{var u=new URL(location.href);if(${LINK_PAGE_PATTERN.toString()}.test(u.pathname)){var c=!!u.hash;${JSON.stringify(SECRET_PARAMS)}.forEach(function(k){if(u.searchParams.has(k)){u.searchParams.delete(k);c=true}});if(c){u.hash="";history.replaceState(history.state,"",u.pathname+u.search)}}}catch(e){}`;
