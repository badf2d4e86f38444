// Production server: Next's request handler behind a plain Node HTTP server, so the client IP the
// app sees is trustworthy. Unless TRUST_PROXY says a proxy in front sets X-Forwarded-For, any
// such header a client sends is dropped and Next fills it from the socket address.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = ['1', 'true', 'yes'].includes((process.env.TRUST_PROXY ?? '').toLowerCase());

// No hostname here: Next then builds request URLs from each request's Host header.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  if (!trustProxy) {
    delete req.headers['x-forwarded-for'];
    delete req.headers['x-real-ip'];
  }
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(
    `▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${trustProxy ? ' (trusting X-Forwarded-For)' : ''}`,
  );
});

// Exit cleanly so 'exit' handlers run (the embedded database's lock file is released).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
