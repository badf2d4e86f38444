import type { MessageKey } from '@/i18n/strings';
import { knownKey } from './error-keys';

/* Kept apart from the schema so client code can name the keys without loading zod. */

/** Message keys of the reseller application (ResellerErrors messages). */
export const RESELLER_ERROR_KEYS = [
  'razaoSocialMin',
  'razaoSocialMax',
  'nomeFantasiaMin',
  'nomeFantasiaMax',
  'cnpjInvalid',
  'nomeResponsavelMin',
  'nomeResponsavelMax',
  'nameChars',
  'cargoMin',
  'cargoMax',
  'emailInvalid',
  'emailMax',
  'telefoneInvalid',
  'websiteInvalid',
  'enderecoMin',
  'enderecoMax',
  'numeroRequired',
  'numeroMax',
  'bairroMin',
  'bairroMax',
  'cidadeMin',
  'cidadeMax',
  'estadoInvalid',
  'cepInvalid',
  'cepPrincipalInvalid',
  'especialidadesMin',
  'cidadesMin',
  'cidadesMax',
  'aceiteTermos',
  'aceitePublicacao',
  'documentRequired',
  'fileTooLarge',
  'fileType',
  'duplicateCnpj',
  'invalidInput',
  'rateLimited',
  'tooFast',
] as const satisfies readonly MessageKey<'ResellerErrors'>[];
export type ResellerErrorKey = (typeof RESELLER_ERROR_KEYS)[number];

/** A schema message as a known key; anything else reads 'Dados inválidos'. */
export function resellerErrorKey(message: string | undefined): ResellerErrorKey {
  return knownKey(RESELLER_ERROR_KEYS, message);
}
