// `npm run bench`: build, serve, and write bench/report.md + bench/report.json with
//  - the gzipped modern JS each public page loads, per language;
//  - Lighthouse mobile scores and metrics per page (Debian Chromium, matching Accept-Language);
//  - `next start` throughput on / (autocannon, 10 s, 50 connections).
// It reports; it asserts nothing about time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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

log(`serving on ${base}`);
const server = spawn(join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: process.env,
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
await waitForServer();

// Every public URL in every language, from the sitemap.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const langOf = (path) => (path.startsWith('/en') ? 'en-US' : path.startsWith('/es') ? 'es-ES' : 'pt-BR');

const report = { date: new Date().toISOString(), pages: [], throughput: null };

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

stop();

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
];
writeFileSync(join(outDir, 'report.json'), JSON.stringify(report, null, 2));
writeFileSync(join(outDir, 'report.md'), lines.join('\n'));
log('wrote bench/report.md and bench/report.json');
process.exit(0);
