import type { z } from './zod';
import { withValues } from './error-keys';

// Characters nobody can see or pick out in a list (spaces, controls, format characters, a lone
// combining mark) are named by code point instead.
const UNSEEN = /[\s\p{C}\p{Z}\p{M}]/u;

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The characters of `value` that `allowed` (a class matching one character, without the g flag)
 * refuses: each once, in the order they first appear, unseen ones as U+XXXX.
 */
export function refusedCharacters(value: string, allowed: RegExp): string[] {
  const refused = new Set<string>();
  for (const ch of value) if (!allowed.test(ch)) refused.add(ch);
  return [...refused].map((ch) => (UNSEEN.test(ch) ? codePoint(ch) : ch));
}

/**
 * A check that every character of a string is one `allowed` matches. A refusal's message is `key`
 * carrying the refused characters, space-separated, as `chars`, so its text can name them.
 */
export function onlyCharacters(allowed: RegExp, key: string) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const refused = refusedCharacters(value, allowed);
    if (refused.length > 0) ctx.addIssue({ code: 'custom', message: withValues(key, { chars: refused.join(' ') }) });
  };
}
