/** Which values name a lead form: only the strings themselves, never a value that merely reads as one. */
import { describe, expect, it } from 'vitest';
import { isLeadFormType, validateLead } from '@/lib/validation/leads';

const valid = { name: 'Ana Maria', email: 'ana@empresa.com.br', phone: '(11) 99999-9999' };

describe('a lead form type', () => {
  it('is not a list or an object whose text is a form name', () => {
    // A JSON body may send the type as ["contact"]; as a property key it would read "contact".
    expect(isLeadFormType(['contact'])).toBe(false);
    expect(isLeadFormType({ toString: () => 'chat' })).toBe(false);
    expect(isLeadFormType('contact')).toBe(true);
  });

  it('sent as a list is refused on the type field, the lead itself valid', () => {
    expect(validateLead(['newsletter'] as unknown as 'newsletter', { email: valid.email })).toEqual({
      ok: false,
      messageKey: 'invalidInput',
      field: 'type',
    });
    expect(validateLead('newsletter', { email: valid.email })).toEqual({ ok: true, data: { email: valid.email } });
  });
});
