import { serverEnv } from '@/lib/config/env';

/**
 * The client's IP for rate limits and records. Behind a trusted proxy (TRUST_PROXY=1, e.g. on
 * Vercel) it is the first X-Forwarded-For entry; otherwise the last one, which `next start`
 * fills from the socket when the client sent none.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for') ?? '';
  const parts = forwarded
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const trust = serverEnv().TRUST_PROXY;
  const ip = (trust ? (parts[0] ?? headers.get('x-real-ip')) : parts.at(-1)) ?? '';
  return ip.replace(/^::ffff:/, '') || 'unknown';
}
