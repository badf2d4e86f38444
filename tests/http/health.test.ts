import { expect, it as test } from 'vitest';
import pkg from '../../package.json';
import { http } from './helpers';

test('GET /api/health on the production server: 200, the database up, the release, never cached', async () => {
  const res = await http('/api/health');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ status: 'ok', db: 'ok', version: pkg.version });
  // Monitors that only ask for the headers get the same status.
  expect((await http('/api/health', { method: 'HEAD' })).status).toBe(200);
});
