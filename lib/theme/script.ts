import { STORAGE_KEYS } from '@/lib/config/limits';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs before the first paint, inline at the top of <body>: puts the stored theme (or the system's)
 * on <html> as the `light`/`dark` class and the matching `color-scheme`. The same text on every
 * page, so its hash can be allowed by the content security policy.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});var r=t==="dark"||(t!=="light"&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches)?"dark":"light";var d=document.documentElement;d.classList.add(r);d.style.colorScheme=r}catch(e){}})()`;
