// `npm run bench`: build, serve, and write bench/report.md + bench/report.json with
//  - the gzipped modern JS each public page loads, per language;
//  - Lighthouse mobile scores and metrics per page (Debian Chromium, matching Accept-Language);
//  - `next start` throughput on / (autocannon, 10 s, 50 connections).
// It reports; it asserts nothing about time.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { pageJsGzipBytes } from './page-js.mjs';

const root = process.cwd();
const port = Number(process.env.BENCH_PORT || 3200);
const base = `http://127.0.0.1:${port}`;
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const outDir = join(root, 'bench');
mkdirSync(outDir, { recursive: true });

function log(msg) {
  console.log(`[bench] ${msg}`);
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  log('building…');
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: base } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const servers = [];
const benchSecret = randomBytes(32).toString('base64url');
/** Starts the production server on its own embedded database (or DATABASE_URL), one trusted proxy hop (the X-Forwarded-For bench sends). */
function startServer(serverPort, extraEnv) {
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // A production server refuses to start without SITE_URL and AUTH_SECRET.
    env: {
      ...process.env,
      SITE_URL: `http://127.0.0.1:${serverPort}`,
      AUTH_SECRET: process.env.AUTH_SECRET || benchSecret,
      PORT: String(serverPort),
      HOSTNAME: '127.0.0.1',
      TRUSTED_PROXY: '1',
      ...extraEnv,
    },
  });
  servers.push(child);
  return child;
}
process.on('exit', () => servers.forEach((s) => s.kill('SIGTERM')));

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

const benchData = join(root, '.data', 'bench');
rmSync(benchData, { recursive: true, force: true });
function setupDatabase(env) {
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/db.ts', 'setup'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error('database setup failed');
}
const embeddedEnv = { PGLITE_DIR: join(benchData, 'pglite'), DATABASE_URL: '' };
setupDatabase(embeddedEnv);
log(`serving on ${base}`);
startServer(port, embeddedEnv);
await waitForServer(base);

// Every public URL in every language, from the sitemap.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const langOf = (path) => (path.startsWith('/en') ? 'en-US' : path.startsWith('/es') ? 'es-ES' : 'pt-BR');

const report = { date: new Date().toISOString(), pages: [], throughput: null, leads: [] };

log(`measuring JS of ${urls.length} pages…`);
for (const path of urls) {
  const { status, total, files } = await pageJsGzipBytes(base, path, langOf(path));
  report.pages.push({ path, lang: langOf(path), status, jsGzipBytes: total, scripts: files.length });
}

if (!skipLighthouse) {
  const chromePath = findChromium();
  if (!chromePath) {
    log('no Chromium found: Lighthouse skipped');
  } else {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const limit = Number(process.env.BENCH_LIGHTHOUSE_PAGES || urls.length);
    for (const entry of report.pages.slice(0, limit)) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [...CHROMIUM_ARGS, `--accept-lang=${entry.lang}`, `--lang=${entry.lang}`],
      });
      try {
        const result = await lighthouse(`${base}${entry.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
        });
        const lhr = result.lhr;
        const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
        const metric = (id) => lhr.audits[id]?.numericValue ?? null;
        entry.lighthouse = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          siMs: metric('speed-index'),
        };
        log(`lighthouse ${entry.path}: perf ${entry.lighthouse.performance}, a11y ${entry.lighthouse.accessibility}`);
      } catch (error) {
        entry.lighthouse = { error: String(error) };
      } finally {
        await chrome.kill();
      }
    }
  }
}

log('throughput on / (autocannon, 10 s, 50 connections)…');
const { default: autocannon } = await import('autocannon');
const result = await autocannon({
  url: `${base}/`,
  connections: 50,
  duration: 10,
  headers: { 'accept-language': 'pt-BR' },
});
report.throughput = {
  path: '/',
  connections: 50,
  durationS: 10,
  requestsPerSec: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};

/** Lead submissions per second and latency at 50 connections; each request looks like a new visitor. */
async function benchLeads(url, label) {
  let n = 0;
  const r = await autocannon({
    url: `${url}/api/leads`,
    connections: 50,
    duration: 10,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          n++;
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({
              type: 'contact',
              name: 'Cliente Bench',
              email: `bench${n}@empresa.com.br`,
              phone: '(11) 98888-7777',
              message: 'Carga',
            }),
          };
        },
      },
    ],
  });
  return {
    database: label,
    requestsPerSec: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

log('lead submissions on the embedded database…');
report.leads = [await benchLeads(base, 'embedded PGlite')];

const pgAdmin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgAdmin) {
  const { default: postgres } = await import('postgres');
  const name = `bench_${Date.now()}`;
  const admin = postgres(pgAdmin, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(pgAdmin);
  dbUrl.pathname = `/${name}`;
  try {
    setupDatabase({ DATABASE_URL: dbUrl.toString() });
    const pgPort = port + 1;
    startServer(pgPort, { DATABASE_URL: dbUrl.toString() });
    await waitForServer(`http://127.0.0.1:${pgPort}`);
    log('lead submissions on Postgres…');
    report.leads.push(await benchLeads(`http://127.0.0.1:${pgPort}`, 'PostgreSQL'));
  } finally {
    servers.at(-1)?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  log('no TEST_DATABASE_URL / BENCH_DATABASE_URL: Postgres lead bench skipped');
}

servers.forEach((s) => s.kill('SIGTERM'));

const kb = (b) => (b / 1024).toFixed(1);
const lines = [
  '# Bench report',
  '',
  `Generated ${report.date} on ${process.platform}/${process.arch}, Node ${process.version}.`,
  '',
  '## Pages: gzipped modern JS and Lighthouse (mobile)',
  '',
  '| page | lang | JS (KB gz) | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...report.pages.map((p) => {
    const l = p.lighthouse ?? {};
    const n = (v) => (typeof v === 'number' ? Math.round(v) : '–');
    return `| ${p.path} | ${p.lang} | ${kb(p.jsGzipBytes)} | ${l.performance ?? '–'} | ${l.accessibility ?? '–'} | ${l.bestPractices ?? '–'} | ${l.seo ?? '–'} | ${n(l.fcpMs)} | ${n(l.lcpMs)} | ${n(l.tbtMs)} | ${typeof l.cls === 'number' ? l.cls.toFixed(3) : '–'} |`;
  }),
  '',
  '## Throughput (`next start`, autocannon)',
  '',
  `- ${report.throughput.path}: ${Math.round(report.throughput.requestsPerSec)} requests/s, p50 ${report.throughput.latencyP50Ms} ms, p99 ${report.throughput.latencyP99Ms} ms, ${report.throughput.connections} connections for ${report.throughput.durationS} s (non-2xx: ${report.throughput.non2xx}, errors: ${report.throughput.errors})`,
  '',
  '## Lead submissions (`POST /api/leads`, 50 connections, 10 s)',
  '',
  '| database | submissions/s | p50 ms | p99 ms | non-2xx | errors |',
  '|---|---:|---:|---:|---:|---:|',
  ...report.leads.map(
    (l) => `| ${l.database} | ${Math.round(l.requestsPerSec)} | ${l.latencyP50Ms} | ${l.latencyP99Ms} | ${l.non2xx} | ${l.errors} |`,
  ),
  '',
];
writeFileSync(join(outDir, 'report.json'), JSON.stringify(report, null, 2));
writeFileSync(join(outDir, 'report.md'), lines.join('\n'));
log('wrote bench/report.md and bench/report.json');
process.exit(0);
