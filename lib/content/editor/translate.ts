import 'server-only';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/lib/db/client';
import { assertAdmin, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { entryPath, SOURCE_LOCALE, type ContentKind, type ContentLocale } from './kinds';
import { contentFile } from './server';

export type StartTranslation = { ok: true } | { ok: false; error: 'exists' | 'no_source' };

/**
 * Starts a missing translation (local mode): the Portuguese file copied to the same slug in the
 * other language, for the admin to translate in the editor; a post, e-book or service copy is a draft. The
 * status page shows it as not yet translated until its text differs from the Portuguese one.
 */
export async function startTranslation(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  slug: string,
  locale: ContentLocale,
  meta: WriteMeta,
): Promise<StartTranslation> {
  const admin = await assertAdmin(db, actor);
  const target = entryPath(kind, locale, slug);
  let source: string;
  try {
    source = await readFile(contentFile(entryPath(kind, SOURCE_LOCALE, slug)), 'utf8');
  } catch {
    return { ok: false, error: 'no_source' };
  }
  let text = source.replace(/^locale: pt$/m, `locale: ${locale}`);
  // A copy is still Portuguese: a post or e-book copy is a draft, public only once translated and published.
  if (kind.shape === 'markdown') text = text.replace(/^draft: .*\r?\n/m, '').replace(/^---\r?\n/, (open) => `${open}draft: true\n`);
  else if (kind.shape === 'entries') text = `draft: true\n${text.replace(/^draft: .*\r?\n/m, '')}`;
  await mkdir(path.dirname(contentFile(target)), { recursive: true });
  try {
    // 'wx': an existing translation is never overwritten.
    await writeFile(contentFile(target), text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { ok: false, error: 'exists' };
    throw error;
  }
  await writeAudit(db, {
    actorId: admin.id,
    action: 'content.create',
    entity: 'content',
    entityId: `${kind.id}/${locale}/${slug}`,
    data: { kind: kind.id, locale, slug, path: target, from: SOURCE_LOCALE },
    ip: meta.ip,
  });
  return { ok: true };
}
