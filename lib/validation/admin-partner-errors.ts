import type { MessageKey } from '@/i18n/strings';
import { knownKey, type ErrorLeaf } from './error-keys';
import { PARTNER_SHARED_ERROR_KEYS } from './partner-errors';

/* Kept apart from the schema so client code can name the keys without loading zod. */

/** Message keys of the admin partner schema (the AdminPartners `errors` messages). */
export const ADMIN_PARTNER_ERROR_KEYS = [
  'nameMin',
  'nameMax',
  'nameTaken',
  ...PARTNER_SHARED_ERROR_KEYS,
] as const satisfies readonly ErrorLeaf<MessageKey<'AdminPartners'>>[];
export type AdminPartnerErrorKey = (typeof ADMIN_PARTNER_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads as invalid input. */
export function adminPartnerErrorKey(message: string | undefined): AdminPartnerErrorKey {
  return knownKey(ADMIN_PARTNER_ERROR_KEYS, message);
}
