import { SCRUB_LINK_SOURCE } from '@/lib/security/link-pages';
import { APPLY_THEME_SOURCE } from '@/lib/theme/script';

/** Set on <html> once the page has loaded (see globals.css). */
export const LOADED_ATTRIBUTE = 'data-loaded';

/**
 * Inline at the top of <body>, the same text on every page so the content security policy can
 * allow it by hash. First, on a page opened from a mailed link, it removes the link's token from
 * the address bar (lib/security/link-pages.ts), before analytics or any other script can read it.
 * It applies the theme before the first paint (lib/theme/script.ts).
 *
 * It marks <html> `data-loaded` two frames after the page has loaded, which turns smooth scrolling
 * on: a page opened at an #anchor lands there at once instead of gliding from the top past blocks
 * that are still loading (and may grow under the glide). The browser may make its jump to the
 * anchor in the first frame after `load`; the second frame comes after that frame's layout.
 */
export const BOOT_SCRIPT = `(function(){var d=document.documentElement;${SCRUB_LINK_SOURCE}addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){d.setAttribute(${JSON.stringify(LOADED_ATTRIBUTE)},"")})})});${APPLY_THEME_SOURCE}})()`;
