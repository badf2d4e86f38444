/**
 * When an entry is public: not a draft, and its publication moment (São Paulo time) has come.
 * Brazil has kept UTC−3 all year since 2019, so the moment's offset is fixed.
 */

export const SAO_PAULO_OFFSET = '-03:00';

export interface Publishable {
  draft: boolean;
  publishAt: string | null;
}

/** A YYYY-MM-DDTHH:mm São Paulo moment as an instant. */
export function publishMoment(publishAt: string): Date {
  return new Date(`${publishAt}:00${SAO_PAULO_OFFSET}`);
}

export function isPublic(entry: Publishable, now: Date = new Date()): boolean {
  if (entry.draft) return false;
  return entry.publishAt === null || publishMoment(entry.publishAt).getTime() <= now.getTime();
}

export type PublicationState = 'published' | 'draft' | 'scheduled';

export function publicationState(entry: Publishable, now: Date = new Date()): PublicationState {
  if (entry.draft) return 'draft';
  return isPublic(entry, now) ? 'published' : 'scheduled';
}
