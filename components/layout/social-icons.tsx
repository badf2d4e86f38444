/**
 * The class that draws a network's monochrome mark before the link's content (a view of the icon
 * mask sprite, drawn in lib/icons/masks.ts: no third-party assets); X by default.
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
