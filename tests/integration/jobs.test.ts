import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cleanupRoute } from '@/app/api/cron/cleanup/route';
import { OUTBOX_RETRY } from '@/lib/config/limits';
import type { DbHandle } from '@/lib/db/client';
import {
  analyticsDaily,
  analyticsPageviews,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
  outbox,
  rateLimits,
  seoRuns,
  sessionActivity,
} from '@/lib/db/schema';
import { runCleanup } from '@/lib/jobs/cleanup';
import { runGlobalSubmitter, type IndexNowPayload, type UrlEntry } from '@/lib/jobs/indexnow';
import { claimDueMails, retryOutbox, runOutboxRetry } from '@/lib/jobs/outbox-retry';
import { recentRuns } from '@/lib/jobs/runs';
import { crawlSite, runTrafficBooster } from '@/lib/jobs/seo-audit';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { testDatabases } from './helpers';

const DB_KEY = Symbol.for('site.db');

/* ───────────── A local IndexNow: POST /indexnow with a JSON body, 200 or 202 (or a chosen refusal). ───────────── */

interface FakeIndexNow {
  endpoint: string;
  received: IndexNowPayload[];
  answer: number;
  close(): Promise<void>;
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function fakeIndexNow(): Promise<FakeIndexNow> {
  const fake: FakeIndexNow = { endpoint: '', received: [], answer: 200, close: async () => {} };
  const { server, origin } = await listen(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/indexnow') {
      res.writeHead(404).end();
      return;
    }
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
      res.writeHead(415).end();
      return;
    }
    let body: IndexNowPayload;
    try {
      body = JSON.parse(await readBody(req)) as IndexNowPayload;
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (!body.key || !Array.isArray(body.urlList) || body.urlList.some((u) => new URL(u).host !== body.host)) {
      res.writeHead(422).end('Unprocessable Entity');
      return;
    }
    if (fake.answer >= 300) {
      res.writeHead(fake.answer, { 'Content-Type': 'text/plain' }).end('Key not valid');
      return;
    }
    fake.received.push(body);
    res.writeHead(fake.answer).end();
  });
  fake.endpoint = `${origin}/indexnow`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/* ───────────── A fixture site: a sitemap and a few pages, with exactly three problems. ───────────── */

const PUBLIC = 'https://www.exemplo.test';

function fixturePage(path: string, o: { title: string; alternates?: Record<string, string>; links?: string[]; noindex?: boolean }) {
  const alternates = Object.entries(o.alternates ?? {})
    .map(([lang, p]) => `<link rel="alternate" hreflang="${lang}" href="${PUBLIC}${p}">`)
    .join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${o.title}</title>
<meta name="description" content="Descrição única de ${path}">${o.noindex ? '<meta name="robots" content="noindex">' : ''}
<link rel="canonical" href="${PUBLIC}${path}">${alternates}
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"${o.title}"}</script>
</head><body>${(o.links ?? []).map((l) => `<a href="${l}">${l}</a>`).join(' ')}</body></html>`;
}

const FIXTURE: Record<string, string> = {
  '/': fixturePage('/', {
    title: 'Início',
    alternates: { 'pt-BR': '/', 'en-US': '/en', 'x-default': '/' },
    // The broken link, and a noindex page outside the sitemap (not a finding).
    links: ['/sobre', '/contato#form', '/en', '/pagina-que-nao-existe', '/entrar', 'https://wa.me/5511999999999', 'mailto:x@y.z'],
  }),
  // The missing hreflang return: / lists /en, /en lists nothing back.
  '/en': fixturePage('/en', { title: 'Home', links: ['/', '/sobre'] }),
  // The duplicate title.
  '/sobre': fixturePage('/sobre', { title: 'Sobre nós', links: ['/', './contato'] }),
  '/contato': fixturePage('/contato', { title: 'Sobre nós', links: ['/'] }),
  '/entrar': fixturePage('/entrar', { title: 'Entrar', noindex: true, links: ['/'] }),
};

async function fixtureSite() {
  const requests: string[] = [];
  const { server, origin } = await listen((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (path === '/sitemap.xml') {
      const urls = ['/', '/en', '/sobre', '/contato'].map((p) => `<url><loc>${PUBLIC}${p}</loc></url>`).join('');
      res.writeHead(200, { 'Content-Type': 'application/xml' }).end(`<?xml version="1.0"?><urlset>${urls}</urlset>`);
      return;
    }
    const html = FIXTURE[path];
    if (!html) {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<title>Não encontrado</title>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  return { origin, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

for (const target of testDatabases()) {
  describe(`scheduled jobs on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanupDb: () => Promise<void>;
    let indexNow: FakeIndexNow;

    beforeAll(async () => {
      process.env.AUTH_SECRET ??= 'a-test-root-secret-of-enough-length';
      ({ handle, cleanup: cleanupDb } = await target.open());
      indexNow = await fakeIndexNow();
    }, 60_000);
    afterAll(async () => {
      await indexNow?.close();
      await cleanupDb?.();
    });

    /* ───────────── IndexNow submitter ───────────── */

    const SITE = 'https://www.exemplo.com.br';
    const KEY = 'test-indexnow-key-1234';
    const entries: UrlEntry[] = [
      { url: `${SITE}/`, lastModified: undefined },
      { url: `${SITE}/sobre`, lastModified: '2026-01-10' },
      { url: `${SITE}/en/sobre`, lastModified: '2026-01-10' },
      { url: `${SITE}/blog/post`, lastModified: '2025-12-01' },
    ];
    const submit = (list: UrlEntry[], extra: Parameters<typeof runGlobalSubmitter>[1] = {}) =>
      runGlobalSubmitter(handle.db, { entries: list, key: KEY, site: SITE, endpoint: indexNow.endpoint, ...extra });
    const submitted = () => indexNow.received.flatMap((b) => b.urlList);

    describe('IndexNow submitter', () => {
      // Each test starts with no submission on record and makes the history it needs.
      beforeEach(async () => {
        await handle.db.delete(seoRuns).where(eq(seoRuns.job, 'global-seo-submitter'));
        indexNow.received.length = 0;
        indexNow.answer = 200;
      });

      it('submits every URL on the first run, with the IndexNow body', async () => {
        const answer = await submit(entries);
        expect(answer.httpStatus).toBe(200);
        expect(answer.body).toMatchObject({ summary: { total_urls_indexed: 4, total_search_engines: 1 } });
        expect((answer.body.next_steps as string[]).some((s) => s.includes(`${SITE}/${KEY}.txt`))).toBe(true);
        expect(indexNow.received).toEqual([
          { host: 'www.exemplo.com.br', key: KEY, keyLocation: `${SITE}/${KEY}.txt`, urlList: entries.map((e) => e.url) },
        ]);
        const [run] = await recentRuns(handle.db, 'global-seo-submitter', 1);
        expect(run).toMatchObject({ status: 'succeeded', error: null, id: answer.body.run_id });
        expect(run!.finishedAt).not.toBeNull();
        expect(Object.keys(run!.result!.urls as object).sort()).toEqual(entries.map((e) => e.url).sort());
      });

      it('submits nothing when nothing changed', async () => {
        await submit(entries);
        indexNow.received.length = 0;
        const answer = await submit(entries);
        expect(answer.body).toMatchObject({ summary: { total_urls_indexed: 0, total_search_engines: 0 } });
        expect(indexNow.received).toEqual([]);
        expect((answer.body.next_steps as string[])[0]).toMatch(/No URL changed/);
      });

      it('submits only the URL whose last modification changed, then a new one', async () => {
        await submit(entries);
        indexNow.received.length = 0;
        const changed = entries.map((e) => (e.url.endsWith('/blog/post') ? { ...e, lastModified: '2026-11-20' } : e));
        const answer = await submit(changed);
        expect(answer.body).toMatchObject({ summary: { total_urls_indexed: 1 } });
        expect(submitted()).toEqual([`${SITE}/blog/post`]);

        indexNow.received.length = 0;
        await submit([...changed, { url: `${SITE}/novo`, lastModified: '2026-02-01' }]);
        expect(submitted()).toEqual([`${SITE}/novo`]);
        indexNow.received.length = 0;
        await submit([...changed, { url: `${SITE}/novo`, lastModified: '2026-02-01' }]);
        expect(submitted()).toEqual([]);
      });

      it('records a refusal as a failed run (502) and sends those URLs again next time', async () => {
        const current = entries.map((e) => (e.url.endsWith('/blog/post') ? { ...e, lastModified: '2026-11-20' } : e));
        // Everything but /outro was submitted before.
        const before = [...current, { url: `${SITE}/novo`, lastModified: '2026-02-01' }];
        await submit(before);
        const list = [...before, { url: `${SITE}/outro`, lastModified: '2026-03-01' }];
        indexNow.received.length = 0;
        indexNow.answer = 403;
        const failed = await submit(list);
        expect(failed.httpStatus).toBe(502);
        expect(failed.body).toMatchObject({ summary: { total_urls_indexed: 0, total_search_engines: 0 } });
        expect(failed.body.error).toMatch(/IndexNow answered 403/);
        const [run] = await recentRuns(handle.db, 'global-seo-submitter', 1);
        expect(run).toMatchObject({ status: 'failed', id: failed.body.run_id });
        expect(run!.error).toMatch(/403/);

        indexNow.answer = 202;
        const retried = await submit(list);
        expect(retried.httpStatus).toBe(200);
        expect(submitted()).toEqual([`${SITE}/outro`]);
      });

      it('records a skipped run without a key, which later runs ignore', async () => {
        const current = entries.map((e) => (e.url.endsWith('/blog/post') ? { ...e, lastModified: '2026-11-20' } : e));
        const list = [
          ...current,
          { url: `${SITE}/novo`, lastModified: '2026-02-01' },
          { url: `${SITE}/outro`, lastModified: '2026-03-01' },
        ];
        // All of these were submitted before.
        await submit(list);
        indexNow.received.length = 0;
        const answer = await submit([...list, { url: `${SITE}/sem-chave` }], { key: null });
        expect(answer.httpStatus).toBe(200);
        expect(answer.body).toMatchObject({ summary: { total_urls_indexed: 0, total_search_engines: 0 } });
        expect((answer.body.next_steps as string[])[0]).toMatch(/INDEXNOW_KEY/);
        expect(indexNow.received).toEqual([]);
        const [run] = await recentRuns(handle.db, 'global-seo-submitter', 1);
        expect(run).toMatchObject({ status: 'succeeded', result: { skipped: true } });
        await submit([...list, { url: `${SITE}/sem-chave` }]);
        expect(submitted()).toEqual([`${SITE}/sem-chave`]);
      });

      it("takes the sitemap's own URLs by default", async () => {
        const answer = await runGlobalSubmitter(handle.db, { key: KEY, endpoint: indexNow.endpoint });
        const sitemap = sitemapEntries().map((e) => e.url);
        expect(sitemap.length).toBeGreaterThan(30);
        expect(answer.body).toMatchObject({ summary: { total_urls_indexed: sitemap.length } });
        expect(submitted()).toEqual(sitemap);
        expect(indexNow.received[0]!.keyLocation).toBe(`${new URL(sitemap[0]!).origin}/${KEY}.txt`);
      });
    });

    /* ───────────── Cleanup ───────────── */

    it('deletes only what expired and rolls up only page views older than 13 months, with exact counts', async () => {
      const db = handle.db;
      const now = Date.now();
      const at = (ms: number) => new Date(now + ms);
      await db.insert(authUsers).values({ id: 'cleanup-user', name: 'Cleanup', email: 'cleanup@example.org' });
      await db.insert(authSessions).values([
        { id: 's-old-1', token: 't-old-1', userId: 'cleanup-user', expiresAt: at(-DAY) },
        { id: 's-old-2', token: 't-old-2', userId: 'cleanup-user', expiresAt: at(-60_000) },
        { id: 's-live', token: 't-live', userId: 'cleanup-user', expiresAt: at(7 * DAY) },
      ]);
      // A week is the longest a session may idle: a record idle for longer goes, a younger one stays.
      await db.insert(sessionActivity).values([
        { key: 'local:cleanup-idle', userId: 'cleanup-user', startedAt: at(-9 * DAY), lastSeenAt: at(-7 * DAY - HOUR) },
        { key: 'local:cleanup-recent', userId: 'cleanup-user', startedAt: at(-9 * DAY), lastSeenAt: at(-7 * DAY + HOUR) },
      ]);
      await db.insert(authVerifications).values([
        { id: 'v-old', identifier: 'reset', value: 'x', expiresAt: at(-HOUR) },
        { id: 'v-live', identifier: 'reset', value: 'y', expiresAt: at(HOUR) },
      ]);
      await db.insert(rateLimits).values([
        { key: 'cleanup:old:1', count: 1, windowStart: at(-2 * DAY) },
        { key: 'cleanup:old:2', count: 4, windowStart: at(-25 * HOUR) },
        { key: 'cleanup:recent', count: 1, windowStart: at(-HOUR) },
      ]);
      await db.insert(authRateLimits).values([
        { id: 'arl-old', key: '1.2.3.4/sign-in', count: 3, lastRequest: now - 2 * DAY },
        { id: 'arl-recent', key: '1.2.3.5/sign-in', count: 1, lastRequest: now - 30_000 },
      ]);

      // Two old days (15:00 UTC: the same date in the company's time zone) and recent views.
      const monthsAgo = (months: number, extraDays = 0) => {
        const d = new Date(now);
        d.setUTCMonth(d.getUTCMonth() - months);
        d.setUTCDate(d.getUTCDate() - extraDays);
        d.setUTCHours(15, 0, 0, 0);
        return d;
      };
      const oldDay1 = monthsAgo(13, 3);
      const oldDay2 = monthsAgo(14);
      const view = (pagePath: string, createdAt: Date, locale: string | null, deviceType: 'mobile' | 'desktop' | 'tablet') => ({
        sessionId: 'cleanup-session',
        pagePath,
        deviceType,
        browser: 'Firefox',
        locale,
        createdAt,
      });
      await db
        .insert(analyticsPageviews)
        .values([
          view('/a', oldDay1, 'pt', 'mobile'),
          view('/a', oldDay1, 'pt', 'mobile'),
          view('/a', oldDay1, 'pt', 'mobile'),
          view('/a', oldDay1, null, 'mobile'),
          view('/b', oldDay2, 'en', 'desktop'),
          view('/b', oldDay2, 'en', 'desktop'),
          view('/a', monthsAgo(12), 'pt', 'mobile'),
          view('/a', new Date(now), 'pt', 'mobile'),
        ]);
      const day1 = oldDay1.toISOString().slice(0, 10);
      const day2 = oldDay2.toISOString().slice(0, 10);
      // An earlier rollup of the same day and page: the new views are added to it.
      await db.insert(analyticsDaily).values({ day: day1, pagePath: '/a', locale: 'pt', deviceType: 'mobile', views: 10 });

      // Through the route a scheduler calls, with its bearer token.
      const holder = globalThis as { [DB_KEY]?: Promise<DbHandle> };
      const saved = holder[DB_KEY];
      holder[DB_KEY] = Promise.resolve(handle);
      vi.stubEnv('CRON_SECRET', 'cleanup-cron-secret-0123456789');
      let response: Response;
      try {
        response = await cleanupRoute(
          new Request('http://localhost/api/cron/cleanup', {
            method: 'POST',
            headers: { authorization: 'Bearer cleanup-cron-secret-0123456789' },
          }),
        );
      } finally {
        holder[DB_KEY] = saved;
        vi.unstubAllEnvs();
      }
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        sessions: 2,
        session_activity: 1,
        verifications: 1,
        rate_limits: 3,
        pageviews_rolled_up: 6,
        daily_rows: 3,
      });
      const activity = await db
        .select({ key: sessionActivity.key })
        .from(sessionActivity)
        .where(eq(sessionActivity.userId, 'cleanup-user'));
      expect(activity.map((r) => r.key)).toEqual(['local:cleanup-recent']);

      expect((await db.select({ id: authSessions.id }).from(authSessions)).map((r) => r.id)).toEqual(['s-live']);
      expect((await db.select({ id: authVerifications.id }).from(authVerifications)).map((r) => r.id)).toEqual(['v-live']);
      const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(keys).toContain('cleanup:recent');
      expect(keys.filter((k) => k.startsWith('cleanup:old'))).toEqual([]);
      expect((await db.select({ id: authRateLimits.id }).from(authRateLimits)).map((r) => r.id)).toEqual(['arl-recent']);

      const daily = await db
        .select({
          day: analyticsDaily.day,
          pagePath: analyticsDaily.pagePath,
          locale: analyticsDaily.locale,
          device: analyticsDaily.deviceType,
          views: analyticsDaily.views,
        })
        .from(analyticsDaily)
        .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.pagePath), asc(analyticsDaily.locale));
      expect(daily).toEqual(
        [
          { day: day2, pagePath: '/b', locale: 'en', device: 'desktop', views: 2 },
          { day: day1, pagePath: '/a', locale: '', device: 'mobile', views: 1 },
          { day: day1, pagePath: '/a', locale: 'pt', device: 'mobile', views: 13 },
        ].sort((x, y) => x.day.localeCompare(y.day) || x.pagePath.localeCompare(y.pagePath) || x.locale.localeCompare(y.locale)),
      );
      const [raw] = await db.select({ n: count() }).from(analyticsPageviews).where(eq(analyticsPageviews.sessionId, 'cleanup-session'));
      expect(raw?.n).toBe(2);

      // A second run finds nothing more.
      const again = await runCleanup(db);
      expect(again.body).toMatchObject({
        sessions: 0,
        session_activity: 0,
        verifications: 0,
        rate_limits: 0,
        pageviews_rolled_up: 0,
        daily_rows: 0,
      });
      const [run] = await recentRuns(db, 'maintenance-cleanup', 1);
      expect(run).toMatchObject({ status: 'succeeded', result: { summary: { pageviews_rolled_up: 0 } } });
    });

    /* ───────────── Outbox retry ───────────── */

    const mail = (over: Partial<typeof outbox.$inferInsert> = {}): typeof outbox.$inferInsert => ({
      kind: 'test',
      toAddress: 'retry@example.org',
      subject: 'Assunto',
      textBody: 'Olá',
      ...over,
    });

    function withDropDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
      const dir = mkdtempSync(join(tmpdir(), 'jobs-mail-'));
      const saved = { drop: process.env.MAIL_DROP_DIR, smtp: process.env.SMTP_URL };
      process.env.MAIL_DROP_DIR = dir;
      delete process.env.SMTP_URL;
      return fn(dir).finally(() => {
        if (saved.drop === undefined) delete process.env.MAIL_DROP_DIR;
        else process.env.MAIL_DROP_DIR = saved.drop;
        if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
        rmSync(dir, { recursive: true, force: true });
      });
    }
    const delivered = (dir: string) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; subject: string });

    it('leaves mails queued when no transport is configured, and says so', async () => {
      await handle.db.delete(outbox);
      await handle.db.insert(outbox).values([mail(), mail({ status: 'failed', attempts: 1 })]);
      const saved = { drop: process.env.MAIL_DROP_DIR, smtp: process.env.SMTP_URL };
      delete process.env.MAIL_DROP_DIR;
      delete process.env.SMTP_URL;
      try {
        const answer = await runOutboxRetry(handle.db);
        expect(answer.body).toMatchObject({ attempted: 0, sent: 0, failed: 0, remaining: 2, transport: 'none' });
        expect((answer.body.notes as string[])[0]).toMatch(/No SMTP_URL/);
      } finally {
        if (saved.drop !== undefined) process.env.MAIL_DROP_DIR = saved.drop;
        if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
      }
      const rows = await handle.db.select().from(outbox);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(
        expect.arrayContaining([
          ['queued', 0],
          ['failed', 1],
        ]),
      );
    });

    it('sends only due mails with attempts left, never a redacted one', async () => {
      await handle.db.delete(outbox);
      const inserted = await handle.db
        .insert(outbox)
        .values([
          mail({ subject: 'due-queued' }),
          mail({ subject: 'due-failed', status: 'failed', attempts: 1, nextAttemptAt: new Date(Date.now() - 60_000) }),
          mail({ subject: 'waiting', status: 'failed', attempts: 2, nextAttemptAt: new Date(Date.now() + HOUR) }),
          mail({ subject: 'exhausted', status: 'failed', attempts: OUTBOX_RETRY.maxAttempts }),
          mail({ subject: 'redacted', status: 'failed', attempts: 0, textBody: 'Link: [redacted]' }),
          mail({ subject: 'already-sent', status: 'sent', attempts: 1 }),
        ])
        .returning({ id: outbox.id, subject: outbox.subject });
      const answer = await withDropDir(async (dir) => {
        const result = await runOutboxRetry(handle.db);
        expect(
          delivered(dir)
            .map((m) => m.subject)
            .sort(),
        ).toEqual(['due-failed', 'due-queued']);
        return result;
      });
      expect(answer.body).toMatchObject({ attempted: 2, sent: 2, failed: 0, remaining: 1, transport: 'drop' });
      const rows = await handle.db.select().from(outbox);
      const by = (subject: string) => rows.find((r) => r.subject === subject)!;
      expect(by('due-queued')).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
      expect(by('due-failed')).toMatchObject({ status: 'sent', attempts: 2 });
      expect(by('waiting')).toMatchObject({ status: 'failed', attempts: 2 });
      expect(by('exhausted')).toMatchObject({ status: 'failed', attempts: OUTBOX_RETRY.maxAttempts });
      expect(by('redacted')).toMatchObject({ status: 'failed', attempts: 0 });
      expect(inserted).toHaveLength(6);
    });

    it('backs off after each failure and stops at the maximum number of attempts', async () => {
      await handle.db.delete(outbox);
      const [row] = await handle.db
        .insert(outbox)
        .values(mail({ subject: 'flaky' }))
        .returning({ id: outbox.id });
      const failing = { kind: 'drop' as const, dir: '/dev/null/not-a-directory' };
      const t0 = Date.now();
      const first = await retryOutbox(handle.db, { transport: failing, now: new Date(t0) });
      expect(first).toMatchObject({ attempted: 1, sent: 0, failed: 1, remaining: 1 });
      const read = async () => (await handle.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]!;
      let state = await read();
      expect(state).toMatchObject({ status: 'failed', attempts: 1 });
      expect(state.lastError).toBeTruthy();
      expect(new Date(state.nextAttemptAt!).getTime()).toBe(t0 + OUTBOX_RETRY.baseDelayMs);

      // Not due yet: nothing is tried.
      expect(await retryOutbox(handle.db, { transport: failing, now: new Date(t0 + OUTBOX_RETRY.baseDelayMs - 1000) })).toMatchObject({
        attempted: 0,
      });
      // Each failure doubles the wait.
      let clock = t0;
      for (let attempt = 2; attempt <= OUTBOX_RETRY.maxAttempts; attempt++) {
        clock = new Date(state.nextAttemptAt!).getTime();
        expect(await retryOutbox(handle.db, { transport: failing, now: new Date(clock) })).toMatchObject({ attempted: 1, failed: 1 });
        state = await read();
        expect(state.attempts).toBe(attempt);
        const wait = Math.min(OUTBOX_RETRY.baseDelayMs * 2 ** (attempt - 1), OUTBOX_RETRY.maxDelayMs);
        expect(new Date(state.nextAttemptAt!).getTime() - clock).toBe(wait);
      }
      // Out of attempts: never claimed again, whenever asked.
      const later = await runOutboxRetry(handle.db, { transport: failing, now: new Date(clock + 365 * DAY) });
      expect(later.body).toMatchObject({ attempted: 0, remaining: 0 });
      expect((later.body.notes as string[]).join(' ')).toMatch(/no longer retried/);
      expect((await read()).attempts).toBe(OUTBOX_RETRY.maxAttempts);
    });

    it('sends each mail once when several runs claim at the same time', async () => {
      await handle.db.delete(outbox);
      const total = 36;
      await handle.db.insert(outbox).values(Array.from({ length: total }, (_, i) => mail({ subject: `concurrent-${i}` })));
      await withDropDir(async (dir) => {
        const results = await Promise.all(Array.from({ length: 4 }, () => retryOutbox(handle.db, { limit: 10 })));
        const more = await Promise.all(Array.from({ length: 4 }, () => retryOutbox(handle.db, { limit: 10 })));
        const all = [...results, ...more];
        expect(all.reduce((n, r) => n + r.attempted, 0)).toBe(total);
        expect(all.reduce((n, r) => n + r.sent, 0)).toBe(total);
        const mails = delivered(dir);
        expect(mails).toHaveLength(total);
        expect(new Set(mails.map((m) => m.id)).size).toBe(total);
      });
      const [left] = await handle.db
        .select({ n: count() })
        .from(outbox)
        .where(and(inArray(outbox.status, ['queued', 'failed'])));
      expect(left?.n).toBe(0);
      // Claimed rows carry their attempt and lease at once, in one statement.
      await handle.db.insert(outbox).values(mail({ subject: 'lease' }));
      const claimed = await claimDueMails(handle.db);
      expect(claimed.map((c) => [c.subject, c.attempts])).toEqual([['lease', 1]]);
      expect(await claimDueMails(handle.db)).toEqual([]);
      const [leased] = await handle.db.select().from(outbox).where(eq(outbox.subject, 'lease'));
      expect(new Date(leased!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
      await handle.db.execute(sql`select 1`);
    });

    /* ───────────── Site audit ───────────── */

    it('finds exactly the broken link, the duplicate title and the missing hreflang return of the fixture site', async () => {
      const site = await fixtureSite();
      try {
        const report = await crawlSite({ base: site.origin });
        const f = report.findings;
        expect(report.pagesCrawled).toBe(4);
        expect(f.brokenLinks).toEqual([{ url: `${site.origin}/pagina-que-nao-existe`, status: 404, foundOn: [`${site.origin}/`] }]);
        expect(f.duplicateTitles).toEqual([{ title: 'Sobre nós', urls: [`${site.origin}/sobre`, `${site.origin}/contato`] }]);
        expect(f.hreflangErrors).toEqual([{ url: `${site.origin}/`, alternate: `${PUBLIC}/en`, hreflang: 'en-US', problem: 'no_return' }]);
        for (const key of [
          'non200',
          'missingTitles',
          'longTitles',
          'missingDescriptions',
          'duplicateDescriptions',
          'longDescriptions',
          'missingCanonicals',
          'wrongCanonicals',
          'invalidJsonLd',
          'notInSitemap',
        ] as const) {
          expect(f[key], key).toEqual([]);
        }
        // Every link target once: /pagina-que-nao-existe and /entrar outside the sitemap.
        expect(site.requests.filter((p) => p === '/pagina-que-nao-existe')).toHaveLength(1);
        expect(site.requests.filter((p) => p === '/entrar')).toHaveLength(1);
        expect(site.requests.filter((p) => p === '/contato')).toHaveLength(1);

        const answer = await runTrafficBooster(handle.db, { base: site.origin });
        expect(answer.httpStatus).toBe(200);
        expect(answer.body.execution_summary).toMatchObject({
          pages_crawled: 4,
          broken_links: 1,
          duplicate_titles: 1,
          hreflang_errors: 1,
          long_titles: 0,
          invalid_json_ld: 0,
          not_in_sitemap: 0,
        });
        expect(typeof (answer.body.execution_summary as { duration_ms: number }).duration_ms).toBe('number');
        expect(answer.body.recommendations).toEqual([
          'Fix or remove 1 broken internal links (see the list of pages linking to each).',
          'Make 1 groups of pages with the same title distinct.',
          'Make 1 hreflang alternates reciprocal: each page a page lists must list it back.',
        ]);
        const [run] = await recentRuns(handle.db, 'seo-traffic-booster', 1);
        expect(run).toMatchObject({ status: 'succeeded', id: answer.body.run_id, result: { execution_summary: { broken_links: 1 } } });
      } finally {
        await site.close();
      }
    });

    it('fails the audit run (502) when the sitemap cannot be read', async () => {
      const { server, origin } = await listen((_req, res) => res.writeHead(500).end());
      try {
        const answer = await runTrafficBooster(handle.db, { base: origin });
        expect(answer.httpStatus).toBe(502);
        expect(answer.body).toMatchObject({ execution_summary: { pages_crawled: 0 }, recommendations: [] });
        expect(answer.body.error).toMatch(/sitemap.*500/);
        const [run] = await recentRuns(handle.db, 'seo-traffic-booster', 1);
        expect(run).toMatchObject({ status: 'failed' });
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  });
}
