const NETWORKS = new Set(['linkedin', 'instagram', 'facebook', 'youtube', 'x']);

/**
 * The class that draws a network's monochrome mark before the link's content (app/blocks.css, no
 * third-party assets); X by default.
 */
export function socialIconClass(network: string): string {
  return `ci-b ci-social-${NETWORKS.has(network) ? network : 'x'}`;
}

export const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
};
