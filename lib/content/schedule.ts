import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { contentPublications } from '@/lib/db/schema';
import { entryPath, type ContentLocale, CONTENT_KINDS } from './editor/kinds';
import type { ContentSnapshot } from './store';
import { isPublic, publishMoment } from './publication';

/**
 * Scheduled posts, e-books, services and success cases go live by themselves: every minute the job looks for entries whose
 * publication moment has come and that were not announced yet, publishes them (their pages are
 * regenerated) and has search engines told. Each entry and moment is announced once, by whichever
 * instance gets there first (the primary key of content_publications).
 */

const kindById = (id: string) => CONTENT_KINDS.find((k) => k.id === id)!;

export interface ScheduledEntry {
  path: string;
  publishAt: string;
  draft: boolean;
}

/** Entries of the current content that carry a publication moment. */
export function scheduledEntries(docs: Pick<ContentSnapshot, 'posts' | 'ebooks' | 'services' | 'successCases'>): ScheduledEntry[] {
  const out: ScheduledEntry[] = [];
  const add = (path: string, text: { draft?: boolean; publishAt?: string | null }) => {
    if (text.publishAt) out.push({ path, publishAt: text.publishAt, draft: text.draft ?? false });
  };
  for (const [id, list] of [
    ['blog', docs.posts],
    ['ebooks', docs.ebooks],
  ] as const) {
    const kind = kindById(id);
    for (const doc of list) add(entryPath(kind, doc.locale as ContentLocale, doc.slug), doc);
  }
  for (const doc of docs.services) add(entryPath(kindById('services'), doc.locale, doc.name), doc.data);
  // Success cases share one file per language: each case is announced on its own (`file#case`).
  for (const doc of docs.successCases)
    for (const [slug, text] of Object.entries(doc.data)) add(`${entryPath(kindById('success-cases'), doc.locale)}#${slug}`, text);
  return out;
}

export interface ScheduleRun {
  /** Entries announced by this run. */
  published: string[];
  /** Entries still waiting for their moment. */
  waiting: number;
}

/**
 * Announces the entries whose moment has come by `now`: `publish` regenerates their pages (and
 * reports them to IndexNow), once per entry and moment.
 */
export async function publishDueEntries(
  db: Pick<Db, 'insert'>,
  entries: ScheduledEntry[],
  publish: (paths: string[]) => Promise<void>,
  now: Date = new Date(),
): Promise<ScheduleRun> {
  const due = entries.filter((e) => isPublic({ draft: e.draft, publishAt: e.publishAt }, now));
  const waiting = entries.filter((e) => !e.draft && publishMoment(e.publishAt).getTime() > now.getTime()).length;
  const published: string[] = [];
  for (const entry of due) {
    const claimed = await db
      .insert(contentPublications)
      .values({ path: entry.path, publishAt: entry.publishAt, publishedAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ path: contentPublications.path });
    if (claimed.length > 0) published.push(entry.path);
  }
  if (published.length > 0) await publish(published);
  return { published, waiting };
}
