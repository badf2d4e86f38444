import type { ActionResult } from './client';

/**
 * A route handler's JSON answer read back as the action result it is (route handlers answer
 * through runRoute); null when the body is not one (a proxy's error page, a cut-off answer).
 */
export function readActionResult<R extends ActionResult = ActionResult>(json: unknown): R | null {
  if (!json || typeof json !== 'object') return null;
  const body = json as Record<string, unknown>;
  if (typeof body.ok !== 'boolean' || typeof body.title !== 'string') return null;
  if (!body.ok && typeof body.error !== 'string') return null;
  return body as R;
}

/** A text of the answer's data, if the answer holds one. */
export function resultText(json: unknown, name: string): string | undefined {
  const data = readActionResult(json)?.data as Record<string, unknown> | undefined;
  const value = data?.[name];
  return typeof value === 'string' && value ? value : undefined;
}
