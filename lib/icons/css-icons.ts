import type { IconName } from './drawings';

/**
 * The icons drawn by CSS (characters of the icon font, app/icon-font.css): decorative icons
 * repeated on the home page and the layout, as one element (`.ci`) or as a pseudo-element of their
 * parent (`.ci-b::before`, `.ci-a::after`) instead of an `<svg><use>` pair — fewer elements and
 * bytes in the HTML and again in the RSC payload. Keep the list to icons that are used that way:
 * every one adds a glyph to the font.
 */
export const CSS_ICONS = [
  'activity',
  'alert-triangle',
  'arrow-right',
  'arrow-up',
  'award',
  'badge-check',
  'bot',
  'brain-circuit',
  'building2',
  'check',
  'chevron-down',
  'chevron-right',
  'clock',
  'cloud',
  'cpu',
  'eye',
  'gift',
  'globe',
  'headset',
  'loader2',
  'mail',
  'map-pin',
  'menu',
  'message-circle',
  'monitor',
  'moon',
  'phone',
  'quote',
  'search',
  'send',
  'shield-check',
  'sparkles',
  'sun',
  'target',
  'trending-up',
] as const satisfies readonly IconName[];

export type CssIconName = (typeof CSS_ICONS)[number];
