// Production server: Next's request handler behind a plain Node HTTP server, so the client IP the
// app sees is trustworthy. The socket's peer is appended to X-Forwarded-For as a proxy would
// (./forwarded.mjs); with no trusted proxy (TRUSTED_PROXY unset or 0) the forwarding headers a
// client sent are dropped first.
import { createServer } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { forwardHeaders, proxyMode } from './forwarded.mjs';
import { isMalformedPath } from './malformed-path.mjs';
import { accumulateVary } from './vary.mjs';
import { registerServer } from './running-servers.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const mode = proxyMode(process.env);
// Methods a fetch Request cannot carry: Next would fail on them with a 500.
const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

if ((process.env.TRUST_PROXY ?? '').trim() !== '') {
  console.warn('⚠ TRUST_PROXY is no longer read: set TRUSTED_PROXY to the number of proxies in front (e.g. 1), or their addresses.');
}
if (mode === 'vercel' && (process.env.VERCEL ?? '').trim() !== '1') {
  console.warn('⚠ TRUSTED_PROXY=vercel outside Vercel: client IPs come from headers any client can send.');
}

// No hostname here: Next then builds request URLs from each request's Host header.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

// Brotli for browsers that take it (all current ones), gzip for the rest; Next's own gzip is off
// (next.config `compress: false`). Quality 5 is as fast as gzip here and ~25% smaller on pages
// (home 43.6 → 33.3 KB); streamed responses still flush chunk by chunk (Next calls res.flush()).
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

createServer((req, res) => {
  if (REFUSED_METHODS.has(req.method ?? '')) {
    res.writeHead(405, { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  // Route handlers and files never pass through proxy.ts, which refuses such paths for pages.
  if (isMalformedPath((req.url ?? '/').split('?')[0])) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad Request');
    return;
  }
  forwardHeaders(req.headers, req.socket.remoteAddress, mode);
  // The proxy's Vary (the locale cookie, Accept-Language) survives the page's own.
  accumulateVary(res);
  compress(req, res, () => handle(req, res));
}).listen(port, hostname, () => {
  registerServer(port);
  const trust = mode === 'none' ? '' : ` (trusted proxies: ${process.env.TRUSTED_PROXY?.trim() || 'vercel'})`;
  console.log(`▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${trust}`);
});

// Exit cleanly so 'exit' handlers run (the embedded database's lock file is released).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
