import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/config/env';

/** The token of an `Authorization: Bearer <token>` header; null for any other scheme or shape. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the header carries `secret` as its bearer token. Compared in constant time (digests of
 * equal length, so neither the content nor the length of the secret leaks); no secret configured
 * means nobody is authorized.
 */
export function isAuthorizedBearer(header: string | null | undefined, secret: string | undefined): boolean {
  if (!secret) return false;
  const token = bearerToken(header);
  if (token === null) return false;
  return timingSafeEqual(digest(token), digest(secret));
}

/** Whether a request may run a scheduled job: `Authorization: Bearer $CRON_SECRET`. */
export function isCronRequest(request: Request): boolean {
  return isAuthorizedBearer(request.headers.get('authorization'), serverEnv().CRON_SECRET);
}
