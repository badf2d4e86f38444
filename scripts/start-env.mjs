// What `npm start` adds to the environment of the server it starts (see scripts/start.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const blank = (value) => (value ?? '').trim() === '';
const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/;

/** The signing secret kept beside the embedded database, generated on first use (the file the app reads outside production). */
function persistedSecret(dataDir) {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A production server refuses to start without SITE_URL and AUTH_SECRET. On this machine they
 * default to the server's own address and a secret generated once and kept in the data directory
 * (beside PGLITE_DIR); without SMTP, mail for a localhost site is delivered as files into
 * `<data>/mail`. Returns the server's environment and what was defaulted, for the console.
 */
export function startEnv(source = process.env) {
  const port = source.PORT?.trim() || '3000';
  const dataDir = dirname(source.PGLITE_DIR?.trim() || '.data/pglite');
  const env = { ...source, PORT: port };
  const notes = [];
  if (blank(env.SITE_URL)) env.SITE_URL = `http://localhost:${port}`;
  if (blank(env.AUTH_SECRET) && blank(env.BETTER_AUTH_SECRET)) {
    env.AUTH_SECRET = persistedSecret(dataDir);
    notes.push(`AUTH_SECRET is not set: using the secret kept in ${join(dataDir, 'auth-secret')}.`);
  }
  if (blank(env.SMTP_URL) && blank(env.MAIL_DROP_DIR) && LOCAL.test(env.SITE_URL.trim())) {
    env.MAIL_DROP_DIR = join(dataDir, 'mail');
    notes.push(`SMTP_URL is not set: outgoing mail (account links included) is written to ${env.MAIL_DROP_DIR}/.`);
  }
  return { env, notes };
}
