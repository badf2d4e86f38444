import { ToneBadge, type Tone } from '@/components/admin/tone-badge';

const TONES = { admin: 'violet', partner: 'sky' } as const satisfies Record<string, Tone>;

/** A role as a coloured label. */
export function RoleBadge({ role, label }: { role: keyof typeof TONES; label: string }) {
  return <ToneBadge tone={TONES[role]} label={label} data={{ 'data-role': role }} />;
}
