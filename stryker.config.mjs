// @ts-check
/**
 * Mutation testing of the modules that guard users and data: `npm run mutation` plants small bugs
 * (a changed operator, a removed condition, an emptied string) one at a time and runs the tests
 * that reach each; a mutant no test notices is a gap. Reports go to reports/mutation/.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'lib/auth/throttle.ts',
    'lib/auth/password-policy.ts',
    'lib/auth/password-rules.ts',
    'lib/auth/guards.ts',
    'lib/rate-limit.ts',
    'lib/analytics/beacon-quota.ts',
    'lib/validation/*.ts',
    'lib/http/csv.ts',
    'lib/leads/submit.ts',
    'lib/leads/idempotency.ts',
    'lib/leads/newsletter-subscribe.ts',
    'lib/resellers/submit.ts',
    'lib/uploads/sniff.ts',
    'lib/content/editor/api.ts',
    'lib/content/editor/status.ts',
    'lib/actions/client.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A mutant that loops forever is a timeout (killed); integration files need the margin.
  timeoutMS: 20_000,
  // The first run (every test, with coverage) takes minutes with the integration files on a busy machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['.data', '.next', 'reports', 'test-results', 'playwright-report', '.stryker-tmp*'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
export default config;
