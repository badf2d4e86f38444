import { knownKey } from './error-keys';

/** Message keys of the role and resend forms' `errors` (zod-free: client components import it). */
export const USER_ERROR_KEYS = ['invalidInput', 'partnerRequired'] as const;
export type UserErrorKey = (typeof USER_ERROR_KEYS)[number];

/** A schema message as a message key (anything unexpected reads as invalid input). */
export function userErrorKey(message: string | undefined): UserErrorKey {
  return knownKey(USER_ERROR_KEYS, message);
}
