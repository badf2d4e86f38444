import { ToneBadge, type Tone } from '@/components/admin/tone-badge';

const TONES = { queued: 'amber', sent: 'green', failed: 'red', redacted: 'slate' } as const satisfies Record<string, Tone>;

/** A mail's delivery status (or its redaction flag) as a coloured label. */
export function MailBadge({ kind, label }: { kind: keyof typeof TONES; label: string }) {
  return <ToneBadge tone={TONES[kind]} label={label} data={{ 'data-status': kind }} />;
}
