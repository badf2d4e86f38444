import { getDbHandle } from './client';
import { DatabaseLockedError } from './lock';

/** Opens the embedded database at server start, exiting with a clear message when it is locked. */
export async function openAtStartup() {
  if (process.env.DATABASE_URL || process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    await getDbHandle();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
