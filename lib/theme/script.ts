import { STORAGE_KEYS } from '@/lib/config/limits';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Set on <html> by the inline script when the page has loaded (see globals.css). */
export const LOADED_ATTRIBUTE = 'data-loaded';
/** Set on <html> by the search button once its Ctrl+K / Cmd+K shortcut listens. */
export const SEARCH_READY_ATTRIBUTE = 'data-search-ready';
/** Set on <html> by the inline script when Ctrl+K / Cmd+K is pressed before that. */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-search-requested';

/**
 * Runs before the first paint, inline at the top of <body>: puts the stored theme (or the system's)
 * on <html> as the `light`/`dark` class and the matching `color-scheme`. The same text on every
 * page, so its hash can be allowed by the content security policy.
 *
 * It also marks <html> `data-loaded` once the page has loaded, which turns smooth scrolling on: a
 * page opened at an #anchor lands there at once instead of gliding from the top past blocks that
 * are still loading (and may grow under the glide).
 *
 * Until the header's search shortcut listens, it remembers a Ctrl+K / Cmd+K press (and keeps the
 * browser's own use of the keys), so a visitor who reaches for search while the page is still
 * loading gets it as soon as the button is ready.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement;addEventListener("load",function(){d.setAttribute(${JSON.stringify(LOADED_ATTRIBUTE)},"")});try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});var r=t==="dark"||(t!=="light"&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches)?"dark":"light";d.classList.add(r);d.style.colorScheme=r}catch(e){}addEventListener("keydown",function(e){if((e.ctrlKey||e.metaKey)&&/^k$/i.test(e.key)&&!d.hasAttribute(${JSON.stringify(SEARCH_READY_ATTRIBUTE)})){e.preventDefault();d.setAttribute(${JSON.stringify(SEARCH_REQUESTED_ATTRIBUTE)},"")}})})()`;
