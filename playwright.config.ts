import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { E2E_ADMIN, E2E_DATA, E2E_MAIL } from './tests/e2e/helpers/env';

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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
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
      DATABASE_URL: '',
      NEXT_PUBLIC_SUPABASE_URL: '',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
    },
  },
});
