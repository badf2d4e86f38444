/**
 * The lead forms' rules with exact limits on both sides, the chat assistant's lead, and how the
 * server names a refused form or field.
 */
import { describe, expect, it } from 'vitest';
import {
  chatLeadSchema,
  chatWidgetSchema,
  contactSchema,
  ebookSchema,
  emailField,
  isLeadFormType,
  leadSchema,
  newsletterSchema,
  normalizeStrings,
  phoneField,
  typingCaps,
  validateLead,
} from '@/lib/validation/leads';

const valid = { name: 'Ana Maria', email: 'ana@empresa.com.br', phone: '(11) 99999-9999' };

/** The first message key and field the server answers, or null when valid. */
function refusal(type: string, input: unknown) {
  const r = validateLead(type as 'contact', input);
  return r.ok ? null : { key: r.messageKey, field: r.field };
}
/** The first issue message a schema gives as the form runs it (no trimming first), or null. */
const formMessage = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message ?? null;

/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@empresa.com.br'.length)}@empresa.com.br`;

describe('normalizing what a form sends', () => {
  it('trims strings inside arrays and nested objects, leaving other values as they are', () => {
    expect(normalizeStrings({ list: [' a ', { b: ' c ' }, 3, null, true], n: null, u: undefined, ok: false })).toEqual({
      list: ['a', { b: 'c' }, 3, null, true],
      n: null,
      u: undefined,
      ok: false,
    });
  });
  it('cuts a string to 5000 characters after trimming', () => {
    expect(normalizeStrings(` ${'x'.repeat(5000)}y `)).toBe('x'.repeat(5000));
    expect(normalizeStrings(` ${'x'.repeat(4999)}y `)).toBe(`${'x'.repeat(4999)}y`);
  });
  it('leaves a number, null or undefined alone', () => {
    expect(normalizeStrings(42)).toBe(42);
    expect(normalizeStrings(null)).toBeNull();
    expect(normalizeStrings(undefined)).toBeUndefined();
  });
});

describe('lead form types', () => {
  it('knows the four lead forms', () => {
    for (const type of ['contact', 'ebook', 'newsletter', 'chat'] as const) expect(isLeadFormType(type), type).toBe(true);
  });
  it('refuses inherited names, other strings and non-strings', () => {
    for (const value of ['__proto__', 'toString', 'hasOwnProperty', 'reseller', '', 5, null, undefined, { contact: 1 }])
      expect(isLeadFormType(value), String(value)).toBe(false);
  });
  it('gives each form its own schema', () => {
    expect(leadSchema('contact')).toBe(contactSchema);
    expect(leadSchema('ebook')).toBe(ebookSchema);
    expect(leadSchema('newsletter')).toBe(newsletterSchema);
    expect(leadSchema('chat')).toBe(chatLeadSchema);
  });
  it('refuses an unknown form type on the type field', () => {
    expect(validateLead('toString' as 'contact', valid)).toEqual({ ok: false, messageKey: 'invalidInput', field: 'type' });
  });
});

describe('validateLead answers', () => {
  it('gives back the cleaned contact lead, the optional fields empty', () => {
    expect(validateLead('contact', { ...valid, email: ' ANA@Empresa.com.br ' })).toEqual({
      ok: true,
      data: { ...valid, company: '', cnpj: '', service: '', region: '', partner: '', message: '' },
    });
  });
  it('names the refused characters of a character rule as values for the text', () => {
    expect(validateLead('contact', { ...valid, phone: '11 9999-ABCD' })).toEqual({
      ok: false,
      messageKey: 'phoneChars',
      messageValues: { chars: 'A B C D' },
      field: 'phone',
    });
  });
  it('carries no values for a plain key', () => {
    expect(validateLead('contact', { ...valid, phone: '119999' })).toEqual({ ok: false, messageKey: 'phoneMin', field: 'phone' });
  });
  it('answers a body that is not an object as invalid input on no field', () => {
    expect(validateLead('newsletter', 'ana@empresa.com.br')).toEqual({ ok: false, messageKey: 'invalidInput', field: '' });
  });
});

describe('e-mail field', () => {
  it('accepts exactly 255 characters, refuses 256', () => {
    expect(refusal('newsletter', { email: emailOf(255) })).toBeNull();
    expect(refusal('newsletter', { email: emailOf(256) })).toEqual({ key: 'emailMax', field: 'email' });
  });
  it('trims and lower-cases as the form runs it', () => expect(emailField.parse('  Ana@Empresa.COM.br ')).toBe('ana@empresa.com.br'));
  it('refuses an e-mail that is not text', () => expect(formMessage(emailField, 42)).toBe('emailInvalid'));
});

describe('phone field', () => {
  it('accepts 10 to 20 characters, refuses 9 and 21', () => {
    expect(formMessage(phoneField, '1199999999')).toBeNull();
    expect(formMessage(phoneField, '119999999')).toBe('phoneMin');
    expect(formMessage(phoneField, '1'.repeat(20))).toBeNull();
    expect(formMessage(phoneField, '1'.repeat(21))).toBe('phoneMax');
  });
  it('counts the length without the spaces around it', () => expect(formMessage(phoneField, '   119999999   ')).toBe('phoneMin'));
  it('accepts digits, spaces, parentheses, plus and hyphen', () => expect(formMessage(phoneField, '+55 (11) 99999-9999')).toBeNull());
  it('refuses a phone that is not text', () => expect(formMessage(phoneField, 11999999999)).toBe('phoneMin'));
});

describe('contact form optional fields, at their limits', () => {
  it.each([
    ['company', 200, 'companyMax'],
    ['service', 100, 'serviceInvalid'],
    ['region', 100, 'regionMax'],
    ['partner', 200, 'partnerMax'],
    ['message', 2000, 'messageMax'],
  ] as const)('%s: accepts %i characters, refuses one more', (field, max, key) => {
    expect(refusal('contact', { ...valid, [field]: 'x'.repeat(max) })).toBeNull();
    expect(refusal('contact', { ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({ key, field });
  });
  it('CNPJ: accepts 18 characters, refuses 19', () => {
    expect(refusal('contact', { ...valid, cnpj: '11.222.333/0001-81' })).toBeNull();
    expect(refusal('contact', { ...valid, cnpj: '11.222.333/0001-811' })).toEqual({ key: 'cnpjInvalid', field: 'cnpj' });
  });
  it('keeps a contact’s CNPJ without its mask, upper-cased', () => {
    expect(validateLead('contact', { ...valid, cnpj: '11.222.333/0001-81' })).toMatchObject({ ok: true, data: { cnpj: '11222333000181' } });
  });
  it('trims the optional fields as the form runs it', () => {
    expect(
      contactSchema.parse({ ...valid, company: ' ACME ', service: ' backup ', region: ' RS ', partner: ' TechSul ', message: ' Oi ' }),
    ).toMatchObject({
      company: 'ACME',
      service: 'backup',
      region: 'RS',
      partner: 'TechSul',
      message: 'Oi',
    });
    expect(formMessage(contactSchema, { ...valid, company: ` ${'x'.repeat(200)} ` })).toBeNull();
    expect(formMessage(contactSchema, { ...valid, cnpj: ' 11.222.333/0001-81 ' })).toBeNull();
  });
});

describe('e-book form', () => {
  it('accepts a company and a title of 200 characters, refuses 201', () => {
    expect(refusal('ebook', { ...valid, company: 'c'.repeat(200), ebook: 'e'.repeat(200) })).toBeNull();
    expect(refusal('ebook', { ...valid, company: 'c'.repeat(201) })).toEqual({ key: 'companyMax', field: 'company' });
    expect(refusal('ebook', { ...valid, ebook: 'e'.repeat(201) })).toEqual({ key: 'ebookInvalid', field: 'ebook' });
  });
  it('leaves company and title empty when not sent', () => {
    expect(validateLead('ebook', valid)).toEqual({ ok: true, data: { ...valid, company: '', ebook: '' } });
  });
  it('trims company and title as the form runs it', () =>
    expect(ebookSchema.parse({ ...valid, company: ' ACME ', ebook: ' Guia ' })).toMatchObject({ company: 'ACME', ebook: 'Guia' }));
});

describe('chat widget message', () => {
  const ok = { name: 'Ana', email: 'ana@x.com' };
  it('accepts 1 to 1000 characters', () => {
    expect(formMessage(chatWidgetSchema, { ...ok, message: 'x' })).toBeNull();
    expect(formMessage(chatWidgetSchema, { ...ok, message: 'x'.repeat(1000) })).toBeNull();
    expect(formMessage(chatWidgetSchema, { ...ok, message: 'x'.repeat(1001) })).toBe('chatMessageMax');
  });
  it('refuses a message of spaces only, or none', () => {
    expect(formMessage(chatWidgetSchema, { ...ok, message: '   ' })).toBe('chatMessageEmpty');
    expect(formMessage(chatWidgetSchema, ok)).toBe('chatMessageEmpty');
  });
});

describe('typing caps', () => {
  it('cap the chat assistant lead’s fields by name; a field the contact form lacks gets 5000', () => {
    expect(typingCaps(chatLeadSchema)).toEqual({ name: 100, email: 255, phone: 20, message: 2000 });
    expect(typingCaps(ebookSchema).ebook).toBe(5000);
  });
});

describe('chat assistant lead', () => {
  const lead = { name: 'Ana Maria', message: 'Quero backup' };
  it('accepts an e-mail alone, lower-cased, or a phone alone', () => {
    expect(validateLead('chat', { ...lead, email: 'Ana@Empresa.com.br' })).toEqual({
      ok: true,
      data: { ...lead, email: 'ana@empresa.com.br', phone: '' },
    });
    expect(validateLead('chat', { ...lead, phone: '(11) 99999-9999' })).toEqual({
      ok: true,
      data: { ...lead, email: '', phone: '(11) 99999-9999' },
    });
  });
  it('refuses neither e-mail nor phone, at the e-mail field', () => {
    expect(refusal('chat', lead)).toEqual({ key: 'contactRequired', field: 'email' });
    expect(refusal('chat', { ...lead, email: '  ', phone: ' ' })).toEqual({ key: 'contactRequired', field: 'email' });
  });
  it('checks an e-mail given like the contact form does', () => {
    expect(refusal('chat', { ...lead, email: 'ana@' })).toEqual({ key: 'emailInvalid', field: 'email' });
    expect(refusal('chat', { ...lead, email: emailOf(255) })).toBeNull();
    expect(refusal('chat', { ...lead, email: emailOf(256) })).toEqual({ key: 'emailMax', field: 'email' });
  });
  it('checks a phone given like the contact form does', () => {
    expect(refusal('chat', { ...lead, phone: '119999999' })).toEqual({ key: 'phoneMin', field: 'phone' });
    expect(refusal('chat', { ...lead, phone: '1199999999' })).toBeNull();
    expect(refusal('chat', { ...lead, phone: '1'.repeat(20) })).toBeNull();
    expect(refusal('chat', { ...lead, phone: '1'.repeat(21) })).toEqual({ key: 'phoneMax', field: 'phone' });
    expect(validateLead('chat', { ...lead, phone: '11 9999-ABCD' })).toMatchObject({
      messageKey: 'phoneChars',
      messageValues: { chars: 'A B C D' },
    });
  });
  it('trims e-mail, phone and message as the form runs it', () => {
    expect(chatLeadSchema.parse({ ...lead, email: ' ana@empresa.com.br ', phone: ' 1199999999 ', message: ' Oi ' })).toEqual({
      name: 'Ana Maria',
      email: 'ana@empresa.com.br',
      phone: '1199999999',
      message: 'Oi',
    });
    expect(formMessage(chatLeadSchema, { ...lead, phone: '  119999999  ' })).toBe('phoneMin');
  });
  it('takes a conversation of up to 5000 characters, refuses more as the form sends it', () => {
    expect(formMessage(chatLeadSchema, { ...lead, phone: '1199999999', message: 'm'.repeat(5000) })).toBeNull();
    expect(formMessage(chatLeadSchema, { ...lead, phone: '1199999999', message: 'm'.repeat(5001) })).toBe('messageMax');
  });
  it('leaves the conversation empty when not sent', () => {
    expect(validateLead('chat', { name: 'Ana Maria', phone: '1199999999' })).toEqual({
      ok: true,
      data: { name: 'Ana Maria', email: '', phone: '1199999999', message: '' },
    });
  });
});
