import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';

import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

export { PASSWORD_MAX, PASSWORD_MIN };

let common: Set<string> | null = null;

/**
 * The common passwords refused at sign-up, reset and change: zxcvbn-ts's list of the most used
 * passwords (about 49,000, from breach corpora; maintained on npm) plus the site's own list
 * (Brazilian favourites among them). Loaded on first use, on the server only.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const file = resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/auth/common-passwords.txt');
    const own = readFileSync(file, 'utf8').split('\n');
    common = new Set([...dictionary['passwords-common'], ...own].map((p) => p.trim().toLowerCase()).filter(Boolean));
  }
  return common;
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/** Passwords: 8–128 characters and not among the most common passwords. */
export function checkPassword(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (password.length > PASSWORD_MAX) return 'tooLong';
  if (commonPasswords().has(password.toLowerCase())) return 'common';
  return null;
}
