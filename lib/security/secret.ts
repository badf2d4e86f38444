import { hkdfSync, randomBytes } from 'node:crypto';
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
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * What a derived key signs. Each purpose has its own key, so a value signed for one purpose is
 * never valid for another (an unsubscribe token is no download link, and so on); the auth library
 * keeps the root secret itself.
 */
export type KeyPurpose = 'newsletter-unsubscribe' | 'newsletter-confirm' | 'ebook-download' | 'rate-limit-key' | 'beacon-client';

const derived = new Map<string, Buffer>();

/** A 32-byte key for one purpose, derived from the auth secret with HKDF-SHA256. */
export function deriveKey(purpose: KeyPurpose, secret: string = authSecret()): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'site-keys-v1', `site:${purpose}`, 32));
    derived.set(id, key);
  }
  return key;
}
