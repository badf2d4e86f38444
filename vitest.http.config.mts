import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

// Checks that need only HTTP, against the production build on the e2e server (started by
// tests/http/setup.ts unless one already answers, as under `npm test`).
/**
 * Files whose tests publish content (pages change while they run): a pass of their own, after the
 * others, so no other check measures a page while it changes.
 */
export const PUBLISHING_FILES = ['tests/http/content-editor.test.ts'];
const publishing = process.env.HTTP_PUBLISHING === '1';

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: publishing ? PUBLISHING_FILES : ['tests/http/**/*.test.ts'],
    exclude: publishing ? [] : PUBLISHING_FILES,
    environment: 'node',
    // The files are independent requests against one server: side by side on both cores (54 → 43 s).
    maxWorkers: '100%',
    pool: 'threads',
    globalSetup: ['tests/http/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
