import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The embedded auth's signing secret: AUTH_SECRET (or BETTER_AUTH_SECRET) when set; otherwise one
 * generated on first use and kept beside the embedded database, so sessions survive restarts.
 */
export function authSecret(): string {
  const fromEnv = (process.env.AUTH_SECRET || process.env.BETTER_AUTH_SECRET || '').trim();
  if (fromEnv) return fromEnv;
  const base = resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.PGLITE_DIR || '.data/pglite');
  const file = `${dirname(base)}/auth-secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
