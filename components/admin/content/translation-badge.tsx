import { ToneBadge, type Tone } from '@/components/admin/tone-badge';
import type { TranslationState } from '@/lib/content/editor/status';

const TONES: Record<TranslationState, Tone> = { present: 'green', missing: 'red', outdated: 'amber', untranslated: 'slate' };

/** An entry's state in one language as a coloured label. */
export function TranslationBadge({ state, label }: { state: TranslationState; label: string }) {
  return <ToneBadge tone={TONES[state]} label={label} data={{ 'data-state': state }} />;
}
