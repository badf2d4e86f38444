import { describe, expect, it } from 'vitest';
import { firstLeadError, leadFieldError } from '@/components/leads/lead-validation';
import { leadSuccess } from '@/components/leads/lead-result';
import { readActionResult, resultText } from '@/lib/actions/answer';
import { errorAtPath, firstError } from '@/components/ui/field-errors';
import { telUrl, whatsappUrl } from '@/lib/phone';
import { knownKey, messageValues, valuesOf, withValues } from '@/lib/validation/error-keys';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);

describe('knownKey', () => {
  it('keeps a known key and reads anything else as invalid input', () => {
    const keys = ['nameMin', 'invalidInput'] as const;
    expect(knownKey(keys, 'nameMin')).toBe('nameMin');
    expect(knownKey(keys, 'Expected string, received number')).toBe('invalidInput');
    expect(knownKey(keys, undefined)).toBe('invalidInput');
  });
  it('reads a message that carries values as its key, and gives the values back unchanged', () => {
    const message = withValues('nameMin', { chars: '( ) ? & = % +' });
    expect(knownKey(['nameMin'] as const, message)).toBe('nameMin');
    expect(messageValues(message)).toEqual({ chars: '( ) ? & = % +' });
    expect(valuesOf(message)).toEqual({ messageValues: { chars: '( ) ? & = % +' } });
    expect(messageValues('nameMin')).toEqual({});
    expect(valuesOf('nameMin')).toEqual({});
    expect(knownKey(['nameMin'] as const, withValues('nameMax', { chars: 'x' }))).toBe('invalidInput');
  });
});

describe('react-hook-form error trees', () => {
  const errors = {
    name: undefined,
    territories: { 0: { cities: { 1: { message: 'cityMin', type: 'too_small' } } }, root: { message: 'territoriesMax' } },
    phone: { message: 'phoneInvalid', ref: { message: 'not this one' } },
  };

  it('finds the first error in field order, never inside a ref', () => {
    expect(firstError(errors)?.message).toBe('cityMin');
    expect(firstError({ phone: errors.phone })?.message).toBe('phoneInvalid');
    expect(firstError({ a: undefined })).toBeUndefined();
  });

  it('reads the error at a path, an array’s own from its root', () => {
    expect(errorAtPath(errors, 'territories.0.cities.1')?.message).toBe('cityMin');
    expect(errorAtPath(errors, 'territories')?.message).toBe('territoriesMax');
    expect(errorAtPath(errors, 'email')).toBeUndefined();
  });
});

describe('lead form messages', () => {
  /** A translator that shows the values a text was given, if any. */
  const tv = (key: string, values?: Record<string, string>) =>
    values && Object.keys(values).length ? `${key}:${JSON.stringify(values)}` : key;
  it('translates schema keys and keeps server texts', () => {
    expect(leadFieldError({ message: 'nameMin', type: 'too_small' }, (k) => `T:${k}`)).toBe('T:nameMin');
    expect(leadFieldError({ message: 'zod text' }, (k) => `T:${k}`)).toBe('T:invalidInput');
    expect(leadFieldError({ message: 'Já cadastrado', type: 'server' }, (k) => `T:${k}`)).toBe('Já cadastrado');
    expect(leadFieldError(undefined, (k) => `T:${k}`)).toBeUndefined();
    expect(leadFieldError({ message: withValues('nameChars', { chars: '( )' }) }, tv)).toBe('nameChars:{"chars":"( )"}');
  });

  it('names the first invalid field in form order', () => {
    expect(firstLeadError(['name', 'email', 'phone'], { phone: { message: 'phoneMin' }, email: { message: 'emailInvalid' } }, tv)).toBe(
      'emailInvalid',
    );
    expect(firstLeadError(['name'], {}, tv)).toBe('invalidInput');
    expect(firstLeadError(['name', 'phone'], { phone: { message: withValues('phoneChars', { chars: 'x' }) } }, tv)).toBe(
      'phoneChars:{"chars":"x"}',
    );
  });

  it('a stored lead answers the success text of its type, with the download link when there is one', () => {
    expect(leadSuccess('newsletter', t)).toEqual({ ok: true, title: 'successTitle', description: 'newsletterSuccess' });
    expect(leadSuccess('ebook', t, '/x.pdf')).toEqual({
      ok: true,
      title: 'successTitle',
      description: 'ebookSuccess',
      data: { downloadUrl: '/x.pdf' },
    });
  });
});

describe('a route answer read back as an action result', () => {
  it('takes an answer with ok and a title, a failure only with its error key', () => {
    const refused = { ok: false, error: 'validation', title: 'Verifique', description: 'Nome curto', field: 'name' };
    expect(readActionResult(refused)).toEqual(refused);
    expect(readActionResult({ ok: true, title: 'Enviado', data: { downloadUrl: '/x.pdf' } })).toMatchObject({ ok: true });
    expect(readActionResult({ ok: false, title: 'Erro' })).toBeNull();
    expect(readActionResult({ error: 'Nome curto', field: 'name' })).toBeNull();
    expect(readActionResult('<html>Bad gateway</html>')).toBeNull();
    expect(readActionResult(null)).toBeNull();
  });
  it('reads a text of the data, never one of another shape', () => {
    expect(resultText({ ok: true, title: 'Enviado', data: { downloadUrl: '/x.pdf' } }, 'downloadUrl')).toBe('/x.pdf');
    expect(resultText({ ok: true, title: 'Enviado', data: { downloadUrl: '' } }, 'downloadUrl')).toBeUndefined();
    expect(resultText({ downloadUrl: '/x.pdf' }, 'downloadUrl')).toBeUndefined();
  });
});

describe('phone links', () => {
  it('dials Brazilian numbers with +55 and keeps a written country code', () => {
    expect(telUrl('(51) 98888-1111')).toBe('tel:+5551988881111');
    expect(telUrl('+1 415 555 0100')).toBe('tel:+14155550100');
    expect(telUrl('1234')).toBeNull();
    expect(whatsappUrl('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });
});
