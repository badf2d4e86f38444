import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/password-rules';

/**
 * Auth form schemas, shared by the /auth forms and the server actions. Messages are keys of
 * the Auth.errors messages, translated where they are shown.
 */
const email = z.string().trim().toLowerCase().max(255, 'emailTooLong').pipe(z.email('emailInvalid'));
const password = z.string().min(PASSWORD_MIN, 'passwordTooShort').max(PASSWORD_MAX, 'passwordTooLong');

export const signInSchema = z.object({ email, password: z.string().min(1, 'passwordTooShort').max(PASSWORD_MAX, 'passwordTooLong') });
export const signUpSchema = z.object({
  fullName: z.string().trim().min(2, 'nameTooShort').max(100, 'nameTooLong'),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z
  .object({ token: z.string().min(1, 'invalidToken').max(2000), password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'passwordMismatch', path: ['confirm'] });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ForgotInput = z.infer<typeof forgotSchema>;
export type ResetInput = z.infer<typeof resetSchema>;

/** Same-origin path to return to after login; anything else falls back. */
export function safeReturnPath(value: unknown, fallback = '/area-do-cliente'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
