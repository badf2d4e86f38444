// How the production server passes the client's address to the app: like one more proxy, it
// appends the socket's peer to X-Forwarded-For, so the app reads every chain the same way (from
// the right, past the trusted proxies; lib/request-ip.ts). With no trusted proxy, forwarding
// headers a client sent are dropped first.

/** Headers only a proxy may set; a client's own copies are dropped when no proxy is trusted. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
  'x-vercel-forwarded-for',
];
/** Client-IP headers the app reads only on Vercel. */
const VERCEL_HEADERS = ['x-real-ip', 'x-vercel-forwarded-for'];

/**
 * The server's part of TRUSTED_PROXY (validated in full by the app): 'none' for 0 or unset,
 * 'vercel' for vercel (or unset with VERCEL=1), else 'proxy'.
 * @param {Record<string, string | undefined>} env
 * @returns {'none' | 'proxy' | 'vercel'}
 */
export function proxyMode(env) {
  const value = (env.TRUSTED_PROXY ?? '').trim();
  if (value === '') return (env.VERCEL ?? '').trim() === '1' ? 'vercel' : 'none';
  if (/^\d+$/.test(value)) return Number(value) === 0 ? 'none' : 'proxy';
  return value.toLowerCase() === 'vercel' ? 'vercel' : 'proxy';
}

/**
 * Rewrites a Node request's headers in place before Next sees them.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined} remoteAddress
 * @param {'none' | 'proxy' | 'vercel'} mode
 */
export function forwardHeaders(headers, remoteAddress, mode) {
  if (mode === 'vercel') return;
  const received = mode === 'proxy' ? [headers['x-forwarded-for']].flat().filter(Boolean).join(', ') : '';
  for (const name of mode === 'none' ? PROXY_HEADERS : VERCEL_HEADERS) delete headers[name];
  const chain = [received, remoteAddress].filter(Boolean).join(', ');
  if (chain) headers['x-forwarded-for'] = chain;
  else delete headers['x-forwarded-for'];
}
