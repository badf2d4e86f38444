import { createServer } from 'node:http';
import { describe, expect, it as test } from 'vitest';
import { E2E_BASE_URL, E2E_CRON, http } from './helpers';

// The SEO jobs' first addresses stay for cron configurations already deployed.
const ROUTES = [
  '/api/cron/indexnow',
  '/api/cron/seo-audit',
  '/api/seo/global-submitter',
  '/api/seo/traffic-booster',
  '/api/cron/outbox',
  '/api/cron/cleanup',
  '/api/cron/content-publication',
];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('scheduled job routes', () => {
  test('refuse callers without the cron bearer token (401), by GET and POST', async () => {
    for (const route of ROUTES) {
      for (const method of ['get', 'post'] as const) {
        const attempts = [{}, bearer('wrong-secret-of-some-length'), bearer(`${E2E_CRON.secret}x`), { Authorization: E2E_CRON.secret }];
        for (const headers of attempts) {
          const response = await http(route, { method: method.toUpperCase(), headers });
          expect(response.status, `${method.toUpperCase()} ${route} ${JSON.stringify(headers)}`).toBe(401);
          expect(response.headers.get('cache-control')).toContain('no-store');
          expect(response.headers.get('www-authenticate')).toBe('Bearer realm="cron"');
          expect(await response.json()).toEqual({ ok: false, error: 'signed_out', title: 'Unauthorized' });
        }
      }
    }
  });

  test('the outbox and cleanup jobs answer their counts with the bearer token', async () => {
    const outbox = await http('/api/cron/outbox', { headers: bearer(E2E_CRON.secret) });
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toMatchObject({
      attempted: expect.any(Number),
      sent: expect.any(Number),
      failed: 0,
      remaining: expect.any(Number),
    });
    // What the cleanup deletes is checked on seeded rows through the same route in tests/integration/jobs.test.ts.
    const cleanup = await http('/api/cron/cleanup', { method: 'POST', headers: bearer(E2E_CRON.secret) });
    expect(cleanup.status).toBe(200);
    expect(await cleanup.json()).toMatchObject({ sessions: expect.any(Number), verifications: expect.any(Number), pageviews_rolled_up: 0 });
  });

  test('the IndexNow key file answers the key, and only the key', async () => {
    const response = await http(`/${E2E_CRON.indexNowKey}.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(E2E_CRON.indexNowKey);
    expect((await http('/another-key-12345678.txt')).status).toBe(404);
    expect((await http('/robots.txt')).status).toBe(200);
  });

  test('the IndexNow submitter, called with the token, sends the sitemap to the configured endpoint', async () => {
    // A local IndexNow where the server is told to submit: it takes POST /indexnow with JSON.
    const received: { host: string; key: string; keyLocation: string; urlList: string[] }[] = [];
    const endpoint = new URL(E2E_CRON.indexNowEndpoint);
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === endpoint.pathname) received.push(JSON.parse(body));
        res.writeHead(req.method === 'POST' ? 200 : 405).end();
      });
    });
    await new Promise<void>((resolve) => fake.listen(Number(endpoint.port), endpoint.hostname, resolve));
    try {
      const response = await http('/api/cron/indexnow', { method: 'POST', headers: bearer(E2E_CRON.secret) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const body = (await response.json()) as { summary: { total_urls_indexed: number }; next_steps: string[] };
      const sent = received.flatMap((batch) => batch.urlList);
      expect(body.summary.total_urls_indexed).toBe(sent.length);
      // The HTTP checks run on a fresh server (`npm test`, or the one their setup starts), which has
      // never submitted: every URL of the sitemap, on this site, with this key. (The sitemap's
      // origin is the build's SITE_URL; the submitter's is the server's.)
      expect(sent.length, 'the first submission of a fresh e2e server sends the whole sitemap').toBeGreaterThan(0);
      const sitemap = await (await http('/sitemap.xml')).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(listed.length).toBeGreaterThan(50);
      expect(new Set(sent.map((url) => new URL(url).pathname))).toEqual(new Set(listed));
      expect(sent.every((url) => url.startsWith(`${E2E_BASE_URL}/`))).toBe(true);
      for (const batch of received) {
        expect(batch).toMatchObject({
          host: new URL(E2E_BASE_URL).host,
          key: E2E_CRON.indexNowKey,
          keyLocation: `${E2E_BASE_URL}/${E2E_CRON.indexNowKey}.txt`,
        });
      }

      // Run again (at its first address, which deployed cron configurations may still call), it sends
      // only what changed since: here, nothing.
      received.length = 0;
      const again = await http('/api/seo/global-submitter', { method: 'POST', headers: bearer(E2E_CRON.secret) });
      const second = (await again.json()) as { summary: { total_urls_indexed: number }; next_steps: string[] };
      expect(received).toEqual([]);
      expect(second.summary.total_urls_indexed).toBe(0);
      expect(second.next_steps[0]).toMatch(/No URL changed since the last successful submission/);
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
