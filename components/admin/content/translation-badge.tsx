import { ToneBadge, type Tone } from '@/components/admin/tone-badge';
import type { TranslationState } from '@/lib/content/editor/status';
import type { PublicationState } from '@/lib/content/publication';

const TONES: Record<TranslationState, Tone> = { present: 'green', missing: 'red', outdated: 'amber', untranslated: 'slate' };

/** An entry's state in one language as a coloured label. */
export function TranslationBadge({ state, label }: { state: TranslationState; label: string }) {
  return <ToneBadge tone={TONES[state]} label={label} data={{ 'data-state': state }} />;
}

const PUBLICATION_TONES: Record<PublicationState, Tone> = { published: 'green', draft: 'slate', scheduled: 'amber' };

/** Whether visitors see an entry in one language: published, a draft, or scheduled for a moment. */
export function PublicationBadge({ state, label }: { state: PublicationState; label: string }) {
  return <ToneBadge tone={PUBLICATION_TONES[state]} label={label} data={{ 'data-publication': state }} />;
}
