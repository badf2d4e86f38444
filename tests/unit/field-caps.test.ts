import { describe, expect, it } from 'vitest';
import { fieldCaps, maxLengthOf } from '@/lib/validation/caps';
import { signUpSchema } from '@/lib/validation/auth';
import { text, z } from '@/lib/validation/zod';

describe('the typing cap of a field', () => {
  it('is its maximum length, through optional, nullable and default wrappers', () => {
    expect(maxLengthOf(z.string().max(12))).toBe(12);
    expect(maxLengthOf(z.string().trim().max(40).optional())).toBe(40);
    expect(maxLengthOf(z.string().max(7).nullable().default(null))).toBe(7);
    expect(maxLengthOf(text().max(30).optional())).toBe(30);
  });

  it('is the smaller maximum of the two sides of a pipe, whichever side it is on', () => {
    expect(maxLengthOf(z.string().max(255).pipe(z.email()))).toBe(255);
    expect(maxLengthOf(z.string().pipe(z.string().max(9)))).toBe(9);
    expect(maxLengthOf(z.string().max(20).pipe(z.string().max(9)))).toBe(9);
    expect(maxLengthOf(z.string().max(9).pipe(z.string().max(20)))).toBe(9);
    expect(maxLengthOf(z.string().max(11).pipe(z.string().max(20)).optional())).toBe(11);
  });

  it('is none for a field without a maximum', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.string().min(3).optional())).toBeUndefined();
    expect(maxLengthOf(z.string().pipe(z.email()))).toBeUndefined();
    expect(maxLengthOf(z.number().max(10))).toBeUndefined();
    expect(maxLengthOf(z.boolean())).toBeUndefined();
    expect(maxLengthOf(z.string().max(Infinity))).toBeUndefined();
  });
});

describe('the typing caps of a form', () => {
  it('come from each field, the fallback for a field without a maximum', () => {
    expect(fieldCaps(z.object({ name: z.string().max(100), note: z.string(), email: z.string().max(255).pipe(z.email()) }), 5000)).toEqual({
      name: 100,
      note: 5000,
      email: 255,
    });
    expect(fieldCaps(z.object({}), 5000)).toEqual({});
  });

  it('of the sign-up form are the limits its schema refuses beyond', () => {
    expect(fieldCaps(signUpSchema, 5000)).toEqual({ fullName: 100, email: 255, password: 128 });
  });
});
