import type { MessageKey } from '@/i18n/strings';
import { knownKey, type ErrorLeaf } from './error-keys';

/* Kept apart from the schemas so client code can name the keys without loading zod. */

/** Message keys of the client-area schemas (the ClientArea `errors` messages). */
export const ACCOUNT_ERROR_KEYS = [
  'nameTooShort',
  'nameTooLong',
  'nameChars',
  'currentRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordMismatch',
  'passwordSame',
  'confirmMismatch',
  'invalidInput',
] as const satisfies readonly ErrorLeaf<MessageKey<'ClientArea'>>[];
export type AccountErrorKey = (typeof ACCOUNT_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads 'Dados inválidos'. */
export function accountErrorKey(message: string | undefined): AccountErrorKey {
  return knownKey(ACCOUNT_ERROR_KEYS, message);
}
