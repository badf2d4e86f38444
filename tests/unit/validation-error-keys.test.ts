/** Schema messages read as the message keys of each form's catalogue; anything else reads 'invalidInput'. */
import { describe, expect, it } from 'vitest';
import { leadErrorKey } from '@/lib/validation/lead-errors';
import { PARTNER_ERROR_KEYS, PARTNER_SHARED_ERROR_KEYS, partnerErrorKey } from '@/lib/validation/partner-errors';
import { resellerErrorKey } from '@/lib/validation/reseller-errors';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

describe('lead error keys', () => {
  it.each([
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
  ])('reads %s as itself, with a Portuguese text', (key) => {
    expect(leadErrorKey(key)).toBe(key);
    expect((pt.LeadErrors as Record<string, string>)[key]).toBeTruthy();
  });
  it('reads a key carrying values as the key', () => expect(leadErrorKey('phoneChars?chars=A+B')).toBe('phoneChars'));
  it('reads zod’s own texts, a key of another form, or nothing as invalid input', () => {
    expect(leadErrorKey('Invalid input: expected string, received undefined')).toBe('invalidInput');
    expect(leadErrorKey('razaoSocialMin')).toBe('invalidInput');
    expect(leadErrorKey('')).toBe('invalidInput');
    expect(leadErrorKey(undefined)).toBe('invalidInput');
  });
});

describe('partner profile error keys', () => {
  it.each([
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
  ])('reads %s as itself, with a text in Portuguese and English', (key) => {
    expect(partnerErrorKey(key)).toBe(key);
    expect((pt.PartnerDashboard.errors as Record<string, string>)[key]).toBeTruthy();
    expect((en.PartnerDashboard.errors as Record<string, string>)[key]).toBeTruthy();
  });
  it('shares the contact and territory keys, and adds the two minimums of the partner’s own form', () => {
    expect(PARTNER_SHARED_ERROR_KEYS).toEqual([
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
    ]);
    expect(PARTNER_ERROR_KEYS).toEqual([...PARTNER_SHARED_ERROR_KEYS, 'citiesMin', 'territoriesMin']);
  });
  it('reads anything else as invalid input', () => {
    expect(partnerErrorKey('Unrecognized key: "partner_id"')).toBe('invalidInput');
    expect(partnerErrorKey('nameMin')).toBe('invalidInput');
    expect(partnerErrorKey(undefined)).toBe('invalidInput');
  });
});

describe('reseller application error keys', () => {
  it.each([
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
  ])('reads %s as itself, with a Portuguese text', (key) => {
    expect(resellerErrorKey(key)).toBe(key);
    expect((pt.ResellerErrors as Record<string, string>)[key]).toBeTruthy();
  });
  it('reads the name rule’s key carrying the refused characters as the key', () =>
    expect(resellerErrorKey('nameChars?chars=1')).toBe('nameChars'));
  it('reads anything else as invalid input', () => {
    expect(resellerErrorKey('phoneMin')).toBe('invalidInput');
    expect(resellerErrorKey('Invalid option')).toBe('invalidInput');
  });
});
