import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { contentRedirects } from '@/lib/db/schema';
import { SITE_PATH } from '@/lib/validation/redirects';

/**
 * Old public addresses: a permanent redirect to the entry's new address, or gone (410). The proxy
 * answers them from a map kept in memory, read again after a change in this process and at most
 * REFRESH_MS later in another one.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface Redirect {
  fromPath: string;
  toPath: string | null;
  source: 'rename' | 'delete' | 'admin';
  createdAt: Date;
}

const REFRESH_MS = 30_000;
type Holder = { map?: Map<string, string | null>; loadedAt: number; generation: number; loading?: Promise<Map<string, string | null>> };
const KEY = Symbol.for('site.contentRedirects');
/**
 * One map per database (the server has one; tests open several), and a generation a write moves
 * on. On globalThis: the proxy and the route handlers are separate bundles of one process.
 */
const shared: { holders: WeakMap<object, Holder>; generation: number } = ((
  globalThis as { [KEY]?: { holders: WeakMap<object, Holder>; generation: number } }
)[KEY] ??= { holders: new WeakMap(), generation: 0 });
const holders = shared.holders;

function holderOf(db: Executor): Holder {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = { loadedAt: 0, generation: -1 }));
  return holder;
}

/** The next read loads the table again. */
export function forgetRedirects(): void {
  shared.generation += 1;
}

async function redirectMap(db: Executor): Promise<Map<string, string | null>> {
  const holder = holderOf(db);
  const wanted = shared.generation;
  if (holder.map && holder.generation === wanted && Date.now() - holder.loadedAt < REFRESH_MS) return holder.map;
  if (holder.generation !== wanted) holder.loading = undefined;
  holder.loading ??= db
    .select({ fromPath: contentRedirects.fromPath, toPath: contentRedirects.toPath })
    .from(contentRedirects)
    .then((rows) => {
      const map = new Map(rows.map((r) => [r.fromPath, r.toPath]));
      holder.map = map;
      holder.loadedAt = Date.now();
      holder.generation = wanted;
      return map;
    })
    .finally(() => {
      holder.loading = undefined;
    });
  return holder.loading;
}

/** undefined: no rule; null: gone; a path: its new address. */
export async function redirectFor(db: Executor, path: string): Promise<string | null | undefined> {
  const map = await redirectMap(db);
  return map.has(path) ? map.get(path) : undefined;
}

export async function listRedirects(db: Executor): Promise<Redirect[]> {
  const rows = await db.select().from(contentRedirects).orderBy(contentRedirects.fromPath);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export type RedirectProblem = 'samePath' | 'badPath' | 'loop' | 'chain';

/** Why a redirect from → to is refused among the others, or null. */
export function redirectProblem(existing: Map<string, string | null>, from: string, to: string | null): RedirectProblem | null {
  if (!SITE_PATH.test(from) || (to !== null && !SITE_PATH.test(to))) return 'badPath';
  if (from === to) return 'samePath';
  if (to === null) return null;
  // Follow the target's own rules: back to `from` is a loop, anywhere else a chain.
  if (existing.has(to)) {
    let next: string | null | undefined = to;
    const seen = new Set<string>();
    while (next && existing.has(next) && !seen.has(next)) {
      seen.add(next);
      next = existing.get(next);
      if (next === from) return 'loop';
    }
    return 'chain';
  }
  for (const [source, target] of existing) if (target === from && source !== from) return source === to ? 'loop' : 'chain';
  return null;
}

/** An admin's rule: refused with its problem when it would loop or chain. */
export async function saveAdminRedirect(
  db: Executor,
  rule: { fromPath: string; toPath: string | null; actorId: string },
): Promise<RedirectProblem | null> {
  const map = new Map(await redirectMap(db));
  map.delete(rule.fromPath);
  const problem = redirectProblem(map, rule.fromPath, rule.toPath);
  if (problem) return problem;
  await db
    .insert(contentRedirects)
    .values({ fromPath: rule.fromPath, toPath: rule.toPath, source: 'admin', actorId: rule.actorId })
    .onConflictDoUpdate({ target: contentRedirects.fromPath, set: { toPath: rule.toPath, source: 'admin', actorId: rule.actorId } });
  forgetRedirects();
  return null;
}

export async function deleteRedirect(db: Executor, fromPath: string): Promise<boolean> {
  const rows = await db
    .delete(contentRedirects)
    .where(eq(contentRedirects.fromPath, fromPath))
    .returning({ fromPath: contentRedirects.fromPath });
  forgetRedirects();
  return rows.length > 0;
}

/**
 * An entry moved from one address to another (or was deleted: `to` null). Rules that led to the
 * old address now lead to the new one, so no chain forms; a rule on the new address goes, since a
 * page lives there again.
 */
export async function entryMoved(db: Executor, from: string, to: string | null, actorId: string | null): Promise<void> {
  if (to !== null) await db.delete(contentRedirects).where(eq(contentRedirects.fromPath, to));
  await db.update(contentRedirects).set({ toPath: to }).where(eq(contentRedirects.toPath, from));
  await db
    .insert(contentRedirects)
    .values({ fromPath: from, toPath: to, source: to === null ? 'delete' : 'rename', actorId })
    .onConflictDoUpdate({ target: contentRedirects.fromPath, set: { toPath: to, source: to === null ? 'delete' : 'rename', actorId } });
  forgetRedirects();
}

/** A page is (again) at this address: a rule on it goes. */
export async function entryAt(db: Executor, path: string): Promise<void> {
  await db.delete(contentRedirects).where(eq(contentRedirects.fromPath, path));
  forgetRedirects();
}
