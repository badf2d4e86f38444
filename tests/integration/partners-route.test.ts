import { afterEach, expect, it, vi } from 'vitest';

const activePartners = vi.fn();
vi.mock('@/lib/partners/active', () => ({ activePartners: () => activePartners() }));
// The route reads its texts with next-intl's server API, which needs Next's request scope outside a test.
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const { GET } = await import('@/app/api/partners/route');

afterEach(() => activePartners.mockReset());

it('GET /api/partners answers 503 with the failure every route gives, never cached, while the database is down', async () => {
  activePartners.mockRejectedValue(new Error('database down'));
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  const res = await GET(new Request('https://www.empresa.example/api/partners', { headers: { cookie: 'NEXT_LOCALE=en' } }));
  spy.mockRestore();
  expect(res.status).toBe(503);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const body = (await res.json()) as { ok: boolean; error: string; title: string; description?: string };
  expect(body).toMatchObject({ ok: false, error: 'failed' });
  expect(body.title.length).toBeGreaterThan(0);
});

it('GET /api/partners lists the active partners with an ETag', async () => {
  activePartners.mockResolvedValue([{ name: 'Parceiro' }]);
  const res = await GET(new Request('https://www.empresa.example/api/partners'));
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ partners: [{ name: 'Parceiro' }] });
  expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
});
