import 'server-only';
import { eq } from 'drizzle-orm';
import { TRANSLATION_LIMITS } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { contentTranslationJobs } from '@/lib/db/schema';
import { assertAdmin, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { afterAnswer } from '@/lib/http/after-answer';
import { CONTENT_KINDS, type ContentKind } from '../editor/kinds';
import type { publish } from '../publishing';
import type { TargetLocale } from './model';
import { translateEntry, translationSource, type TranslationFailure } from './run';

/**
 * "Traduzir com IA" as a job the admin can watch: started once the quick checks pass (the model,
 * the Portuguese text, a translation to replace), run after the answer, its parts counted in the
 * database so any instance can show the progress.
 */

export type TranslationJob =
  | { status: 'running'; partsDone: number; partsTotal: number | null; kind: ContentKind; locale: TargetLocale; slug: string }
  | { status: 'done'; kind: ContentKind; locale: TargetLocale; slug: string }
  | { status: 'failed'; error: TranslationFailure; kind: ContentKind; locale: TargetLocale; slug: string };

export async function startTranslationJob(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  slug: string,
  locale: TargetLocale,
  meta: WriteMeta,
  { published }: { published?: typeof publish } = {},
): Promise<{ ok: true; id: string } | { ok: false; error: TranslationFailure }> {
  const admin = await assertAdmin(db, actor);
  const ready = await translationSource(kind, slug, locale);
  if (!ready.ok) return ready;
  const [job] = await db
    .insert(contentTranslationJobs)
    .values({ kind: kind.id, locale, slug, actorId: admin.id })
    .returning({ id: contentTranslationJobs.id });
  const id = job!.id;
  const settle = (values: Partial<typeof contentTranslationJobs.$inferInsert>) =>
    db
      .update(contentTranslationJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(contentTranslationJobs.id, id));
  void afterAnswer(async () => {
    try {
      const result = await translateEntry(db, { id: admin.id }, kind, slug, locale, meta, {
        published,
        progress: (partsDone, partsTotal) => settle({ partsDone, partsTotal }).then(() => undefined),
      });
      await settle(result.ok ? { status: 'done' } : { status: 'failed', error: result.error });
    } catch (error) {
      console.error('Machine translation failed:', error);
      await settle({ status: 'failed', error: 'interrupted' });
    }
  });
  return { ok: true, id };
}

/** One job as its page shows it; a running job silent for too long (its server stopped) has failed. */
export async function translationJob(db: Db, actor: Actor, id: string): Promise<TranslationJob | null> {
  await assertAdmin(db, actor);
  const [row] = await db.select().from(contentTranslationJobs).where(eq(contentTranslationJobs.id, id));
  const kind = CONTENT_KINDS.find((k) => k.id === row?.kind);
  if (!row || !kind) return null;
  const entry = { kind, locale: row.locale as TargetLocale, slug: row.slug };
  if (row.status === 'done') return { status: 'done', ...entry };
  if (row.status === 'failed') return { status: 'failed', error: (row.error ?? 'interrupted') as TranslationFailure, ...entry };
  if (Date.now() - row.updatedAt.getTime() > TRANSLATION_LIMITS.silentJobMs) return { status: 'failed', error: 'interrupted', ...entry };
  return { status: 'running', partsDone: row.partsDone, partsTotal: row.partsTotal, ...entry };
}
