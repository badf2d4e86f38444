import { expect, it as test } from 'vitest';
import { http } from './helpers';

test('GET /api/partners is revalidated on every use and answers 304 while unchanged', async () => {
  const res = await http('/api/partners');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, no-cache');
  let etag = res.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const { partners } = (await res.json()) as { partners: unknown[] };
  // Ten seeded active partners (other tests may add more while this one runs).
  expect(partners.length).toBeGreaterThanOrEqual(10);

  // Another test may change the list in between: then the answer is the new list with a new tag,
  // and the next question with that tag must be a 304.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3 && statuses.at(-1) !== 304; attempt++) {
    const again = await http('/api/partners', { headers: { 'If-None-Match': etag! } });
    statuses.push(again.status);
    if (again.status === 200) {
      expect(again.headers.get('etag')).not.toBe(etag);
      etag = again.headers.get('etag');
    } else {
      expect(await again.text()).toBe('');
    }
  }
  expect(statuses.at(-1), `statuses: ${statuses.join(', ')}`).toBe(304);
});
