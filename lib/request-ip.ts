import { serverEnv, type ServerEnv } from '@/lib/config/env';
import { forwardedClientIp, type TrustedProxy } from '@/lib/http/ip';

/** The trusted-proxy setting in effect: TRUSTED_PROXY, else `vercel` on Vercel, else no proxy. */
export function trustedProxy(env: ServerEnv = serverEnv()): TrustedProxy {
  return env.TRUSTED_PROXY ?? (env.VERCEL === '1' ? { kind: 'vercel' } : { kind: 'hops', hops: 0 });
}

/** Whether any proxy in front is trusted (so forwarding headers carry what that proxy saw). */
export function behindTrustedProxy(env: ServerEnv = serverEnv()): boolean {
  const trust = trustedProxy(env);
  return trust.kind !== 'hops' || trust.hops > 0;
}

/**
 * The client's IP for rate limits and records, canonical (IPv4-mapped IPv6 as IPv4), or
 * 'unknown'. X-Forwarded-For is read from the right past the trusted proxies (TRUSTED_PROXY), so
 * entries a client sends itself are never taken. The production server (`scripts/serve.mjs`)
 * appends the socket's peer to X-Forwarded-For as a proxy would, and with no trusted proxy drops
 * whatever the client sent; on Vercel the edge's own headers are read.
 */
export function clientIp(headers: Headers): string {
  return forwardedClientIp(headers, trustedProxy()) ?? 'unknown';
}

/**
 * A copy of the headers whose X-Forwarded-For is the resolved client IP alone (other client-IP
 * headers removed), for libraries that read the header themselves: better-auth trusts a
 * single-value X-Forwarded-For, so handing it these headers makes it see the same client as
 * `clientIp`.
 */
export function withClientIp(headers: Headers): Headers {
  const ip = clientIp(headers);
  const out = new Headers(headers);
  for (const name of ['x-real-ip', 'x-vercel-forwarded-for', 'forwarded']) out.delete(name);
  if (ip === 'unknown') out.delete('x-forwarded-for');
  else out.set('x-forwarded-for', ip);
  return out;
}
