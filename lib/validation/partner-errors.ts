import type { MessageKey } from '@/i18n/strings';
import { knownKey, type ErrorLeaf } from './error-keys';

/* Kept apart from the schema so client code can name the keys without loading zod. */

/** Keys both partner schemas use (contact and territories); each catalogue names them all. */
export const PARTNER_SHARED_ERROR_KEYS = [
  'emailInvalid',
  'emailMax',
  'phoneInvalid',
  'stateInvalid',
  'stateDuplicate',
  'cityMin',
  'cityMax',
  'citiesMax',
  'territoriesMax',
  'invalidInput',
] as const;

/** Message keys of the partner profile schema (the PartnerDashboard `errors` messages). */
export const PARTNER_ERROR_KEYS = [...PARTNER_SHARED_ERROR_KEYS, 'citiesMin', 'territoriesMin'] as const satisfies readonly ErrorLeaf<
  MessageKey<'PartnerDashboard'>
>[];
export type PartnerErrorKey = (typeof PARTNER_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads 'Dados inválidos'. */
export function partnerErrorKey(message: string | undefined): PartnerErrorKey {
  return knownKey(PARTNER_ERROR_KEYS, message);
}
