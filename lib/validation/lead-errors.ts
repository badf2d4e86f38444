import type { MessageKey } from '@/i18n/strings';
import { knownKey } from './error-keys';

/* Kept apart from the schemas so client code can name the keys without loading zod. */

/** Message keys the lead schemas use (LeadErrors messages); the type check ties them to the catalogue. */
export const LEAD_ERROR_KEYS = [
  'nameMin',
  'nameMax',
  'nameChars',
  'emailInvalid',
  'emailMax',
  'phoneMin',
  'phoneMax',
  'phoneChars',
  'companyMax',
  'cnpjInvalid',
  'cnpjChars',
  'serviceInvalid',
  'regionMax',
  'partnerMax',
  'messageMax',
  'ebookInvalid',
  'chatMessageEmpty',
  'chatMessageMax',
  'contactRequired',
  'invalidInput',
  'rateLimited',
  'tooFast',
] as const satisfies readonly MessageKey<'LeadErrors'>[];
export type LeadErrorKey = (typeof LEAD_ERROR_KEYS)[number];

/** A schema message as a known key; anything else (zod's own texts) reads 'Dados inválidos'. */
export function leadErrorKey(message: string | undefined): LeadErrorKey {
  return knownKey(LEAD_ERROR_KEYS, message);
}
