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

// Control characters but tab, line feed and carriage return, DEL, and the two non-characters:
// XML (feeds, sitemaps) cannot carry them and no text on the site needs them.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;

/** The first character of `value` that a stored or served text may not hold, as U+XXXX, or null. */
export function forbiddenCharacter(value: string): string | null {
  const found = new RegExp(`${UNSTORABLE.source}|${CONTROL.source}`).exec(value);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** `value` with only characters XML may carry. */
export function xmlText(value: string): string {
  return storableText(value).replace(new RegExp(CONTROL.source, 'g'), '');
}

/** A string field of any schema the server accepts: unstorable characters are stripped before every other check. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(storableText);
}
