import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.mts';

// Checks that need only HTTP, against the production build on the e2e server (started by
// tests/http/setup.ts unless one already answers, as under `npm test`).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['tests/http/**/*.test.ts'],
      globalSetup: ['tests/http/setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
