import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { serverEnv } from '@/lib/config/env';
import { getDbHandle } from './client';
import { DatabaseLockedError } from './lock';

/** Opens the embedded database at server start, exiting with a clear message when it is locked. */
export async function openAtStartup() {
  const env = serverEnv();
  if (env.DATABASE_URL || env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
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
