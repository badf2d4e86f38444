import { ToneBadge, type Tone } from '@/components/admin/tone-badge';

type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

const TONES: Record<LeadStatus, Tone> = { new: 'sky', contacted: 'amber', qualified: 'violet', won: 'green', lost: 'red' };

/** A lead's status as a coloured label. */
export function LeadStatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return <ToneBadge tone={TONES[status]} label={label} data={{ 'data-status': status }} />;
}
