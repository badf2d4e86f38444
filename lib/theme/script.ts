import { STORAGE_KEYS } from '@/lib/config/limits';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The part of the page's inline boot script (lib/boot-script.ts) that runs before the first paint:
 * puts the stored theme (or the system's) on <html> (`d`) as the `light`/`dark` class and the
 * matching `color-scheme`.
 */
export const APPLY_THEME_SOURCE = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});var r=t==="dark"||(t!=="light"&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches)?"dark":"light";d.classList.add(r);d.style.colorScheme=r}catch(e){}`;
