import 'server-only';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { assertAdmin, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { contentVersions } from '@/lib/db/schema';
import { entryOfPath, type ContentLocale } from './editor/kinds';
import { contentFile } from './editor/server';
import { fileProblem } from './editor/files';
import { PRICES_FILE, pricesProblem } from './prices';
import { entryUrl } from './publishing';
import { entryAt, entryMoved, forgetRedirects } from './redirects';

/**
 * Every save through the site keeps the version it replaced (content_versions), and a renamed or
 * deleted post or e-book leaves its old address behind as a redirect or as gone.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface SavedChange {
  path: string;
  action: 'content.create' | 'content.update' | 'content.delete';
}

const isVersioned = (path: string) => path === PRICES_FILE || entryOfPath(path) !== null;

/** The text of each content file as it is on disk now (null: absent). */
export async function currentTexts(paths: string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const path of paths) {
    if (!isVersioned(path)) continue;
    out.set(path, await readFile(contentFile(path), 'utf8').catch(() => null));
  }
  return out;
}

function facts(path: string): { kind: string; locale: ContentLocale | null; slug: string | null } {
  const entry = entryOfPath(path);
  if (entry) return { kind: entry.kind.id, locale: entry.locale, slug: entry.slug };
  return { kind: 'prices', locale: null, slug: null };
}

/** The public address of a post or e-book file, else null. */
function urlOf(path: string): string | null {
  const entry = entryOfPath(path);
  if (!entry || (entry.kind.id !== 'blog' && entry.kind.id !== 'ebooks')) return null;
  return entryUrl(entry.kind.id, entry.locale, entry.slug);
}

/** Records the replaced versions, and the addresses a rename or a deletion leaves behind. */
export async function recordSave(tx: Executor, actorId: string | null, changes: SavedChange[], replaced: Map<string, string | null>) {
  for (const change of changes) {
    if (!replaced.has(change.path)) continue;
    await tx
      .insert(contentVersions)
      .values({ path: change.path, ...facts(change.path), text: replaced.get(change.path) ?? null, action: change.action, actorId });
  }
  const created = changes.filter((c) => c.action === 'content.create' && urlOf(c.path));
  const deleted = changes.filter((c) => c.action === 'content.delete' && urlOf(c.path));
  for (const c of created) await entryAt(tx, urlOf(c.path)!);
  for (const gone of deleted) {
    const from = entryOfPath(gone.path)!;
    // A rename is a deletion and a creation of the same kind and language in one save.
    const renamed = created.find((c) => {
      const to = entryOfPath(c.path)!;
      return to.kind.id === from.kind.id && to.locale === from.locale;
    });
    await entryMoved(tx, urlOf(gone.path)!, renamed ? urlOf(renamed.path) : null, actorId);
  }
  forgetRedirects();
}

export interface Version {
  id: string;
  path: string;
  kind: string;
  locale: string | null;
  slug: string | null;
  text: string | null;
  action: string;
  actorId: string | null;
  createdAt: Date;
}

/** A file's replaced versions, newest first. */
export async function versionsOf(db: Executor, path: string, limit = 50): Promise<Version[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.path, path))
    .orderBy(desc(contentVersions.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export async function versionById(db: Executor, path: string, id: string): Promise<Version | null> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.path, path), eq(contentVersions.id, id)));
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

export type RestoreOutcome = { ok: true } | { ok: false; error: 'not_found' | 'invalid' };

/**
 * Writes a kept version back (a save like any other: the text it replaces is kept, the audit log
 * records it). The caller publishes the change. Only a version that had a text can come back, and
 * only one the build's schemas still accept.
 */
export async function restoreVersion(db: Db, actor: Actor, path: string, id: string, meta: WriteMeta): Promise<RestoreOutcome> {
  const admin = await assertAdmin(db, actor);
  if (!isVersioned(path)) return { ok: false, error: 'not_found' };
  const version = await versionById(db, path, id);
  if (!version || version.text === null) return { ok: false, error: 'not_found' };
  const entry = entryOfPath(path);
  const problem = entry ? fileProblem(entry.kind, version.text, entry) : pricesProblem(version.text);
  if (problem) return { ok: false, error: 'invalid' };
  const file = contentFile(path);
  const current = await readFile(file, 'utf8').catch(() => null);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, version.text);
  await db.transaction(async (tx) => {
    await tx.insert(contentVersions).values({ path, ...facts(path), text: current, action: 'content.restore', actorId: admin.id });
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'content.restore',
      entity: 'content',
      entityId: entry ? `${entry.kind.id}/${entry.locale}/${entry.slug}` : path,
      data: { ...facts(path), path, version: id, versionOf: version.createdAt.toISOString() },
      ip: meta.ip ?? null,
    });
    if (current === null && urlOf(path)) await entryAt(tx, urlOf(path)!);
  });
  forgetRedirects();
  return { ok: true };
}
