import type { Instrumentation } from 'next';
import { requestErrorLine } from './lib/ops/request-error';

/**
 * Runs once when the server starts. A setting that fails validation, or a production server
 * without SITE_URL or AUTH_SECRET, exits naming the variable. With the embedded database, take
 * its lock now: a second server on the same directory fails fast with a clear message instead of
 * corrupting data.
 */
export async function register() {
  // NEXT_RUNTIME stays a literal read: Next replaces it per bundle at compile time, which keeps
  // the database code out of the edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const startup = await import('./lib/auth/startup-check');
    startup.exitOnInvalidSettings();
    startup.exitOnUnsafeProductionConfig();
    await (await import('./lib/db/startup')).openAtStartup();
    // Self-hosted production servers schedule their own jobs; Vercel Cron does it there.
    if (process.env.NODE_ENV === 'production' && !process.env.VERCEL && process.env.NEXT_PHASE !== 'phase-production-build') {
      (await import('./lib/jobs/timer')).startJobTimer();
    }
  }
}

/** Every server error (pages, route handlers, actions, the proxy) as one structured log line. */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  console.error(requestErrorLine(error, request, context));
};
