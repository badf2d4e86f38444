import { ownOrigin } from '@/lib/http/own-origin';
import { internalJobToken } from './cron-auth';

/**
 * The built-in scheduler of a self-hosted server (`npm start`, `npm run serve`): once a minute,
 * a few seconds past it, the server calls its own scheduled-publication route, as Vercel Cron
 * does in production. Not started on Vercel, in development or during the build.
 */

const MINUTE = 60_000;
const PAST_THE_MINUTE_MS = 2_000;
const STARTED = Symbol.for('site.jobTimer');

export function startJobTimer(): void {
  const holder = globalThis as { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  const tick = async () => {
    try {
      const res = await fetch(`${ownOrigin()}/api/cron/content-publication`, {
        method: 'POST',
        headers: { authorization: `Bearer ${internalJobToken()}` },
      });
      await res.arrayBuffer();
    } catch {
      // The server is starting or stopping: the next minute tries again.
    }
  };
  const untilNext = MINUTE - (Date.now() % MINUTE) + PAST_THE_MINUTE_MS;
  setTimeout(() => {
    void tick();
    setInterval(() => void tick(), MINUTE).unref();
  }, untilNext).unref();
}
