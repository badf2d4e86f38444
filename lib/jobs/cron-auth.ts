import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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

const INTERNAL = Symbol.for('site.internalJobToken');

/** A random token of this server process, for its own timer's calls to the job routes. */
export function internalJobToken(): string {
  const holder = globalThis as { [INTERNAL]?: string };
  return (holder[INTERNAL] ??= randomBytes(32).toString('hex'));
}

/** Whether a request may run a scheduled job: `Authorization: Bearer $CRON_SECRET`, or this process's own timer. */
export function isCronRequest(request: Request): boolean {
  const header = request.headers.get('authorization');
  return isAuthorizedBearer(header, serverEnv().CRON_SECRET) || isAuthorizedBearer(header, internalJobToken());
}
