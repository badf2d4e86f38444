/** The e2e server's embedded database and seeded accounts (see playwright.config.ts). */
export const E2E_DATA = process.env.E2E_DATA_DIR || '.data/e2e';
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-Admin-pass-2026',
  demoPassword: 'e2e-Demo-pass-2026',
};
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
