import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { E2E_BASE_URL, E2E_READY_URL, E2E_REPORT, E2E_SERVER_COMMAND, E2E_SERVER_ENV } from './scripts/e2e-server.mjs';

const baseURL = E2E_BASE_URL;
/**
 * A test's page lives a few seconds: V8's optimizing compilers (Maglev, TurboFan) spend CPU on code
 * that never runs long enough to repay it. Baseline code only takes a fifth off the renderers' CPU
 * time on this CPU-bound suite (a11y + layout: 131 → 104 CPU-s, 143 → 129 s).
 */
const TEST_ONLY_ARGS = ['--js-flags=--max-opt=1'];
const executablePath = findChromium({ headlessShell: true }) ?? undefined;
/**
 * Specs that publish content or add redirects (public pages change while they run): a project of
 * their own that starts when every other spec has finished, so no other check counts a list or
 * measures a page while it changes.
 */
const PUBLISHING_SPECS = /(content-editor|redirects)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry under CI keeps a trace of a failure; a test that passed only on its retry still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // Long journeys (sign-up, activation, the admin) on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The last run's results stay in E2E_REPORT: `npm test` reads the retried tests from it.
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    // The service worker precaches and relays every request of every new context: ~9 % of the
    // suite's CPU (perf, a11y + layout). Only the specs about it (pwa, offline-leads) allow it.
    serviceWorkers: 'block',
    // A trace for a test that failed once and is run again; recording every test costs time.
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS.filter((a) => a !== '--headless=new'), ...TEST_ONLY_ARGS] },
  },
  projects: [
    { name: 'chromium', testIgnore: PUBLISHING_SPECS, use: { ...devices['Desktop Chrome'], locale: 'pt-BR' } },
    { name: 'publishing', testMatch: PUBLISHING_SPECS, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], locale: 'pt-BR' } },
  ],
  // Under `npm test` the server is already running (shared with the HTTP checks) and reused.
  webServer: {
    command: E2E_SERVER_COMMAND,
    url: E2E_READY_URL,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    env: E2E_SERVER_ENV,
  },
});
