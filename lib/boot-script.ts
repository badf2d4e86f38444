import { SCRUB_LINK_SOURCE } from '@/lib/security/link-pages';
import { APPLY_THEME_SOURCE } from '@/lib/theme/script';

/** Set on <html> once the page has loaded (see globals.css). */
export const LOADED_ATTRIBUTE = 'data-loaded';
/** Opens the search overlay: Ctrl+K / Cmd+K, the header's button, the mobile menu. */
export const OPEN_SEARCH_EVENT = 'open-search';
/** Set on <html> when search was asked for and not yet opened (e.g. before the header hydrated). */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-search-requested';

/**
 * Inline at the top of <body>, the same text on every page so the content security policy can
 * allow it by hash. First, on a page opened from a mailed link, it removes the link's token from
 * the address bar (lib/security/link-pages.ts), before analytics or any other script can read it.
 * It applies the theme before the first paint (lib/theme/script.ts).
 *
 * It marks <html> `data-loaded` once the page has loaded, which turns smooth scrolling on: a page
 * opened at an #anchor lands there at once instead of gliding from the top past blocks that are
 * still loading (and may grow under the glide).
 *
 * It is the one listener of the search shortcut, from the first paint on: Ctrl+K / Cmd+K marks the
 * request on <html> and announces it; the search button opens the overlay on the announcement, or,
 * when the press came before it hydrated, as soon as it mounts and finds the mark.
 */
export const BOOT_SCRIPT = `(function(){var d=document.documentElement;${SCRUB_LINK_SOURCE}addEventListener("load",function(){d.setAttribute(${JSON.stringify(LOADED_ATTRIBUTE)},"")});${APPLY_THEME_SOURCE}addEventListener("keydown",function(e){if((e.ctrlKey||e.metaKey)&&/^k$/i.test(e.key)){e.preventDefault();d.setAttribute(${JSON.stringify(SEARCH_REQUESTED_ATTRIBUTE)},"");dispatchEvent(new Event(${JSON.stringify(OPEN_SEARCH_EVENT)}))}})})()`;
