import { z } from './zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/password-rules';
import type { AccountErrorKey } from '@/lib/validation/account-errors';
import { personName } from './person-name';

/**
 * The client area's forms, shared by the forms and the server actions. Messages are keys of the
 * ClientArea `errors` messages. The account's id and e-mail never come from these: they are the
 * session's.
 */
const key = (k: AccountErrorKey) => k;

export const profileSchema = z.strictObject(
  {
    name: personName(2, 100, key('nameTooShort'), key('nameTooLong')),
  },
  { error: key('invalidInput') },
);

export const passwordChangeSchema = z
  .strictObject(
    {
      current: z
        .string({ error: key('currentRequired') })
        .min(1, key('currentRequired'))
        .max(PASSWORD_MAX, key('passwordTooLong')),
      password: z
        .string({ error: key('passwordTooShort') })
        .min(PASSWORD_MIN, key('passwordTooShort'))
        .max(PASSWORD_MAX, key('passwordTooLong')),
      confirm: z.string({ error: key('passwordMismatch') }).max(PASSWORD_MAX, key('passwordTooLong')),
    },
    { error: key('invalidInput') },
  )
  .refine((v) => v.password === v.confirm, { message: key('passwordMismatch'), path: ['confirm'] })
  .refine((v) => v.password !== v.current, { message: key('passwordSame'), path: ['password'] });

/** Deleting the account: the account's own e-mail typed again (any case, spaces around ignored). */
export function deleteAccountSchema(accountEmail: string) {
  const expected = accountEmail.trim().toLowerCase();
  return z.strictObject(
    {
      confirmEmail: z
        .string({ error: key('confirmMismatch') })
        .trim()
        .toLowerCase()
        .max(255, key('confirmMismatch'))
        .refine((v) => v !== '' && v === expected, key('confirmMismatch')),
    },
    { error: key('invalidInput') },
  );
}

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type DeleteAccountInput = z.input<ReturnType<typeof deleteAccountSchema>>;
