import { z } from 'zod';

// zod compiles object validators with `new Function` when it may; in the browser, under the
// site's script policy, even its probe for that is a CSP violation. The interpreter is fast enough.
z.config({ jitless: true });

/** A database row id (uuid). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export { z };

// U+0000 and UTF-16 halves without their pair: Postgres cannot store them in text.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` without the characters a database cannot store; everything else a visitor typed is kept. */
export function storableText(value: string): string {
  return value.replace(UNSTORABLE, '');
}

/** A string field of any schema the server accepts: unstorable characters are stripped before every other check. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(storableText);
}
