import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/csp-report/route';
import type { DbHandle } from '@/lib/db/client';
import { CSP_REPORT_LIMITS } from '@/lib/config/limits';
import { contentSecurityPolicy, reportingEndpoints } from '@/lib/security/csp';
import { testDatabases } from './helpers';

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };
const SITE = 'https://www.empresa.example';
let ipCounter = 0;

function report(body: unknown, { type = 'application/csp-report', ip = `203.0.113.${++ipCounter}` } = {}) {
  return POST(
    new Request(`${SITE}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': type, 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const legacy = {
  'csp-report': {
    'document-uri': `${SITE}/auth?token=SECRET-TOKEN#frag`,
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js?k=v',
    disposition: 'enforce',
  },
};

describe('the page policy reports violations', () => {
  it('names /api/csp-report in report-uri and report-to, with its Reporting-Endpoints group', () => {
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc='] });
    expect(policy).toContain('report-uri /api/csp-report');
    expect(policy).toContain('report-to csp');
    expect(contentSecurityPolicy({ development: true })).not.toContain('report-uri');
    expect(reportingEndpoints(SITE)).toBe(`csp="${SITE}/api/csp-report"`);
  });
});

for (const target of testDatabases()) {
  describe(`POST /api/csp-report on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const logged: string[] = [];

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      (globalThis as Holder)[KEY] = Promise.resolve(handle);
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    }, 60_000);
    afterEach(() => {
      logged.length = 0;
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      delete (globalThis as Holder)[KEY];
      await cleanup?.();
    });

    it('logs one compact line per violation, without queries or fragments, in either report format', async () => {
      expect((await report(legacy)).status).toBe(204);
      expect(logged).toEqual([`CSP violation: script-src-elem blocked https://evil.example/x.js on ${SITE}/auth (enforce)`]);
      logged.length = 0;
      const api = [
        {
          type: 'csp-violation',
          url: `${SITE}/sobre`,
          body: { documentURL: `${SITE}/sobre?x=1`, effectiveDirective: 'img-src', blockedURL: 'data', disposition: 'report' },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ];
      expect((await report(api, { type: 'application/reports+json' })).status).toBe(204);
      expect(logged).toEqual([`CSP violation: img-src blocked data on ${SITE}/sobre (report)`]);
      expect(logged.join('\n')).not.toContain('SECRET');
    });

    it('limits each client (an IPv6 /64 counts as one) and refuses other bodies', async () => {
      const ip = (n: number) => `2001:db8:77:1::${n.toString(16)}`;
      // 20 reports a minute from one /64 are taken, the 20th included; the 21st is dropped.
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await report(legacy, { ip: ip(i + 1) })).status);
      expect(statuses).toEqual(Array<number>(20).fill(204));
      expect((await report(legacy, { ip: ip(999) })).status).toBe(429);
      expect(logged).toHaveLength(20);
      expect((await report(legacy, { type: 'text/plain' })).status).toBe(415);
      expect((await report('x'.repeat(CSP_REPORT_LIMITS.bodyBytes + 1))).status).toBe(413);
      expect((await report('{not json')).status).toBe(400);
    });
  });
}
