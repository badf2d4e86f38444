// Production server: Next's request handler behind a plain Node HTTP server, so the client IP the
// app sees is trustworthy. Unless TRUST_PROXY says a proxy in front sets X-Forwarded-For, any
// such header a client sends is dropped and Next fills it from the socket address.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = ['1', 'true', 'yes'].includes((process.env.TRUST_PROXY ?? '').toLowerCase());

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  if (!trustProxy) {
    delete req.headers['x-forwarded-for'];
    delete req.headers['x-real-ip'];
  }
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${trustProxy ? ' (trusting X-Forwarded-For)' : ''}`);
});
