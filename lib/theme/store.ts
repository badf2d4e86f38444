import { STORAGE_KEYS } from '@/lib/config/limits';
import { DARK_QUERY, THEMES, type ThemeName } from './script';

/**
 * The visitor's theme choice in the browser. The inline theme script has already styled the page,
 * so nothing is written to the document until the choice changes (another tab, the system setting
 * under "system", or the toggle): a write on load would restyle the whole page for nothing.
 */
const listeners = new Set<() => void>();
/** The choice when the browser keeps no storage (it then lasts for this page only). */
let unsaved: ThemeName = 'system';

export function storedTheme(): ThemeName {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.theme);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemeName) : 'system';
  } catch {
    return unsaved;
  }
}

function resolved(theme: ThemeName): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts `theme` on <html> with transitions off for that one restyle, so nothing animates. */
function apply(theme: ThemeName) {
  const value = resolved(theme);
  const root = document.documentElement;
  if (root.classList.contains(value) && root.style.colorScheme === value) return;
  const freeze = document.createElement('style');
  freeze.appendChild(document.createTextNode('*,*::before,*::after{transition:none!important}'));
  document.head.appendChild(freeze);
  root.classList.remove('light', 'dark');
  root.classList.add(value);
  root.style.colorScheme = value;
  // Read a style so the restyle happens now, with transitions still off.
  window.getComputedStyle(document.body).getPropertyValue('color');
  setTimeout(() => freeze.remove(), 1);
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEYS.theme) return;
  apply(storedTheme());
  notify();
}

function onSystemChange() {
  if (storedTheme() === 'system') apply('system');
}

export function subscribeTheme(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    window.matchMedia(DARK_QUERY).addEventListener('change', onSystemChange);
    // The system scheme or another tab may have changed since the inline script ran, before anything
    // listened; a no-op when the page still shows the right theme.
    apply(storedTheme());
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      window.matchMedia(DARK_QUERY).removeEventListener('change', onSystemChange);
    }
  };
}

export function setTheme(theme: ThemeName) {
  unsaved = theme;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // No storage: `unsaved` holds the choice.
  }
  apply(theme);
  notify();
}
