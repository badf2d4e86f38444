import type { Instrumentation } from 'next';

/** Longest error message kept in a log line. */
const MESSAGE_MAX = 300;

/** Addresses, long digit runs (phones, CPF/CNPJ, card numbers) and bearer-like tokens leave a message. */
export function scrub(message: string): string {
  return message
    .replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\(?\d[\d .\-/()]{7,}\d/g, '[number]')
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '[token]')
    .slice(0, MESSAGE_MAX);
}

/**
 * One JSON line for a server error: when, the route pattern (never the requested path, which can
 * carry tokens or names), the kind of request, Next's digest (the id the visitor's error page
 * shows) and a scrubbed message. An operator ships these lines to Sentry, OpenTelemetry or any log
 * search by wiring `onRequestError` in instrumentation.ts.
 */
export function requestErrorLine(
  error: unknown,
  request: Parameters<Instrumentation.onRequestError>[1],
  context: Parameters<Instrumentation.onRequestError>[2],
  now = new Date(),
): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const { digest } = err as { digest?: unknown };
  return JSON.stringify({
    level: 'error',
    event: 'request_error',
    time: now.toISOString(),
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource ?? null,
    digest: typeof digest === 'string' ? digest : null,
    name: err.name,
    message: scrub(err.message),
  });
}
