import { describe, expect, it as test } from 'vitest';
import { E2E_CRON, http } from './helpers';

const ROUTES = ['/api/seo/global-submitter', '/api/seo/traffic-booster', '/api/cron/outbox', '/api/cron/cleanup'];
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
          expect(await response.json()).toEqual({ error: 'Unauthorized' });
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
});
