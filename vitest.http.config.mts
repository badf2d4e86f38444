import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

// Checks that need only HTTP, against the production build on the e2e server (started by
// tests/http/setup.ts unless one already answers, as under `npm test`).
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    // The files are independent requests against one server: side by side on both cores (54 → 43 s).
    maxWorkers: '100%',
    pool: 'threads',
    globalSetup: ['tests/http/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
