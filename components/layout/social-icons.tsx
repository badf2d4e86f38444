const NETWORKS = new Set(['linkedin', 'instagram', 'facebook', 'youtube', 'x']);

/** Simple monochrome marks for the five social networks (drawn by CSS in app/blocks.css, no third-party assets); X by default. */
export function SocialIcon({ network }: { network: string }) {
  return <span aria-hidden className={`ci ci-social-${NETWORKS.has(network) ? network : 'x'} size-4`} />;
}

export const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
};
