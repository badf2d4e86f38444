import type { MessageKey } from '@/i18n/strings';
import { knownKey, type ErrorLeaf } from './error-keys';

/* Kept apart from the schemas so client code can name the keys without loading zod. */

/** Message keys of the lead forms' schemas (the AdminLeads `errors` messages). */
export const ADMIN_LEAD_ERROR_KEYS = [
  'statusInvalid',
  'noteMax',
  'noteRequired',
  'partnerInvalid',
  'idsMin',
  'idsMax',
  'idsInvalid',
  'invalidInput',
] as const satisfies readonly ErrorLeaf<MessageKey<'AdminLeads'>>[];
export type AdminLeadErrorKey = (typeof ADMIN_LEAD_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads as invalid input. */
export function adminLeadErrorKey(message: string | undefined): AdminLeadErrorKey {
  return knownKey(ADMIN_LEAD_ERROR_KEYS, message);
}
