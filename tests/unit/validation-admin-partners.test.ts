import { describe, expect, it } from 'vitest';
import { UF_CODES } from '@/lib/config/brazil';
import {
  adminPartnerSchema,
  adminTerritorySchema,
  PARTNER_NAME_MAX,
  partnerActiveSchema,
  validateAdminPartner,
} from '@/lib/validation/admin-partners';
import { ADMIN_PARTNER_ERROR_KEYS, adminPartnerErrorKey } from '@/lib/validation/admin-partner-errors';
import pt from '@/messages/pt.json';

const validPartner = {
  name: 'TechSul Sistemas',
  email: 'contato@techsul.com.br',
  phone: '(51) 98765-4321',
  state_code: 'RS',
  city: 'Porto Alegre',
  active: true,
  territories: [{ state_code: 'RS', cities: ['Porto Alegre', 'Canoas'] }],
};

/** Parses the form's values as the admin form's resolver does (no prior trimming). */
function parse(patch: Record<string, unknown>) {
  return adminPartnerSchema.safeParse({ ...validPartner, ...patch });
}
/** The first issue's message and path, or null when the partner is valid. */
function firstIssue(patch: Record<string, unknown>) {
  const r = parse(patch);
  return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path.join('.') };
}
function parsed(patch: Record<string, unknown>) {
  const r = parse(patch);
  if (!r.success) throw new Error(`expected a valid partner, got ${r.error.issues[0]!.message}`);
  return r.data;
}

describe('admin partner form: name', () => {
  it('accepts the example partner', () => expect(firstIssue({})).toBeNull());

  it('keeps the name trimmed', () => expect(parsed({ name: '  TechSul  ' }).name).toBe('TechSul'));
  it('refuses a one-letter name, even padded with spaces', () =>
    expect(firstIssue({ name: '  T  ' })).toEqual({ message: 'nameMin', path: 'name' }));
  it('accepts a two-letter name', () => expect(parsed({ name: 'TS' }).name).toBe('TS'));
  it('refuses a missing name with the minimum-length message', () =>
    expect(firstIssue({ name: undefined })).toEqual({ message: 'nameMin', path: 'name' }));
  it('accepts a name of exactly 120 characters and refuses 121', () => {
    expect(PARTNER_NAME_MAX).toBe(120);
    expect(parsed({ name: 'n'.repeat(120) }).name).toHaveLength(120);
    expect(firstIssue({ name: 'n'.repeat(121) })).toEqual({ message: 'nameMax', path: 'name' });
  });
});

describe('admin partner form: e-mail', () => {
  it('stores the e-mail trimmed and in lower case', () =>
    expect(parsed({ email: '  Contato@TechSul.COM.br ' }).email).toBe('contato@techsul.com.br'));
  it('stores a blank e-mail as null', () => expect(parsed({ email: '' }).email).toBeNull());
  it('stores an e-mail of only spaces as null', () => expect(parsed({ email: '   ' }).email).toBeNull());
  it('refuses an address without a domain', () =>
    expect(firstIssue({ email: 'contato@' })).toEqual({ message: 'emailInvalid', path: 'email' }));
  it('refuses a missing e-mail field as invalid', () =>
    expect(firstIssue({ email: undefined })).toEqual({ message: 'emailInvalid', path: 'email' }));
  it('accepts an e-mail of exactly 255 characters and refuses 256', () => {
    const domain = '@example.com';
    expect(parsed({ email: 'a'.repeat(255 - domain.length) + domain }).email).toHaveLength(255);
    expect(firstIssue({ email: 'a'.repeat(256 - domain.length) + domain })).toEqual({ message: 'emailMax', path: 'email' });
  });
});

describe('admin partner form: phone', () => {
  it('accepts a mobile number in the mask', () => expect(parsed({ phone: '(51) 98765-4321' }).phone).toBe('(51) 98765-4321'));
  it('accepts a landline number in the mask', () => expect(parsed({ phone: '(51) 3456-7890' }).phone).toBe('(51) 3456-7890'));
  it('keeps the phone trimmed', () => expect(parsed({ phone: ' (51) 3456-7890 ' }).phone).toBe('(51) 3456-7890'));
  it('stores a blank phone as null', () => expect(parsed({ phone: '' }).phone).toBeNull());
  it('refuses a missing phone field as invalid', () =>
    expect(firstIssue({ phone: undefined })).toEqual({ message: 'phoneInvalid', path: 'phone' }));

  const refused = [
    ['digits only', '51987654321'],
    ['a one-digit area code', '(5) 98765-4321'],
    ['a three-digit first part', '(51) 987-4321'],
    ['a three-digit last part', '(51) 3456-789'],
    ['a five-digit last part', '(51) 3456-78901'],
    ['a letter before the mask', 'x(51) 3456-7890'],
    ['no space after the area code', '(51)3456-7890'],
    ['letters in place of digits', '(ab) cdef-ghij'],
    ['more than 15 characters', '(51) 98765-43210'],
  ] as const;
  it.each(refused)('refuses a phone with %s', (_, phone) =>
    expect(firstIssue({ phone })).toEqual({ message: 'phoneInvalid', path: 'phone' }),
  );
});

describe('admin partner form: home state and city', () => {
  it('stores the state code in upper case', () => expect(parsed({ state_code: ' sc ' }).state_code).toBe('SC'));
  it('stores a blank state as null', () => expect(parsed({ state_code: '' }).state_code).toBeNull());
  it('refuses a state that does not exist', () =>
    expect(firstIssue({ state_code: 'XX' })).toEqual({ message: 'stateInvalid', path: 'state_code' }));
  it('refuses a missing state field as invalid', () =>
    expect(firstIssue({ state_code: undefined })).toEqual({ message: 'stateInvalid', path: 'state_code' }));

  it('keeps the city trimmed', () => expect(parsed({ city: '  Canoas ' }).city).toBe('Canoas'));
  it('stores a blank city as null', () => expect(parsed({ city: '' }).city).toBeNull());
  it('refuses a one-letter city and accepts two letters', () => {
    expect(firstIssue({ city: ' X ' })).toEqual({ message: 'cityMin', path: 'city' });
    expect(parsed({ city: 'Xo' }).city).toBe('Xo');
  });
  it('accepts a city of exactly 100 characters and refuses 101', () => {
    expect(parsed({ city: 'c'.repeat(100) }).city).toHaveLength(100);
    expect(firstIssue({ city: 'c'.repeat(101) })).toEqual({ message: 'cityMax', path: 'city' });
  });
  it('refuses a missing city field with the minimum-length message', () =>
    expect(firstIssue({ city: undefined })).toEqual({ message: 'cityMin', path: 'city' }));
});

describe('admin partner form: listing and territories', () => {
  it('keeps the listing switch as given', () => {
    expect(parsed({ active: false }).active).toBe(false);
    expect(parsed({ active: true }).active).toBe(true);
  });
  it('refuses a listing switch that is not a boolean', () =>
    expect(firstIssue({ active: 'true' })).toEqual({ message: 'invalidInput', path: 'active' }));

  it('accepts a national partner with no territory', () => expect(parsed({ territories: [] }).territories).toEqual([]));
  it('accepts a territory that names no city (the whole state)', () =>
    expect(parsed({ territories: [{ state_code: 'pr', cities: [] }] }).territories).toEqual([{ state_code: 'PR', cities: [] }]));
  it('refuses territories that are not a list', () =>
    expect(firstIssue({ territories: 'RS' })).toEqual({ message: 'invalidInput', path: 'territories' }));
  it('accepts one territory in every state and refuses one more', () => {
    const all = UF_CODES.map((state_code) => ({ state_code, cities: [] }));
    expect(UF_CODES).toHaveLength(27);
    expect(parsed({ territories: all }).territories).toHaveLength(27);
    expect(firstIssue({ territories: [...all, { state_code: 'SP', cities: [] }] })).toEqual({
      message: 'territoriesMax',
      path: 'territories',
    });
  });
  it('refuses a second territory for the same state at its state field', () =>
    expect(
      firstIssue({
        territories: [
          { state_code: 'RS', cities: [] },
          { state_code: 'SC', cities: [] },
          { state_code: 'rs', cities: ['Canoas'] },
        ],
      }),
    ).toEqual({ message: 'stateDuplicate', path: 'territories.2.state_code' }));
  it('refuses a territory with an unknown state', () =>
    expect(firstIssue({ territories: [{ state_code: 'ZZ', cities: [] }] })).toEqual({
      message: 'stateInvalid',
      path: 'territories.0.state_code',
    }));
  it('refuses a partner with a field the form does not have', () =>
    expect(firstIssue({ id: '00000000-0000-4000-8000-000000000000' })).toEqual({ message: 'invalidInput', path: '' }));
  it('refuses a value that is not an object', () => {
    const r = adminPartnerSchema.safeParse('TechSul');
    expect(r.success ? null : r.error.issues[0]!.message).toBe('invalidInput');
  });
});

describe('admin territory', () => {
  function territoryIssue(input: unknown) {
    const r = adminTerritorySchema.safeParse(input);
    return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path.join('.') };
  }

  it('keeps the first spelling of a city named twice', () =>
    expect(adminTerritorySchema.parse({ state_code: 'RS', cities: ['Canoas', ' canoas ', 'Gramado'] }).cities).toEqual([
      'Canoas',
      'Gramado',
    ]));
  it('accepts 50 cities and refuses 51', () => {
    const cities = (n: number) => Array.from({ length: n }, (_, i) => `Cidade ${i + 1}`);
    expect(adminTerritorySchema.parse({ state_code: 'RS', cities: cities(50) }).cities).toHaveLength(50);
    expect(territoryIssue({ state_code: 'RS', cities: cities(51) })).toEqual({ message: 'citiesMax', path: 'cities' });
  });
  it('refuses a one-letter city in a territory', () =>
    expect(territoryIssue({ state_code: 'RS', cities: ['Canoas', 'X'] })).toEqual({ message: 'cityMin', path: 'cities.1' }));
  it('refuses cities that are not a list', () =>
    expect(territoryIssue({ state_code: 'RS', cities: 'Canoas' })).toEqual({ message: 'invalidInput', path: 'cities' }));
  it('refuses a territory with an extra field', () =>
    expect(territoryIssue({ state_code: 'RS', cities: [], partner_id: 'x' })).toEqual({ message: 'invalidInput', path: '' }));
  it('refuses a territory that is not an object', () => expect(territoryIssue('RS')).toEqual({ message: 'invalidInput', path: '' }));
});

describe('partner listing switch', () => {
  function activeIssue(input: unknown) {
    const r = partnerActiveSchema.safeParse(input);
    return r.success ? null : r.error.issues[0]!.message;
  }
  it('accepts on and off', () => {
    expect(partnerActiveSchema.parse({ active: true })).toEqual({ active: true });
    expect(partnerActiveSchema.parse({ active: false })).toEqual({ active: false });
  });
  it('refuses a switch that is not a boolean', () => expect(activeIssue({ active: 'on' })).toBe('invalidInput'));
  it('refuses an extra field', () => expect(activeIssue({ active: true, name: 'x' })).toBe('invalidInput'));
  it('refuses a value that is not an object', () => expect(activeIssue(true)).toBe('invalidInput'));
});

describe('validateAdminPartner (the server side)', () => {
  it('returns the cleaned partner when valid', () =>
    expect(validateAdminPartner({ ...validPartner, email: ' ', phone: '', state_code: 'rs', city: '' })).toEqual({
      ok: true,
      data: { ...validPartner, email: null, phone: null, state_code: 'RS', city: null },
    }));
  it('returns the first message key and its dotted field path', () =>
    expect(
      validateAdminPartner({
        ...validPartner,
        territories: [
          { state_code: 'RS', cities: [] },
          { state_code: 'RS', cities: [] },
        ],
      }),
    ).toEqual({ ok: false, messageKey: 'stateDuplicate', path: 'territories.1.state_code' }));
  it('reads a message that is not a key as invalid input', () =>
    expect(validateAdminPartner(null)).toEqual({ ok: false, messageKey: 'invalidInput', path: '' }));
  it('refuses a name over the limit even after the form strings are cut', () =>
    expect(validateAdminPartner({ ...validPartner, name: 'n'.repeat(6000) })).toEqual({ ok: false, messageKey: 'nameMax', path: 'name' }));
});

describe('admin partner message keys', () => {
  it('lists exactly the keys the schema and the server use', () =>
    expect([...ADMIN_PARTNER_ERROR_KEYS].sort()).toEqual(
      [
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
      ].sort(),
    ));
  it('has a Portuguese message for every key', () => {
    const errors = pt.AdminPartners.errors as Record<string, string>;
    expect(ADMIN_PARTNER_ERROR_KEYS.filter((k) => !errors[k])).toEqual([]);
  });
  it('keeps a known key', () => {
    expect(adminPartnerErrorKey('nameTaken')).toBe('nameTaken');
    expect(adminPartnerErrorKey('territoriesMax')).toBe('territoriesMax');
  });
  it('reads anything else as invalid input', () => {
    expect(adminPartnerErrorKey('Invalid input: expected string, received undefined')).toBe('invalidInput');
    expect(adminPartnerErrorKey(undefined)).toBe('invalidInput');
  });
});
