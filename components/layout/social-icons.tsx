/**
 * The class that draws a network's monochrome mark before the link's content (a glyph of the icon
 * font, drawn in lib/icons/icon-font.ts: no third-party assets); X by default.
 */
export function socialIconClass(network: string): string {
  return `ci-b ci-social-${Object.hasOwn(SOCIAL_NAMES, network) ? network : 'x'}`;
}

export const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
};
