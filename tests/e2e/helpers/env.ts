/** The e2e server's embedded database and seeded accounts (see playwright.config.ts). */
export const E2E_DATA = process.env.E2E_DATA_DIR || '.data/e2e';
/** Where the e2e server delivers mail (MAIL_DROP_DIR): one JSON file per message. */
export const E2E_MAIL = `${E2E_DATA}/mail`;
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-Admin-pass-2026',
  demoPassword: 'e2e-Demo-pass-2026',
};
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
/** The scheduled jobs' bearer token and IndexNow key on the e2e server. */
export const E2E_CRON = {
  secret: 'e2e-cron-secret-not-for-production-0123',
  indexNowKey: 'e2e-indexnow-key-0123456789abcdef',
};
