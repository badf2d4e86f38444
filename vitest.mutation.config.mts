import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

/**
 * Stryker runs two Vitest instances side by side (one a core), each its files one at a time. A
 * mutant is tried against the unit tests and the integration files that exercise the module's
 * database side; the other integration files open databases for code these modules only import.
 */
export const MUTATION_INTEGRATION_FILES = [
  'tests/integration/auth-hardening.test.ts',
  'tests/integration/csv-exports.test.ts',
  'tests/integration/idempotency.test.ts',
  'tests/integration/leads.test.ts',
  'tests/integration/leads-route.test.ts',
  'tests/integration/newsletter-opt-in.test.ts',
  'tests/integration/resellers.test.ts',
  'tests/integration/reseller-document.test.ts',
  'tests/integration/web-vitals.test.ts',
  'tests/integration/signin-throttle.test.ts',
  'tests/integration/rate-limits.test.ts',
  'tests/integration/beacon-quota.test.ts',
  'tests/integration/idempotency-keys.test.ts',
  'tests/integration/newsletter-mails.test.ts',
  'tests/integration/content-editor-api.test.ts',
  'tests/integration/lead-submit.test.ts',
  'tests/integration/reseller-submit.test.ts',
];

// Spread rather than mergeConfig: merging would add these files to the base list instead of replacing it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    maxWorkers: 1,
    include:
      process.env.MUTATION_UNIT_ONLY === '1' ? ['tests/unit/**/*.test.ts'] : ['tests/unit/**/*.test.ts', ...MUTATION_INTEGRATION_FILES],
  },
});
