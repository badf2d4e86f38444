import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { serverEnv } from '@/lib/config/env';
import { pgliteDir } from '@/lib/db/client';

/**
 * The embedded auth's signing secret: AUTH_SECRET (or BETTER_AUTH_SECRET) when set; otherwise one
 * generated on first use and kept beside the embedded database, so sessions survive restarts.
 */
export function authSecret(): string {
  const env = serverEnv();
  const fromEnv = env.AUTH_SECRET ?? env.BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = `${dirname(pgliteDir())}/auth-secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
