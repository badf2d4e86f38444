import { ToneBadge } from '@/components/admin/tone-badge';

/** Whether a partner is listed publicly, as a coloured label. */
export function PartnerStatusBadge({ active, label }: { active: boolean; label: string }) {
  const status = active ? 'active' : 'inactive';
  return <ToneBadge tone={active ? 'green' : 'muted'} label={label} data={{ 'data-status': status }} fit />;
}
