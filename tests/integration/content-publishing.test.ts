import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPublications, contentRedirects, contentVersions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/client';
import { deleteRedirect, entryMoved, listRedirects, redirectFor, redirectProblem, saveAdminRedirect } from '@/lib/content/redirects';
import { publishDueEntries, type ScheduledEntry } from '@/lib/content/schedule';
import { recordSave } from '@/lib/content/versions';
import { testDatabases } from './helpers';

/** A São Paulo moment (UTC−3) as an instant. */
const saoPaulo = (moment: string) => new Date(`${moment}:00-03:00`);

for (const target of testDatabases()) {
  describe(`content publishing on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    afterAll(async () => {
      await handle.db.delete(contentPublications);
      await handle.db.delete(contentRedirects);
      await handle.db.delete(contentVersions);
      await cleanup?.();
    });

    it('publishes a scheduled post once its São Paulo moment has come, once, whichever instance runs first', async () => {
      const entries: ScheduledEntry[] = [
        { path: 'content/blog/pt/agendado-teste.md', publishAt: '2026-12-05T09:30', draft: false },
        { path: 'content/blog/pt/rascunho-agendado.md', publishAt: '2026-12-01T08:00', draft: true },
      ];
      const announced: string[][] = [];
      const announce = async (paths: string[]) => void announced.push(paths);

      // 09:29 in São Paulo is 12:29 UTC: not yet.
      const early = await publishDueEntries(handle.db, entries, announce, saoPaulo('2026-12-05T09:29'));
      expect(early).toEqual({ published: [], waiting: 1 });
      expect(announced).toEqual([]);

      // The minute after it, two instances run the job at once: the entry is announced exactly once.
      const late = saoPaulo('2026-12-05T09:31');
      const [a, b] = await Promise.all([
        publishDueEntries(handle.db, entries, announce, late),
        publishDueEntries(handle.db, entries, announce, late),
      ]);
      expect([...a.published, ...b.published]).toEqual(['content/blog/pt/agendado-teste.md']);
      expect(announced).toEqual([['content/blog/pt/agendado-teste.md']]);

      // Later runs announce nothing again; a draft never goes out, whatever its moment.
      expect(await publishDueEntries(handle.db, entries, announce, saoPaulo('2026-12-05T10:00'))).toEqual({ published: [], waiting: 0 });
      expect(announced).toHaveLength(1);

      // Moved to a new moment, the same entry is announced again at that moment.
      const moved = [{ ...entries[0]!, publishAt: '2026-12-06T09:30' }];
      expect((await publishDueEntries(handle.db, moved, announce, saoPaulo('2026-12-06T09:30'))).published).toEqual([moved[0]!.path]);
    });

    it('keeps every replaced version, and a rename leaves a redirect that never chains', async () => {
      const actor = null;
      const old = 'content/blog/es/primer-nombre.md';
      const renamed = 'content/blog/es/segundo-nombre.md';
      const third = 'content/blog/es/tercer-nombre.md';
      await recordSave(handle.db, actor, [{ path: old, action: 'content.update' }], new Map([[old, 'texto anterior']]));
      await recordSave(
        handle.db,
        actor,
        [
          { path: renamed, action: 'content.create' },
          { path: old, action: 'content.delete' },
        ],
        new Map([
          [renamed, null],
          [old, 'texto anterior 2'],
        ]),
      );
      expect(await redirectFor(handle.db, '/es/blog/primer-nombre')).toBe('/es/blog/segundo-nombre');

      await recordSave(
        handle.db,
        actor,
        [
          { path: third, action: 'content.create' },
          { path: renamed, action: 'content.delete' },
        ],
        new Map([
          [third, null],
          [renamed, 'texto 3'],
        ]),
      );
      // Both old addresses lead straight to the newest one.
      expect(await redirectFor(handle.db, '/es/blog/primer-nombre')).toBe('/es/blog/tercer-nombre');
      expect(await redirectFor(handle.db, '/es/blog/segundo-nombre')).toBe('/es/blog/tercer-nombre');

      // Renamed back to its first name: that address is a page again, and the others lead there.
      await entryMoved(handle.db, '/es/blog/tercer-nombre', '/es/blog/primer-nombre', actor);
      expect(await redirectFor(handle.db, '/es/blog/primer-nombre')).toBeUndefined();
      expect(await redirectFor(handle.db, '/es/blog/segundo-nombre')).toBe('/es/blog/primer-nombre');
      expect(await redirectFor(handle.db, '/es/blog/tercer-nombre')).toBe('/es/blog/primer-nombre');

      // Deleted: every address of it is gone.
      await entryMoved(handle.db, '/es/blog/primer-nombre', null, actor);
      for (const path of ['/es/blog/primer-nombre', '/es/blog/segundo-nombre', '/es/blog/tercer-nombre'])
        expect(await redirectFor(handle.db, path), path).toBeNull();

      const versions = await handle.db.select().from(contentVersions);
      expect(versions.filter((v) => v.path === old).map((v) => v.text)).toEqual(
        expect.arrayContaining(['texto anterior', 'texto anterior 2']),
      );
      expect(versions.find((v) => v.path === renamed && v.action === 'content.create')).toMatchObject({
        text: null,
        kind: 'blog',
        locale: 'es',
        slug: 'segundo-nombre',
      });
    });

    it("refuses an admin's redirect that loops or chains, and takes one that does neither", async () => {
      const actorId = 'admin-test';
      expect(await saveAdminRedirect(handle.db, { fromPath: '/promo', toPath: '/servicos', actorId })).toBeNull();
      expect(await saveAdminRedirect(handle.db, { fromPath: '/servicos', toPath: '/promo', actorId })).toBe('loop');
      expect(await saveAdminRedirect(handle.db, { fromPath: '/oferta', toPath: '/promo', actorId })).toBe('chain');
      expect(await saveAdminRedirect(handle.db, { fromPath: '/x', toPath: '/x', actorId })).toBe('samePath');
      expect(await saveAdminRedirect(handle.db, { fromPath: 'https://outro.example/x', toPath: '/x', actorId })).toBe('badPath');
      // Changing a rule's own target is no chain.
      expect(await saveAdminRedirect(handle.db, { fromPath: '/promo', toPath: '/contato', actorId })).toBeNull();
      expect(await redirectFor(handle.db, '/promo')).toBe('/contato');
      expect((await listRedirects(handle.db)).map((r) => r.fromPath)).toContain('/promo');
      expect(await deleteRedirect(handle.db, '/promo')).toBe(true);
      expect(await redirectFor(handle.db, '/promo')).toBeUndefined();
    });
  });
}

describe('redirect rules', () => {
  it('names a loop, a chain and a rule pointing at its own source', () => {
    const rules = new Map<string, string | null>([
      ['/a', '/b'],
      ['/gone', null],
    ]);
    expect(redirectProblem(rules, '/b', '/a')).toBe('loop');
    expect(redirectProblem(rules, '/c', '/a')).toBe('chain');
    expect(redirectProblem(rules, '/b', '/c')).toBe('chain');
    expect(redirectProblem(rules, '/c', '/c')).toBe('samePath');
    expect(redirectProblem(rules, '/c', '/d')).toBeNull();
    expect(redirectProblem(rules, '/c', null)).toBeNull();
  });
});
