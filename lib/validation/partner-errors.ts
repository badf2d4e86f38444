import type { MessageKey } from '@/i18n/strings';

/* Kept apart from the schema so client code can name the keys without loading zod. */

type ErrorLeaf<K> = K extends `errors.${infer L}` ? L : never;

/** Message keys of the partner profile schema (the PartnerDashboard `errors` messages). */
export const PARTNER_ERROR_KEYS = [
  'emailInvalid',
  'emailMax',
  'phoneInvalid',
  'stateInvalid',
  'stateDuplicate',
  'cityMin',
  'cityMax',
  'citiesMin',
  'citiesMax',
  'territoriesMin',
  'territoriesMax',
  'invalidInput',
] as const satisfies readonly ErrorLeaf<MessageKey<'PartnerDashboard'>>[];
export type PartnerErrorKey = (typeof PARTNER_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads 'Dados inválidos'. */
export function partnerErrorKey(message: string | undefined): PartnerErrorKey {
  return (PARTNER_ERROR_KEYS as readonly string[]).includes(message ?? '') ? (message as PartnerErrorKey) : 'invalidInput';
}
