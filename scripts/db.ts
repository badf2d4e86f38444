// Database tasks on whichever database the environment names (DATABASE_URL, else embedded PGlite):
//   tsx scripts/db.ts migrate | seed | setup   (setup = migrate, then seed when empty)
import { supabaseConfig } from '../lib/auth/supabase';
import { openFromEnv } from '../lib/db/client';
import { DatabaseLockedError } from '../lib/db/lock';
import { migrate } from '../lib/db/migrate';
import { deliverCredentials, isEmpty, seed } from '../lib/demo/seed';

const task = process.argv[2] ?? 'setup';
// With Supabase configured, accounts live there: the embedded auth's demo users are not seeded.
const withUsers = !supabaseConfig();

async function main() {
  const handle = await openFromEnv();
  try {
    if (task === 'migrate' || task === 'setup') {
      await migrate(handle);
      console.log(`[db] migrations applied (${handle.kind})`);
    }
    if (task === 'seed' || (task === 'setup' && (await isEmpty(handle.db)))) {
      const result = await seed(handle.db, { withUsers, log: (l) => console.log(`[db] ${l}`) });
      // Generated passwords: on a terminal only, else in a private file (never in a log).
      deliverCredentials(result.users);
      if (!withUsers) console.log('[db] Supabase Auth is configured: create users there and add their user_roles rows.');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  if (error instanceof DatabaseLockedError) console.error(`\n✖ ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
