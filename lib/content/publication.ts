import { COMPANY_TIME_ZONE } from '@/lib/config/company';

/** When an entry is public: not a draft, and its publication moment (the company's time zone) has come. */

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export interface Publishable {
  draft: boolean;
  publishAt: string | null;
}

/** A YYYY-MM-DDTHH:mm moment of the company's wall clock as an instant. */
export function publishMoment(publishAt: string): Date {
  const asUtc = Date.parse(`${publishAt}:00Z`);
  // The zone's offset then: its wall clock at that instant, read as UTC, minus the instant.
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(asUtc)).map((p) => [p.type, p.value]));
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return new Date(asUtc - (wall - asUtc));
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
