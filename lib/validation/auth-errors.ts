import type { Messages } from '@/i18n/strings';
import { knownKey } from './error-keys';

/* Kept apart from the schemas so client code can name the keys without loading zod. */

/** Message keys the auth schemas and actions use (Auth.errors messages); the type check ties them to the catalogue. */
export const AUTH_ERROR_KEYS = [
  'emailInvalid',
  'emailTooLong',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordMismatch',
  'nameTooShort',
  'nameTooLong',
  'nameChars',
  'emailTaken',
  'rateLimited',
  'invalidToken',
  'invalidInput',
] as const satisfies readonly (keyof Messages['Auth']['errors'])[];
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

/** A schema message as a known key; anything else (zod's own texts) reads 'Dados inválidos'. */
export function authErrorKey(message: string | undefined): AuthErrorKey {
  return knownKey(AUTH_ERROR_KEYS, message);
}
