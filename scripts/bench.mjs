// `npm run bench`: build, serve, and write bench/report.md + bench/report.json with
//  - the gzipped modern JS and the gzipped HTML document of each public page, per language;
//  - Lighthouse mobile scores and metrics per page (Debian Chromium, matching Accept-Language);
//  - the key pages side by side with the floor page (bench/floor: the least a page of this stack
//    ships, built with `next build` and served by the site's own server): Lighthouse perf, LCP, TBT and CLS
//    as the median of 3 runs, JS and HTML gzipped, and each figure's ratio to the floor's;
//  - the production server's throughput on / (autocannon, 10 s, 50 connections), lead submissions per second.
//  - with BENCH_COMPARE_DIST=<distDir> (a second build of this checkout, e.g. NEXT_DIST_DIR=.next-b
//    npm run build), the key pages of both builds side by side, their Lighthouse runs interleaved so
//    that both see the same load of the machine.
// It reports; it asserts nothing about time.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { pageHtmlGzipBytes } from './page-html.mjs';
import { pageJsGzipBytes } from './page-js.mjs';

const root = process.cwd();
const port = Number(process.env.BENCH_PORT || 3200);
const base = `http://127.0.0.1:${port}`;
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const skipFloor = process.env.BENCH_SKIP_FLOOR === '1';
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));
// 'simulate' (Lighthouse's default: a fast load, then modelled on a slow phone) or 'devtools' (the
// page really loads under network and CPU throttling).
const throttlingMethod = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const KEY_PAGES = (process.env.BENCH_KEY_PAGES || '/,/en,/sobre,/servicos/suporte-de-ti,/blog/backup-3-2-1-empresarial,/contato')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const FLOOR_PAGES = ['/', '/en'];
const floorDir = join(root, 'bench', 'floor');
const floorPort = Number(process.env.BENCH_FLOOR_PORT || port + 2);
const compareDist = process.env.BENCH_COMPARE_DIST || '';
const comparePort = port + 4;
const compareBase = `http://127.0.0.1:${comparePort}`;
// Bound to 127.0.0.1, the floor's proxy has its rewrites name `localhost`, which Next then takes for
// another origin (/ redirects to itself); bound to localhost, both agree.
const floorBase = `http://localhost:${floorPort}`;
const nextBin = createRequire(join(root, 'package.json')).resolve('next/dist/bin/next');
const outDir = join(root, 'bench');
mkdirSync(outDir, { recursive: true });

function log(msg) {
  console.log(`[bench] ${msg}`);
}

/** The floor's environment: its own config, never the site's build directory. */
function floorEnv() {
  const { NEXT_DIST_DIR: _, ...env } = process.env;
  return { ...env, NEXT_TELEMETRY_DISABLED: '1' };
}

if (!skipBuild) {
  log('building…');
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: base } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// BENCH_SKIP_BUILD=1 reuses the floor's build too, when there is one.
if (!skipFloor && (!skipBuild || !existsSync(join(floorDir, '.next', 'BUILD_ID')))) {
  log('building the floor page (bench/floor)…');
  const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: floorDir, stdio: 'inherit', env: floorEnv() });
  if (r.status !== 0) {
    console.error('[bench] the floor page did not build (BENCH_SKIP_FLOOR=1 skips it)');
    process.exit(r.status ?? 1);
  }
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
/** Serves the floor page with the site's own server (scripts/serve.mjs: same compression), one process killed with the others. */
function startFloorServer() {
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: floorDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...floorEnv(), NODE_ENV: 'production', PORT: String(floorPort), HOSTNAME: 'localhost' },
  });
  servers.push(child);
  return child;
}
process.on('exit', () => servers.forEach((s) => s.kill('SIGTERM')));

async function waitForServer(url, path = '/robots.txt') {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}${path}`)).ok) return;
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
const floorServer = skipFloor ? null : startFloorServer();
if (compareDist) {
  setupDatabase({ PGLITE_DIR: join(benchData, 'pglite-compare'), DATABASE_URL: '' });
  startServer(comparePort, { PGLITE_DIR: join(benchData, 'pglite-compare'), DATABASE_URL: '', NEXT_DIST_DIR: compareDist });
}
await waitForServer(base);
if (compareDist) {
  log(`build ${compareDist} on ${compareBase}`);
  await waitForServer(compareBase);
}
if (floorServer) {
  log(`floor page on ${floorBase}`);
  await waitForServer(floorBase, '/');
}

// Every public URL in every language, from the sitemap.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const langOf = (path) => (path.startsWith('/en') ? 'en-US' : path.startsWith('/es') ? 'es-ES' : 'pt-BR');

const packageVersion = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const report = {
  date: new Date().toISOString(),
  method: {
    jsGzip: 'every modern script the HTML references (external src, not noModule), each gzipped with zlib level 9',
    htmlGzip:
      "the HTML document's body as received (decoded), gzipped by the bench with zlib level 9 (not the server's own Content-Encoding)",
    htmlSent: 'the bytes the server sent to a client accepting brotli or gzip, and the encoding it chose',
    lighthouse: `mobile, ${throttlingMethod === 'devtools' ? 'devtools (applied) throttling' : 'simulated throttling (Lighthouse defaults)'}; key and floor pages: median of each metric over ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'}, each in a fresh Chromium, runs interleaved across pages`,
    ratio:
      "the key page's figure divided by the floor page's in the same language (Portuguese for Spanish); null when the floor's is 0 or missing",
  },
  pages: [],
  floor: null,
  keyPages: [],
  compare: null,
  throughput: null,
  leads: [],
};

log(`measuring JS and HTML of ${urls.length} pages…`);
for (const path of urls) {
  const { status, total, files } = await pageJsGzipBytes(base, path, langOf(path));
  const html = await pageHtmlGzipBytes(base, path, langOf(path));
  report.pages.push({
    path,
    lang: langOf(path),
    status,
    jsGzipBytes: total,
    scripts: files.length,
    htmlBytes: html.bytes,
    htmlGzipBytes: html.gzip,
    htmlSentBytes: html.sent,
    htmlSentEncoding: html.encoding,
  });
}

const chromePath = skipLighthouse ? null : findChromium();
if (!skipLighthouse && !chromePath) log('no Chromium found: Lighthouse skipped');

/**
 * Where a run's main-thread time went: milliseconds per kind of work (script evaluation, style and
 * layout…), and blocking time (each long task's time past 50 ms) per script, the origin's own paths
 * shortened. Both as Lighthouse saw them, simulated or applied like the run's other figures.
 */
function mainThreadOf(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const work = {};
  for (const item of items('mainthread-work-breakdown')) work[item.groupLabel ?? item.group] = item.duration;
  const blocking = {};
  for (const task of items('long-tasks')) {
    const key = typeof task.url === 'string' ? task.url.replace(/^https?:\/\/[^/]+/, '') || '(document)' : 'Unattributable';
    blocking[key] = (blocking[key] ?? 0) + Math.max(0, task.duration - 50);
  }
  return { mainThreadMs: work, blockingMsByScript: blocking };
}

/** One Lighthouse run (mobile) in a fresh Chromium speaking `lang`. */
async function runLighthouse(url, lang) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, `--accept-lang=${lang}`, `--lang=${lang}`],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      throttlingMethod,
    });
    const lhr = result.lhr;
    // A page that failed to load (no paint, protocol timeout…) still yields a report, scored 0.
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      ...mainThreadOf(lhr),
    };
  } catch (error) {
    return { error: String(error) };
  } finally {
    await chrome.kill();
  }
}

if (chromePath) {
  const limit = Number(process.env.BENCH_LIGHTHOUSE_PAGES || urls.length);
  for (const entry of report.pages.slice(0, limit)) {
    entry.lighthouse = await runLighthouse(`${base}${entry.path}`, entry.lang);
    const l = entry.lighthouse;
    log(`lighthouse ${entry.path}: ${l.error ?? `perf ${l.performance}, a11y ${l.accessibility}`}`);
  }
}

// Key pages against the floor: sizes once, Lighthouse `lighthouseRuns` times per page, each round
// over every page in turn so that a busy moment of the machine does not land on one page only.
const MEDIAN_METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs'];
function median(values) {
  const v = values.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}
/** Per key (a kind of work, a script), the median over runs; a run without the key counts 0. */
function medianOfMaps(maps) {
  const keys = [...new Set(maps.flatMap((m) => Object.keys(m ?? {})))];
  return Object.fromEntries(keys.map((k) => [k, median(maps.map((m) => m?.[k] ?? 0))]).sort((a, b) => b[1] - a[1]));
}
function medianOfRuns(runs) {
  const ok = runs.filter((r) => !r.error);
  const out = {
    runs: ok.length,
    ...Object.fromEntries(MEDIAN_METRICS.map((k) => [k, median(ok.map((r) => r[k]))])),
    mainThreadMs: medianOfMaps(ok.map((r) => r.mainThreadMs)),
    blockingMsByScript: medianOfMaps(ok.map((r) => r.blockingMsByScript)),
  };
  const samples = ok.map((r) => Object.fromEntries(MEDIAN_METRICS.map((k) => [k, r[k]])));
  const errors = runs.filter((r) => r.error).map((r) => r.error);
  return errors.length ? { ...out, samples, errors } : { ...out, samples };
}
async function sizes(origin, path, lang) {
  const js = await pageJsGzipBytes(origin, path, lang);
  const html = await pageHtmlGzipBytes(origin, path, lang);
  return { status: html.status, jsGzipBytes: js.total, htmlBytes: html.bytes, htmlGzipBytes: html.gzip };
}
const floorPathFor = (lang) => (lang === 'en-US' ? '/en' : '/');

const targets = [];
if (floorServer) {
  report.floor = {
    dir: 'bench/floor',
    versions: Object.fromEntries(['next', 'next-intl', 'next-themes', 'react'].map((n) => [n, packageVersion(n)])),
    pages: [],
  };
  for (const path of FLOOR_PAGES) {
    const lang = langOf(path);
    const entry = { path, lang, ...(await sizes(floorBase, path, lang)) };
    report.floor.pages.push(entry);
    targets.push({ entry, url: `${floorBase}${path}` });
  }
}
for (const path of KEY_PAGES) {
  const lang = langOf(path);
  const entry = { path, lang, floorPath: floorServer ? floorPathFor(lang) : null, ...(await sizes(base, path, lang)) };
  report.keyPages.push(entry);
  targets.push({ entry, url: `${base}${path}` });
}
if (compareDist) {
  report.compare = { distDir: compareDist, keyPages: [] };
  for (const path of KEY_PAGES) {
    const lang = langOf(path);
    const entry = { path, lang, ...(await sizes(compareBase, path, lang)) };
    report.compare.keyPages.push(entry);
    // Right after the same page of the main build, so each round alternates the two.
    const at = targets.findIndex((t) => t.url === `${base}${path}`);
    targets.splice(at + 1, 0, { entry, url: `${compareBase}${path}` });
  }
}
if (chromePath) {
  log(`lighthouse on ${targets.length} key and floor pages, ${lighthouseRuns} runs each…`);
  const runs = targets.map(() => []);
  for (let round = 0; round < lighthouseRuns; round++) {
    for (const [i, { entry, url }] of targets.entries()) {
      const r = await runLighthouse(url, entry.lang);
      runs[i].push(r);
      log(
        `lighthouse ${url} (run ${round + 1}/${lighthouseRuns}): ${r.error ?? `perf ${r.performance}, LCP ${Math.round(r.lcpMs ?? 0)} ms`}`,
      );
    }
  }
  targets.forEach(({ entry }, i) => (entry.lighthouse = medianOfRuns(runs[i])));
}
const ratio = (value, floor) => (typeof value === 'number' && typeof floor === 'number' && floor > 0 ? value / floor : null);
for (const entry of report.keyPages) {
  const floor = report.floor?.pages.find((p) => p.path === entry.floorPath);
  if (!floor) continue;
  entry.ratioToFloor = {
    performance: ratio(entry.lighthouse?.performance, floor.lighthouse?.performance),
    lcpMs: ratio(entry.lighthouse?.lcpMs, floor.lighthouse?.lcpMs),
    tbtMs: ratio(entry.lighthouse?.tbtMs, floor.lighthouse?.tbtMs),
    cls: ratio(entry.lighthouse?.cls, floor.lighthouse?.cls),
    jsGzipBytes: ratio(entry.jsGzipBytes, floor.jsGzipBytes),
    htmlGzipBytes: ratio(entry.htmlGzipBytes, floor.htmlGzipBytes),
  };
}
if (floorServer) {
  floorServer.kill('SIGTERM');
  log('floor server stopped');
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

const kb = (b) => (typeof b === 'number' ? (b / 1024).toFixed(1) : '–');
const n = (v) => (typeof v === 'number' ? Math.round(v) : '–');
const cls = (v) => (typeof v === 'number' ? v.toFixed(3) : '–');
const times = (r) => (typeof r === 'number' ? `${r.toFixed(2)}×` : '–');
const floorVersions = report.floor
  ? Object.entries(report.floor.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
  : '';
const floorLines = report.floor
  ? [
      `The floor page (\`bench/floor\`) is the least a page of this stack ships: ${floorVersions} from the project's own node_modules, next-intl routing (pt unprefixed, en), next-themes' ThemeProvider and one translated paragraph, built with \`next build\` and served like the site by \`scripts/serve.mjs\` (brotli or gzip).`,
      '',
      '| floor page | lang | perf | LCP ms | TBT ms | CLS | JS (KB gz) | HTML (KB gz) | runs |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...report.floor.pages.map((p) => {
        const l = p.lighthouse ?? {};
        return `| ${p.path} | ${p.lang} | ${n(l.performance)} | ${n(l.lcpMs)} | ${n(l.tbtMs)} | ${cls(l.cls)} | ${kb(p.jsGzipBytes)} | ${kb(p.htmlGzipBytes)} | ${l.runs ?? '–'} |`;
      }),
      '',
    ]
  : ['The floor page was skipped (`BENCH_SKIP_FLOOR=1`).', ''];
/** The key and floor pages' main-thread time by kind of work, and their blocking time by script. */
function mainThreadLines() {
  const rows = [...(report.floor?.pages.map((p) => ({ ...p, path: `floor ${p.path}` })) ?? []), ...report.keyPages].filter(
    (p) => p.lighthouse?.mainThreadMs,
  );
  if (rows.length === 0) return [];
  const kinds = [...new Set(rows.flatMap((p) => Object.keys(p.lighthouse.mainThreadMs)))];
  const sum = (m) => Object.values(m).reduce((a, b) => a + b, 0);
  const topScripts = (m) =>
    Object.entries(m)
      .filter(([, ms]) => ms > 0)
      .slice(0, 4)
      .map(([url, ms]) => `${url.split('?')[0]} ${Math.round(ms)}`)
      .join(', ') || '–';
  return [
    '## Where the main thread goes (key and floor pages, median of runs)',
    '',
    'Milliseconds per kind of work, and blocking time (a long task past its first 50 ms) per script; Lighthouse counts TBT only between first paint and interactive, so the blocking column may exceed it.',
    '',
    `| page | lang | ${kinds.join(' | ')} | total | blocking by script (ms) |`,
    `|---|---|${kinds.map(() => '---:|').join('')}---:|---|`,
    ...rows.map((p) => {
      const m = p.lighthouse.mainThreadMs;
      return `| ${p.path} | ${p.lang} | ${kinds.map((k) => n(m[k] ?? 0)).join(' | ')} | ${n(sum(m))} | ${topScripts(p.lighthouse.blockingMsByScript ?? {})} |`;
    }),
    '',
  ];
}

/** The two builds' key pages side by side: median and range (min–max) of each run's figures. */
function compareLines() {
  if (!report.compare) return [];
  const range = (samples, k) => {
    const v = (samples ?? []).map((x) => x[k]).filter((x) => typeof x === 'number');
    return v.length ? `${n(Math.min(...v))}–${n(Math.max(...v))}` : '–';
  };
  const row = (build, p) => {
    const l = p.lighthouse ?? {};
    return `| ${p.path} | ${build} | ${n(l.performance)} | ${n(l.tbtMs)} | ${range(l.samples, 'tbtMs')} | ${n(l.lcpMs)} | ${range(l.samples, 'lcpMs')} | ${kb(p.jsGzipBytes)} | ${l.runs ?? '–'} |`;
  };
  return [
    `## This build against ${report.compare.distDir}`,
    '',
    '| page | build | perf | TBT ms | TBT range | LCP ms | LCP range | JS (KB gz) | runs |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.keyPages.flatMap((p) => {
      const other = report.compare.keyPages.find((c) => c.path === p.path);
      return [row('this', p), ...(other ? [row(report.compare.distDir, other)] : [])];
    }),
    '',
  ];
}

const lines = [
  '# Bench report',
  '',
  `Generated ${report.date} on ${process.platform}/${process.arch}, Node ${process.version}.`,
  '',
  '## Key pages against the floor',
  '',
  `Lighthouse: ${report.method.lighthouse}. JS: ${report.method.jsGzip}. HTML: ${report.method.htmlGzip}; HTML sent: ${report.method.htmlSent}. ×floor: ${report.method.ratio} (shown as –).`,
  '',
  ...floorLines,
  '| page | lang | floor | perf | ×floor | LCP ms | ×floor | TBT ms | ×floor | CLS | ×floor | JS (KB gz) | ×floor | HTML (KB gz) | ×floor | runs |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...report.keyPages.map((p) => {
    const l = p.lighthouse ?? {};
    const r = p.ratioToFloor ?? {};
    return `| ${p.path} | ${p.lang} | ${p.floorPath ?? '–'} | ${n(l.performance)} | ${times(r.performance)} | ${n(l.lcpMs)} | ${times(r.lcpMs)} | ${n(l.tbtMs)} | ${times(r.tbtMs)} | ${cls(l.cls)} | ${times(r.cls)} | ${kb(p.jsGzipBytes)} | ${times(r.jsGzipBytes)} | ${kb(p.htmlGzipBytes)} | ${times(r.htmlGzipBytes)} | ${l.runs ?? '–'} |`;
  }),
  '',
  ...compareLines(),
  ...mainThreadLines(),
  '## Pages: gzipped modern JS and HTML, Lighthouse (mobile, one run)',
  '',
  '| page | lang | JS (KB gz) | HTML (KB gz) | HTML sent (KB) | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...report.pages.map((p) => {
    const l = p.lighthouse ?? {};
    return `| ${p.path} | ${p.lang} | ${kb(p.jsGzipBytes)} | ${kb(p.htmlGzipBytes)} | ${kb(p.htmlSentBytes)} ${p.htmlSentEncoding} | ${l.performance ?? '–'} | ${l.accessibility ?? '–'} | ${l.bestPractices ?? '–'} | ${l.seo ?? '–'} | ${n(l.fcpMs)} | ${n(l.lcpMs)} | ${n(l.tbtMs)} | ${cls(l.cls)} |`;
  }),
  '',
  "## Throughput (`npm start`'s server, autocannon)",
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
