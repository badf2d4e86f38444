import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

export { PASSWORD_MAX, PASSWORD_MIN };

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const file = resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/auth/common-passwords.txt');
    common = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    );
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
