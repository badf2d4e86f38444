import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitMarkdown } from '@/lib/content/editor/files';
import { CONTENT_KINDS } from '@/lib/content/editor/kinds';
import { startTranslationJob, translationJob } from '@/lib/content/translation/jobs';
import type { DbHandle } from '@/lib/db/client';
import { authUsers, contentTranslationJobs, userRoles } from '@/lib/db/schema';
import { startFakeOpenAi, type FakeChatRequest, type FakeOpenAi } from './fake-openai';
import { testDatabases } from './helpers';

/**
 * "Traduzir com IA" as a job the admin watches: its parts counted in the database while the model
 * answers, then done (the draft written) or failed (nothing written, the reason kept).
 */

const blog = CONTENT_KINDS.find((k) => k.id === 'blog')!;
const textsOf = (body: FakeChatRequest['body']) =>
  (JSON.parse(body.messages!.find((m) => m.role === 'user')!.content) as { texts: string[] }).texts;
const postFile = (locale: string, slug: string) => join(process.cwd(), 'content', 'blog', locale, `${slug}.md`);
const noPublish = () => ({ everything: false, paths: [], urls: [] });

/** A post long enough to go to the model in several parts. */
const longPost = [
  '---',
  'title: Um guia longo sobre backup em nuvem',
  'description: Um texto de teste com o tamanho que o esquema de conteúdo do site exige para a descrição de um post.',
  'date: 2026-11-02',
  'updated: 2026-11-02',
  'tags: [backup]',
  'category: cloud',
  'cover: cloud',
  'author: Equipe Técnica',
  // A draft: on no public surface (sitemap, lists, search) that other tests read meanwhile.
  'draft: true',
  '---',
  '',
  ...Array.from({ length: 40 }, (_, i) => `Parágrafo ${i} ${'com bastante texto sobre backup e nuvem '.repeat(8)}\n`),
].join('\n');

for (const target of testDatabases()) {
  describe(`translation jobs on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let fake: FakeOpenAi;
    const adminId = randomUUID();
    const slugs: string[] = [];
    const env = { ...process.env };
    const newPost = () => {
      const slug = `job-${target.name.toLowerCase()}-${slugs.length}-${Date.now()}`;
      slugs.push(slug);
      writeFileSync(postFile('pt', slug), longPost);
      return slug;
    };
    const watch = async (id: string, until: (job: Awaited<ReturnType<typeof translationJob>>) => boolean) => {
      for (let i = 0; i < 400; i++) {
        const job = await translationJob(handle.db, { id: adminId }, id);
        if (until(job)) return job;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the job never reached the expected state');
    };

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      fake = await startFakeOpenAi();
      Object.assign(process.env, { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-translator', AI_TIMEOUT_MS: '5000' });
      await handle.db.insert(authUsers).values({ id: adminId, name: 'Dora Admin', email: `dora-${adminId}@empresa.com.br` });
      await handle.db.insert(userRoles).values({ userId: adminId, role: 'admin' });
    }, 60_000);
    afterAll(async () => {
      for (const slug of slugs) for (const locale of ['pt', 'en', 'es']) rmSync(postFile(locale, slug), { force: true });
      process.env = env;
      await fake.close();
      await cleanup?.();
    });

    it('counts the parts as the model answers them, then the draft is written and the job is done', async () => {
      const slug = newPost();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      fake.behave({
        kind: 'compute',
        reply: async (body) => {
          // The second part waits until the test has seen the first one counted.
          if (++calls === 2) await gate;
          return JSON.stringify({ texts: textsOf(body).map((t) => `EN ${t}`) });
        },
      });
      const started = await startTranslationJob(handle.db, { id: adminId }, blog, slug, 'en', { ip: null }, { published: noPublish });
      if (!started.ok) throw new Error(started.error);

      const halfway = await watch(started.id, (job) => job?.status === 'running' && job.partsDone === 1);
      expect(halfway).toMatchObject({ status: 'running', partsDone: 1, slug, locale: 'en' });
      const total = halfway?.status === 'running' ? halfway.partsTotal! : 0;
      expect(total).toBeGreaterThan(1);
      expect(existsSync(postFile('en', slug))).toBe(false);

      release();
      expect(await watch(started.id, (job) => job?.status !== 'running')).toMatchObject({ status: 'done', slug });
      const [row] = await handle.db.select().from(contentTranslationJobs).where(eq(contentTranslationJobs.id, started.id));
      expect(row).toMatchObject({ partsDone: total, partsTotal: total, actorId: adminId });
      expect(calls).toBe(total);
      expect(splitMarkdown(readFileSync(postFile('en', slug), 'utf8'))!.data).toMatchObject({ draft: true, machineTranslation: true });
    });

    it('keeps why a job failed and writes nothing', async () => {
      const slug = newPost();
      fake.behave({ kind: 'stream', chunks: ['Claro! Aqui está a tradução.'] });
      const started = await startTranslationJob(handle.db, { id: adminId }, blog, slug, 'es', { ip: null }, { published: noPublish });
      if (!started.ok) throw new Error(started.error);
      expect(await watch(started.id, (job) => job?.status !== 'running')).toMatchObject({ status: 'failed', error: 'malformed' });
      expect(existsSync(postFile('es', slug))).toBe(false);
    });

    it('refuses at once what cannot start, with no job: no model, no Portuguese text, a translation in step', async () => {
      const count = async () => (await handle.db.select().from(contentTranslationJobs)).length;
      const before = await count();
      const start = (slug: string) =>
        startTranslationJob(handle.db, { id: adminId }, blog, slug, 'en', { ip: null }, { published: noPublish });
      expect(await start('nao-existe-em-portugues')).toEqual({ ok: false, error: 'no_source' });
      const slug = newPost();
      writeFileSync(postFile('en', slug), longPost.replace('Um guia longo sobre', 'A long guide to'));
      expect(await start(slug)).toEqual({ ok: false, error: 'exists' });
      delete process.env.AI_MODEL;
      try {
        expect(await start(slug)).toEqual({ ok: false, error: 'no_model' });
      } finally {
        process.env.AI_MODEL = 'fake-translator';
      }
      expect(await count()).toBe(before);
    });

    it('calls a job whose server fell silent interrupted', async () => {
      const [row] = await handle.db
        .insert(contentTranslationJobs)
        .values({ kind: 'blog', locale: 'en', slug: 'parado', actorId: adminId, partsTotal: 3, partsDone: 1 })
        .returning();
      expect(await translationJob(handle.db, { id: adminId }, row!.id)).toMatchObject({ status: 'running', partsDone: 1, partsTotal: 3 });
      await handle.db
        .update(contentTranslationJobs)
        .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(contentTranslationJobs.id, row!.id));
      expect(await translationJob(handle.db, { id: adminId }, row!.id)).toMatchObject({ status: 'failed', error: 'interrupted' });
    });
  });
}
