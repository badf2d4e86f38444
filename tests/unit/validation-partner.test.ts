/**
 * The partner's own profile form: contact e-mail, phone and territories, as the dashboard form
 * (the schema itself) and the server (validatePartnerProfile, after trimming) check them.
 */
import { describe, expect, it } from 'vitest';
import { UF_CODES } from '@/lib/config/brazil';
import {
  MAX_TERRITORY_CITIES,
  partnerProfileSchema,
  territoryCity,
  territorySchema,
  territoryState,
  uniqueCities,
  validatePartnerProfile,
} from '@/lib/validation/partner';

const valid = {
  email: 'parceiro@techsul.com.br',
  phone: '(51) 99876-5432',
  territories: [{ state_code: 'RS', cities: ['Porto Alegre', 'Canoas'] }],
};

/** The first issue the form's schema gives, as message and dotted path, or null when valid. */
function formIssue(input: unknown) {
  const r = partnerProfileSchema.safeParse(input);
  return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path.join('.') };
}
const cities = (n: number) => Array.from({ length: n }, (_, i) => `Cidade ${i + 1}`);

describe('validatePartnerProfile', () => {
  it('accepts a valid profile and gives back the cleaned data', () => {
    expect(
      validatePartnerProfile({
        email: '  Parceiro@TechSul.COM.br ',
        phone: ' (51) 3333-4444 ',
        territories: [{ state_code: ' rs ', cities: [' Porto Alegre ', 'porto alegre', 'Canoas'] }],
      }),
    ).toEqual({
      ok: true,
      data: {
        email: 'parceiro@techsul.com.br',
        phone: '(51) 3333-4444',
        territories: [{ state_code: 'RS', cities: ['Porto Alegre', 'Canoas'] }],
      },
    });
  });

  it('refuses with the first message key and the dotted path of its field', () => {
    expect(validatePartnerProfile({ ...valid, territories: [{ state_code: 'RS', cities: ['Porto Alegre', 'X'] }] })).toEqual({
      ok: false,
      messageKey: 'cityMin',
      path: 'territories.0.cities.1',
    });
    expect(validatePartnerProfile({ ...valid, phone: '51998765432' })).toEqual({ ok: false, messageKey: 'phoneInvalid', path: 'phone' });
  });

  it('refuses a second territory for the same state at that territory’s state field', () => {
    expect(
      validatePartnerProfile({
        ...valid,
        territories: [
          { state_code: 'RS', cities: ['Porto Alegre'] },
          { state_code: 'SC', cities: ['Joinville'] },
          { state_code: 'rs', cities: ['Canoas'] },
        ],
      }),
    ).toEqual({ ok: false, messageKey: 'stateDuplicate', path: 'territories.2.state_code' });
  });

  it('refuses a field the form does not have (a partner id) as invalid input', () => {
    expect(validatePartnerProfile({ ...valid, partner_id: 'p1' })).toEqual({ ok: false, messageKey: 'invalidInput', path: '' });
  });

  it('refuses something that is not a profile at all', () => {
    expect(validatePartnerProfile('perfil')).toEqual({ ok: false, messageKey: 'invalidInput', path: '' });
  });
});

describe('partner profile e-mail', () => {
  it('refuses an address without a domain', () =>
    expect(formIssue({ ...valid, email: 'parceiro@' })).toEqual({ message: 'emailInvalid', path: 'email' }));
  it('refuses an address over 255 characters', () =>
    expect(formIssue({ ...valid, email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` })).toEqual({ message: 'emailMax', path: 'email' }));
});

describe('partner profile phone', () => {
  it('accepts the masked phone with 8 or 9 digits, surrounding spaces trimmed', () => {
    expect(formIssue({ ...valid, phone: '(51) 3333-4444' })).toBeNull();
    expect(partnerProfileSchema.parse({ ...valid, phone: '  (51) 93333-4444  ' }).phone).toBe('(51) 93333-4444');
  });

  it('refuses a phone that is not text', () =>
    expect(formIssue({ ...valid, phone: 51998765432 })).toEqual({ message: 'phoneInvalid', path: 'phone' }));

  it.each([
    ['without the mask', '51998765432'],
    ['with something before the mask', '1(51) 3333-4444'],
    ['with something after the mask', '(51) 3333-44441'],
    ['with a one-digit area code', '(5) 93333-4444'],
    ['with a three-digit area code', '(511) 3333-4444'],
    ['with letters in the area code', '(ab) 93333-4444'],
    ['with only 3 digits before the hyphen', '(51) 333-4444'],
    ['with 6 digits before the hyphen', '(51) 933333-4444'],
    ['with letters before the hyphen', '(51) abcde-4444'],
    ['with only 3 digits after the hyphen', '(51) 93333-444'],
    ['with letters after the hyphen', '(51) 93333-abcd'],
  ])('refuses a phone %s', (_, phone) => expect(formIssue({ ...valid, phone })).toEqual({ message: 'phoneInvalid', path: 'phone' }));
});

describe('partner profile territories', () => {
  it('refuses a missing or empty list of territories', () => {
    expect(formIssue({ ...valid, territories: undefined })).toEqual({ message: 'territoriesMin', path: 'territories' });
    expect(formIssue({ ...valid, territories: [] })).toEqual({ message: 'territoriesMin', path: 'territories' });
  });

  it('accepts one territory in each of the 27 states, refuses 28', () => {
    const all = UF_CODES.map((state_code) => ({ state_code, cities: ['Centro'] }));
    expect(all).toHaveLength(27);
    expect(formIssue({ ...valid, territories: all })).toBeNull();
    expect(formIssue({ ...valid, territories: [...all, { state_code: 'SP', cities: ['Campinas'] }] })).toEqual({
      message: 'territoriesMax',
      path: 'territories',
    });
  });

  it('refuses a territory that is not an object, or has a field of its own', () => {
    expect(formIssue({ ...valid, territories: ['RS'] })).toEqual({ message: 'invalidInput', path: 'territories.0' });
    expect(formIssue({ ...valid, territories: [{ state_code: 'RS', cities: ['Canoas'], partner_id: 'p1' }] })).toEqual({
      message: 'invalidInput',
      path: 'territories.0',
    });
  });

  it('refuses a profile with a field the form does not have, with the form’s own key', () =>
    expect(formIssue({ ...valid, partner_id: 'p1' })).toEqual({ message: 'invalidInput', path: '' }));
});

describe('a territory’s state', () => {
  it('accepts a state code in any case with spaces around, upper-cased', () => {
    expect(territoryState.parse(' sc ')).toBe('SC');
    expect(territoryState.parse('Rs')).toBe('RS');
  });
  it('refuses a code that is not a Brazilian state', () =>
    expect(territoryState.safeParse('XX').error?.issues[0]?.message).toBe('stateInvalid'));
  it('refuses a state that is not text', () => expect(territoryState.safeParse(43).error?.issues[0]?.message).toBe('stateInvalid'));
});

describe('a territory’s cities', () => {
  it('accepts a city of 2 to 100 characters, trimmed', () => {
    expect(territoryCity.parse('  Ijuí ')).toBe('Ijuí');
    expect(territoryCity.parse('Oz')).toBe('Oz');
    expect(territoryCity.parse('c'.repeat(100))).toBe('c'.repeat(100));
  });
  it('refuses a city of one character, even with spaces around', () => {
    expect(territoryCity.safeParse('A').error?.issues[0]?.message).toBe('cityMin');
    expect(territoryCity.safeParse('  A  ').error?.issues[0]?.message).toBe('cityMin');
  });
  it('refuses a city over 100 characters', () =>
    expect(territoryCity.safeParse('c'.repeat(101)).error?.issues[0]?.message).toBe('cityMax'));
  it('refuses a city that is not text', () => expect(territoryCity.safeParse(7).error?.issues[0]?.message).toBe('cityMin'));

  it('refuses a territory without cities', () => {
    expect(territorySchema.safeParse({ state_code: 'RS', cities: [] }).error?.issues[0]?.message).toBe('citiesMin');
    expect(territorySchema.safeParse({ state_code: 'RS' }).error?.issues[0]?.message).toBe('citiesMin');
  });
  it(`accepts ${MAX_TERRITORY_CITIES} cities in a territory, refuses one more`, () => {
    expect(MAX_TERRITORY_CITIES).toBe(50);
    expect(territorySchema.safeParse({ state_code: 'RS', cities: cities(50) }).success).toBe(true);
    expect(territorySchema.safeParse({ state_code: 'RS', cities: cities(51) }).error?.issues[0]).toMatchObject({
      message: 'citiesMax',
      path: ['cities'],
    });
  });
  it('refuses a territory that is not an object or has a field of its own, with the form’s key', () => {
    expect(territorySchema.safeParse('RS').error?.issues[0]?.message).toBe('invalidInput');
    expect(territorySchema.safeParse({ state_code: 'RS', cities: ['Canoas'], extra: 1 }).error?.issues[0]?.message).toBe('invalidInput');
  });

  it('keeps the first spelling of a city named twice in any case, in order', () => {
    expect(uniqueCities(['Porto Alegre', 'Canoas', 'PORTO ALEGRE', 'porto alegre', 'São Leopoldo', 'CANOAS'])).toEqual([
      'Porto Alegre',
      'Canoas',
      'São Leopoldo',
    ]);
    expect(territorySchema.parse({ state_code: 'RS', cities: ['Ijuí', 'IJUÍ'] }).cities).toEqual(['Ijuí']);
  });
  it('keeps cities that only look alike', () => {
    expect(uniqueCities(['Ijuí', 'Ijui'])).toEqual(['Ijuí', 'Ijui']);
    // Their capitals would match (SS); their lower-case spellings differ.
    expect(uniqueCities(['Straße', 'Strasse'])).toEqual(['Straße', 'Strasse']);
  });
});
