import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { E2E_ADMIN, E2E_CRON, E2E_DATA, E2E_MAIL } from './tests/e2e/helpers/env';

const PORT = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    // Every visitor has already answered the cookie banner, so it never covers another test's page;
    // tests/e2e/consent-analytics.spec.ts starts from empty storage.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'cookie-consent', value: 'rejected' }] }] },
    launchOptions: { executablePath, args: CHROMIUM_ARGS.filter((a) => a !== '--headless=new') },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'pt-BR' } }],
  webServer: {
    // A fresh embedded database per run, migrated and seeded, then the production server.
    command: `rm -rf ${E2E_DATA} && node_modules/.bin/tsx scripts/db.ts setup && node scripts/serve.mjs`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      SITE_URL: baseURL,
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      // Tests stand in for distinct visitors with X-Forwarded-For: the server appends the socket's
      // address, and one trusted hop makes the test's header the client.
      TRUSTED_PROXY: '1',
      PGLITE_DIR: `${E2E_DATA}/pglite`,
      // A production server refuses to start without a signing secret.
      AUTH_SECRET: 'e2e-auth-secret-not-for-production-0123456789',
      // Mail is delivered as files here: tests open account links the way a recipient would.
      MAIL_DROP_DIR: E2E_MAIL,
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO_PASSWORD: E2E_ADMIN.demoPassword,
      // Scheduled jobs: their bearer token and IndexNow key; submissions go to a closed local port, never to IndexNow.
      CRON_SECRET: E2E_CRON.secret,
      INDEXNOW_KEY: E2E_CRON.indexNowKey,
      INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
      DATABASE_URL: '',
      NEXT_PUBLIC_SUPABASE_URL: '',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
      // Google Analytics behind consent (the build must carry the same id: NEXT_PUBLIC_* is inlined
      // at build time); the consent spec answers every Google request itself.
      NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID ?? 'G-TEST123',
    },
  },
});
