// Production servers of this checkout, each registered by scripts/serve.mjs while it runs: a
// rebuild replaces the build they serve chunk by chunk, so `npm start` and `npm run build` refuse
// to rebuild while one is running.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const registry = (root) => join(root, '.next-run');
const distDir = () => process.env.NEXT_DIST_DIR || '.next';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return error.code === 'EPERM';
  }
}

/** Records this process as a server of the current build until it exits. */
export function registerServer(port, root = process.cwd()) {
  mkdirSync(registry(root), { recursive: true });
  const file = join(registry(root), `${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ pid: process.pid, port, distDir: distDir(), startedAt: new Date().toISOString() }));
  process.on('exit', () => rmSync(file, { force: true }));
}

/** Live servers of this checkout that serve the build in NEXT_DIST_DIR (default .next); stale records are removed. */
export function runningServers(root = process.cwd()) {
  let names = [];
  try {
    names = readdirSync(registry(root)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const live = [];
  for (const name of names) {
    const file = join(registry(root), name);
    let record;
    try {
      record = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (record.pid === process.pid) continue;
    if (!alive(record.pid)) rmSync(file, { force: true });
    else if (record.distDir === distDir()) live.push(record);
  }
  return live;
}

/** Why a rebuild must wait, or null when no server of this checkout serves the build. */
export function rebuildBlocker(root = process.cwd()) {
  const live = runningServers(root);
  if (live.length === 0) return null;
  const list = live.map((s) => `pid ${s.pid} on port ${s.port}`).join(', ');
  return (
    `A server of this checkout is running from the current build (${list}); rebuilding now would break it. ` +
    `Stop it first (kill ${live.map((s) => s.pid).join(' ')}), or build a second copy with NEXT_DIST_DIR=.next-other.`
  );
}

// `node scripts/running-servers.mjs check`: the first step of `npm run build`.
if (process.argv[2] === 'check') {
  const blocker = rebuildBlocker();
  if (blocker) {
    console.error(`✖ ${blocker}`);
    process.exit(1);
  }
}
