import { z } from './zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/password-rules';
import type { AuthErrorKey } from './auth-errors';
import { personName } from './person-name';

/**
 * Auth form schemas, shared by the /auth forms and the server actions. Messages are keys of
 * the Auth.errors messages (lib/validation/auth-errors.ts), translated where they are shown.
 */
const key = (k: AuthErrorKey) => k;
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, key('emailTooLong'))
  .pipe(z.email(key('emailInvalid')));
const password = z.string().min(PASSWORD_MIN, key('passwordTooShort')).max(PASSWORD_MAX, key('passwordTooLong'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, key('passwordTooShort')).max(PASSWORD_MAX, key('passwordTooLong')),
});
export const signUpSchema = z.object({
  fullName: personName(2, 100, key('nameTooShort'), key('nameTooLong')),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z
  .object({
    token: z.string().min(1, key('invalidToken')).max(2000, key('invalidToken')),
    password,
    confirm: z.string().max(PASSWORD_MAX, key('passwordTooLong')),
  })
  .refine((v) => v.password === v.confirm, { message: key('passwordMismatch'), path: ['confirm'] });

/** Opening a sign-up link: its token and the password chosen at sign-up. */
export const confirmSignUpSchema = z.object({
  token: z.string().min(1, key('invalidToken')).max(2000, key('invalidToken')),
  password: z.string().min(1, key('passwordTooShort')).max(PASSWORD_MAX, key('passwordTooLong')),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ForgotInput = z.infer<typeof forgotSchema>;
export type ResetInput = z.infer<typeof resetSchema>;
export type ConfirmSignUpInput = z.infer<typeof confirmSignUpSchema>;

/** Same-origin path to return to after login; anything else falls back. */
export function safeReturnPath(value: unknown, fallback = '/area-do-cliente'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
