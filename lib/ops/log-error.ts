import { scrub } from './request-error';

/** A short id that ties a log line to the request that failed. */
function newDigest(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}

/**
 * One JSON line for a failure the server survived: what failed, a digest, the error's name and code
 * and a scrubbed message. A failed query's message carries its SQL and parameters (a visitor's
 * name, e-mail, phone), so only the database's own reason is kept.
 */
export function errorLine(what: string, error: unknown, digest: string, now = new Date()): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const failedQuery = 'params' in err || err.message.startsWith('Failed query');
  const message = failedQuery ? (cause?.message ?? 'query failed') : err.message;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code;
  return JSON.stringify({
    level: 'error',
    event: 'failure',
    time: now.toISOString(),
    what,
    digest,
    name: err.name,
    code: typeof code === 'string' ? code : null,
    message: scrub(message),
  });
}

/** Logs a failure without the data it carried; returns the digest written with it. */
export function logError(what: string, error: unknown): string {
  const digest = newDigest();
  console.error(errorLine(what, error, digest));
  return digest;
}
