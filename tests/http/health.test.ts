import { expect, it as test } from 'vitest';
import pkg from '../../package.json';
import { startInstance } from '../e2e/helpers/instances';
import { E2E_PORT } from '../../scripts/e2e-server.mjs';
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

test('with its database stopped, a server answers 503 "down" and still serves its static pages', async () => {
  // Nothing listens on this port: the database is down for this server alone.
  const server = await startInstance('postgres://postgres:unused@127.0.0.1:9/site', E2E_PORT + 203);
  try {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'error', db: 'down' });
    expect((await fetch(`${server.url}/sobre`)).status).toBe(200);
  } finally {
    await server.stop();
  }
}, 150_000);
