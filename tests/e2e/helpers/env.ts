/** The e2e server's embedded database, seeded accounts and job secrets (scripts/e2e-server.mjs). */
export { E2E_ADMIN, E2E_BASE_URL, E2E_CRON, E2E_DATA, E2E_MAIL, E2E_PORT } from '../../../scripts/e2e-server.mjs';
