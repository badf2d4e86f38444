import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { partnerLinkSchema, resendMailSchema, roleTargetSchema, userErrorKey } from '@/lib/validation/admin-users';
import { USER_ERROR_KEYS } from '@/lib/validation/admin-user-errors';
import pt from '@/messages/pt.json';

const USER_ID = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';
const PARTNER_ID = '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';

/** The first issue's message and field, or null when the input is valid. */
function firstIssue(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? null : { message: r.error.issues[0]!.message, field: r.error.issues[0]!.path.join('.') };
}

describe('role grant or revoke', () => {
  it('accepts an account id, trimmed', () => expect(roleTargetSchema.parse({ userId: ` ${USER_ID} ` })).toEqual({ userId: USER_ID }));
  it('accepts an upper-case account id', () =>
    expect(roleTargetSchema.parse({ userId: USER_ID.toUpperCase() })).toEqual({ userId: USER_ID.toUpperCase() }));
  it('refuses an account id that is not a uuid', () =>
    expect(firstIssue(roleTargetSchema, { userId: 'admin' })).toEqual({ message: 'invalidInput', field: 'userId' }));
  it('refuses a missing account id', () => expect(firstIssue(roleTargetSchema, {})).toEqual({ message: 'invalidInput', field: 'userId' }));
  it('refuses an extra field', () =>
    expect(firstIssue(roleTargetSchema, { userId: USER_ID, role: 'admin' })).toEqual({ message: 'invalidInput', field: '' }));
  it('refuses a value that is not an object', () =>
    expect(firstIssue(roleTargetSchema, USER_ID)).toEqual({ message: 'invalidInput', field: '' }));
});

describe('account to partner link', () => {
  it('accepts an account and a partner, trimmed', () =>
    expect(partnerLinkSchema.parse({ userId: USER_ID, partnerId: `  ${PARTNER_ID} ` })).toEqual({
      userId: USER_ID,
      partnerId: PARTNER_ID,
    }));
  it('asks for a partner when none is chosen', () =>
    expect(firstIssue(partnerLinkSchema, { userId: USER_ID, partnerId: '' })).toEqual({ message: 'partnerRequired', field: 'partnerId' }));
  it('asks for a partner when the choice is only spaces', () =>
    expect(firstIssue(partnerLinkSchema, { userId: USER_ID, partnerId: '   ' })).toEqual({
      message: 'partnerRequired',
      field: 'partnerId',
    }));
  it('asks for a partner when the choice is not a partner id', () =>
    expect(firstIssue(partnerLinkSchema, { userId: USER_ID, partnerId: 'techsul' })).toEqual({
      message: 'partnerRequired',
      field: 'partnerId',
    }));
  it('asks for a partner when the field is missing', () =>
    expect(firstIssue(partnerLinkSchema, { userId: USER_ID })).toEqual({ message: 'partnerRequired', field: 'partnerId' }));
  it('refuses a link for an account id that is not a uuid', () =>
    expect(firstIssue(partnerLinkSchema, { userId: 'x', partnerId: PARTNER_ID })).toEqual({ message: 'invalidInput', field: 'userId' }));
  it('refuses an extra field', () =>
    expect(firstIssue(partnerLinkSchema, { userId: USER_ID, partnerId: PARTNER_ID, role: 'partner' })).toEqual({
      message: 'invalidInput',
      field: '',
    }));
  it('refuses a value that is not an object', () =>
    expect(firstIssue(partnerLinkSchema, null)).toEqual({ message: 'invalidInput', field: '' }));
});

describe('outbox resend', () => {
  it('accepts a mail id, trimmed', () => expect(resendMailSchema.parse({ id: ` ${USER_ID}  ` })).toEqual({ id: USER_ID }));
  it('refuses a mail id that is not a uuid', () =>
    expect(firstIssue(resendMailSchema, { id: '12' })).toEqual({ message: 'invalidInput', field: 'id' }));
  it('refuses a mail id that is not text', () =>
    expect(firstIssue(resendMailSchema, { id: 12 })).toEqual({ message: 'invalidInput', field: 'id' }));
  it('refuses an extra field', () =>
    expect(firstIssue(resendMailSchema, { id: USER_ID, to: 'a@b.com' })).toEqual({ message: 'invalidInput', field: '' }));
  it('refuses a value that is not an object', () =>
    expect(firstIssue(resendMailSchema, [USER_ID])).toEqual({ message: 'invalidInput', field: '' }));
});

describe('user form message keys', () => {
  it('lists exactly the keys of the role and resend forms', () =>
    expect([...USER_ERROR_KEYS]).toEqual(['invalidInput', 'partnerRequired']));
  it('has a Portuguese message for every key', () => {
    const errors = pt.AdminUsers.errors as Record<string, string>;
    expect(USER_ERROR_KEYS.filter((k) => !errors[k])).toEqual([]);
  });
  it('keeps a known key', () => expect(userErrorKey('partnerRequired')).toBe('partnerRequired'));
  it('reads anything else as invalid input', () => {
    expect(userErrorKey('Invalid input: expected string, received undefined')).toBe('invalidInput');
    expect(userErrorKey(undefined)).toBe('invalidInput');
  });
});
