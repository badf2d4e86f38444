import { describe, expect, it } from 'vitest';
import { rejectSchema } from '@/lib/validation/review';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const reason = (length: number) => ({ reason: `  ${'m'.repeat(length)}  ` });
const issue = (length: number) => rejectSchema.safeParse(reason(length)).error?.issues[0]?.message;

describe('the reason given to a rejected applicant', () => {
  it('takes 10 to 2000 characters, spaces around them not counted', () => {
    expect(issue(9)).toBe('reasonMin');
    expect(rejectSchema.parse(reason(10))).toEqual({ reason: 'm'.repeat(10) });
    expect(rejectSchema.parse(reason(2000)).reason).toHaveLength(2000);
    expect(issue(2001)).toBe('reasonMax');
    expect(rejectSchema.safeParse({ reason: 42 }).error?.issues[0]?.message).toBe('reasonMin');
  });

  it('is refused with messages that state those same limits, in every language', () => {
    for (const catalogue of [pt, en, es]) {
      expect(catalogue.AdminResellers.errors.reasonMin).toMatch(/\b10\b/);
      expect(catalogue.AdminResellers.errors.reasonMax).toMatch(/\b2000\b/);
    }
  });
});
