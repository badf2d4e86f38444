import type { MessageKey } from '@/i18n/strings';

/* Kept apart from the schema so client code can name the keys without loading zod. */

type ErrorLeaf<K> = K extends `errors.${infer L}` ? L : never;

/** Message keys of the admin partner schema (the AdminPartners `errors` messages). */
export const ADMIN_PARTNER_ERROR_KEYS = [
  'nameMin',
  'nameMax',
  'nameTaken',
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
] as const satisfies readonly ErrorLeaf<MessageKey<'AdminPartners'>>[];
export type AdminPartnerErrorKey = (typeof ADMIN_PARTNER_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads as invalid input. */
export function adminPartnerErrorKey(message: string | undefined): AdminPartnerErrorKey {
  return (ADMIN_PARTNER_ERROR_KEYS as readonly string[]).includes(message ?? '') ? (message as AdminPartnerErrorKey) : 'invalidInput';
}
