/* Reading react-hook-form's error tree without importing react-hook-form (pure). */

/** A field error as the forms read it. */
export type FieldError = { message?: string; type?: string } | undefined;

/** The first error of a react-hook-form error tree, in field order. */
export function firstError(node: unknown): FieldError {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record as FieldError;
  for (const key of Object.keys(record)) {
    if (key === 'ref') continue;
    const found = firstError(record[key]);
    if (found) return found;
  }
  return undefined;
}

/** The error at a dotted path of the tree; an array's own error sits in its `root`. */
export function errorAtPath(errors: unknown, path: string): FieldError {
  const node = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], errors);
  const error = node as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ? error : error?.root;
}
