import { z } from './zod';

/**
 * An admin's redirect rule: an old public address of this site and where it now leads, or no
 * target for a page that is gone (410). Message keys are AdminRedirects.errors.*.
 */

export const REDIRECT_PATH_MAX = 300;

/** A path of this site: one leading slash, segments of URL-safe characters, no host, query or fragment. */
export const SITE_PATH = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/i;

/** Where the proxy never looks (route handlers, Next's files): a rule there would never apply. */
const UNROUTED = /^\/(?:api|_next)(?:\/|$)/;

const path = z
  .string({ error: 'pathInvalid' })
  .trim()
  .max(REDIRECT_PATH_MAX, 'pathMax')
  .regex(SITE_PATH, 'pathInvalid')
  .refine((p) => !UNROUTED.test(p), 'pathUnrouted');

export const redirectSchema = z.strictObject(
  {
    fromPath: path.refine((p) => p !== '/', 'fromHome'),
    toPath: z.union([z.literal(''), path]),
  },
  { error: 'invalidInput' },
);

/** The message keys of the schema's issues (AdminRedirects.errors.*). */
export const REDIRECT_ERROR_KEYS = ['invalidInput', 'pathInvalid', 'pathMax', 'pathUnrouted', 'fromHome'] as const;
export type RedirectErrorKey = (typeof REDIRECT_ERROR_KEYS)[number];

/** The message key of a schema issue's message; any other text is the general one. */
export function redirectErrorKey(message: string | undefined): RedirectErrorKey {
  return (REDIRECT_ERROR_KEYS as readonly string[]).includes(message ?? '') ? (message as RedirectErrorKey) : 'invalidInput';
}

export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectRule = z.output<typeof redirectSchema>;
