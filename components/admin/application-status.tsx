import { ToneBadge, type Tone } from '@/components/admin/tone-badge';
import type { ApplicationStatus } from '@/lib/resellers/admin-query';

const TONES: Record<ApplicationStatus, Tone> = { pending: 'amber', approved: 'green', rejected: 'red' };

/** An application's status as a coloured label. */
export function StatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  return <ToneBadge tone={TONES[status]} label={label} data={{ 'data-status': status }} />;
}
