/** Published content: versions, kept links, announced schedules and translation jobs. */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Every version of a content file a save through the site replaced (local mode): the text as it
 * was, who replaced it and when. `text` null: the file did not exist (the save created it).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale'),
    slug: text('slug'),
    text: text('text'),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_path_created_idx').on(t.path, t.createdAt)],
);

/**
 * Old public addresses: a permanent redirect to `to_path`, or gone (410) when it is null. Written
 * when a save renames or deletes an entry, and by admins on /admin/redirecionamentos.
 */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path'),
  source: text('source', { enum: ['rename', 'delete', 'admin'] }).notNull(),
  actorId: text('actor_id'),
  createdAt: createdAt(),
});

/** Scheduled entries already announced (pages revalidated, IndexNow told) at their publication moment. */
export const contentPublications = pgTable(
  'content_publications',
  {
    path: text('path').notNull(),
    publishAt: text('publish_at').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.publishAt] })],
);

/**
 * A machine translation of one entry under way (local mode): how many of its parts the model has
 * answered, so the admin who asked can watch it; `error` says why a failed one wrote nothing.
 */
export const contentTranslationJobs = pgTable('content_translation_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  locale: text('locale').notNull(),
  slug: text('slug').notNull(),
  actorId: text('actor_id').notNull(),
  status: text('status', { enum: ['running', 'done', 'failed'] })
    .notNull()
    .default('running'),
  partsDone: integer('parts_done').notNull().default(0),
  partsTotal: integer('parts_total'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
