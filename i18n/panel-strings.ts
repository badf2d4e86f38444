import type { Locale } from './locales';
import type { MessageGroup, MessagePath } from './strings';

/**
 * Strings only the floating panels read (search, messaging chat, AI assistant). They are not sent
 * with every page: the browser fetches them with the panel's code (`/<locale>/panel-strings.json`).
 */
export const PANEL_STRING_GROUPS = ['Search', 'Widget', 'Assistant.widget'] as const satisfies readonly MessageGroup[];

/** What the panels' always-visible buttons (and the partner prefill) need on every page. */
export const PANEL_BUTTON_STRINGS = [
  'Search.button',
  'Search.shortcut',
  'Widget.open',
  'Widget.close',
  'Widget.title',
  'Widget.partnerMessage',
  'Widget.partnerCities',
  'Assistant.widget.open',
  'Assistant.widget.close',
  'Assistant.widget.title',
] as const satisfies readonly MessagePath[];

/** Where a language's panel strings live, addressed with a hash of the catalogues so it can be kept for good. */
export function panelStringsPath(locale: Locale): string {
  return `/${locale}/panel-strings.json?v=${process.env.NEXT_PUBLIC_PANEL_STRINGS_VERSION ?? ''}`;
}
