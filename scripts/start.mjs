// `npm start`: build when there is no build yet or the sources changed since it, then serve on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsCurrent } from './build-stamp.mjs';
import { rebuildBlocker } from './running-servers.mjs';
import { startEnv } from './start-env.mjs';

const root = process.cwd();

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!buildIsCurrent()) {
  const blocker = rebuildBlocker();
  if (blocker) {
    console.error(`✖ The sources changed since the last build. ${blocker}`);
    process.exit(1);
  }
  console.log(
    existsSync(join(root, '.next', 'BUILD_ID'))
      ? 'The sources changed since the last build: rebuilding (npm run build)…'
      : 'No production build found: building first (npm run build)…',
  );
  run('npm', ['run', 'build']);
}

// The embedded database is created, migrated and seeded (when empty) before serving; a server
// Postgres (DATABASE_URL) is migrated with `npm run db:migrate`.
if (!process.env.DATABASE_URL) run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/db.ts', 'setup']);

// SITE_URL, AUTH_SECRET and (on localhost, without SMTP) a mail directory default for this machine.
const { env, notes } = startEnv();
for (const note of notes) console.log(note);

const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
