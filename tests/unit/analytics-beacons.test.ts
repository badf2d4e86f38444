import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pageviewSchema, webVitalsSchema } from '@/lib/validation/analytics';

/** Each refusal of a schema as [field path, message]; empty when the body is accepted. */
function refusals(schema: z.ZodType, input: unknown): [string, string][] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const SESSION = '1700000000000-abcdefghij';
const VIEW = '0123456789abcdef0123456789abcdef';
const vitals = (overrides: Record<string, unknown>) => ({
  viewId: VIEW,
  path: '/servicos',
  device: 'desktop',
  metrics: [{ name: 'LCP', value: 1200 }],
  ...overrides,
});

describe('a page-view beacon', () => {
  it('says why a path is refused', () => {
    for (const path of ['servicos', '//evil.example/x', '/a\u0000b', '/a\u001fb', '/a\u007fb']) {
      expect(refusals(pageviewSchema, { sessionId: SESSION, path }), JSON.stringify(path)).toEqual([['path', 'invalid path']]);
    }
    expect(pageviewSchema.parse({ sessionId: SESSION, path: '/a b~' }).path).toBe('/a b~');
  });

  it('says why a session id is refused', () => {
    for (const sessionId of ['short', 'has spaces in it', 'x'.repeat(200)]) {
      expect(refusals(pageviewSchema, { sessionId, path: '/' }), sessionId).toEqual([['sessionId', 'invalid session id']]);
    }
  });
});

describe('a speed-metrics beacon', () => {
  it('says why a view id is refused', () => {
    for (const viewId of ['0123456789abcde', 'g'.repeat(15), `${VIEW}!`]) {
      expect(refusals(webVitalsSchema, vitals({ viewId })), viewId).toEqual([['viewId', 'invalid view id']]);
    }
  });

  it('refuses a metric named twice, saying so', () => {
    const metrics = [
      { name: 'LCP', value: 1200 },
      { name: 'CLS', value: 0.1 },
      { name: 'LCP', value: 900 },
    ];
    expect(refusals(webVitalsSchema, vitals({ metrics }))).toEqual([['metrics', 'a metric is named twice']]);
    expect(webVitalsSchema.parse(vitals({ metrics: metrics.slice(0, 2) })).metrics).toEqual(metrics.slice(0, 2));
  });

  it('says why a path is refused, as for page views', () => {
    expect(refusals(webVitalsSchema, vitals({ path: '//x' }))).toEqual([['path', 'invalid path']]);
  });
});
