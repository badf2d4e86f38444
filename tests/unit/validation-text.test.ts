import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_KEYS, accountErrorKey } from '@/lib/validation/account-errors';
import { AUTH_ERROR_KEYS, authErrorKey } from '@/lib/validation/auth-errors';
import { onlyCharacters, refusedCharacters } from '@/lib/validation/characters';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { knownKey, messageValues, valuesOf, withValues } from '@/lib/validation/error-keys';
import { forbiddenCharacter, storableText, text, UUID_PATTERN, xmlText, z } from '@/lib/validation/zod';
import pt from '@/messages/pt.json';

describe('a database row id', () => {
  it('is a uuid, in either case', () => {
    for (const id of [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(UUID_PATTERN.test(id), id).toBe(true);
    }
  });

  it('refuses anything else, however close', () => {
    for (const id of [
      '',
      '0f8fad5bd9cb469fa16570867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      '0f8fad5b-d9cb-469f-a165-70867728950ee',
      'f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5bb-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9c-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a16-70867728950e',
      '0f8fad5b-d9cb-469f-a165-7086772895g0',
      'x0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950e\n',
      ' 0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b_d9cb_469f_a165_70867728950e',
    ]) {
      expect(UUID_PATTERN.test(id), JSON.stringify(id)).toBe(false);
    }
  });
});

describe('text a database can store', () => {
  it('loses every U+0000, not only the first', () => {
    expect(storableText('\u0000a\u0000b\u0000')).toBe('ab');
  });

  it('loses a lone surrogate half wherever it is, from the first to the last of each range', () => {
    expect(storableText('a\ud800')).toBe('a');
    expect(storableText('\udbffa')).toBe('a');
    expect(storableText('\udc00a')).toBe('a');
    expect(storableText('a\udfff')).toBe('a');
    expect(storableText('a\udbffb\udc00c')).toBe('abc');
    // A low half before a high half is no pair.
    expect(storableText('\udc00\ud800')).toBe('');
    expect(storableText('\ud800\ud800\udc00')).toBe('\ud800\udc00');
  });

  it('keeps surrogate pairs at both ends of the ranges and the characters next to them', () => {
    for (const value of [
      '\ud800\udc00',
      '\udbff\udfff',
      '\ud800\udfff',
      '\udbff\udc00',
      '\ud7ff\ue000',
      'tab\there\nline\r',
      '\u0001\uffff',
    ]) {
      expect(storableText(value), JSON.stringify(value)).toBe(value);
    }
  });

  it('is what a text field holds before its own checks', () => {
    expect(text().max(3).parse('a\u0000bc\ud800')).toBe('abc');
    expect(text({ error: 'reasonMin' }).safeParse(42).error?.issues[0]?.message).toBe('reasonMin');
  });
});

describe('the first character a served text may not hold', () => {
  it('is named as U+XXXX, four upper-case hex digits at least', () => {
    expect(forbiddenCharacter('a\u0000b')).toBe('U+0000');
    expect(forbiddenCharacter('a\u0001b')).toBe('U+0001');
    expect(forbiddenCharacter('\u001f')).toBe('U+001F');
    expect(forbiddenCharacter('\uffff')).toBe('U+FFFF');
    expect(forbiddenCharacter('x\udbff')).toBe('U+DBFF');
    expect(forbiddenCharacter('\udc00x')).toBe('U+DC00');
  });

  it('is the first one found', () => {
    expect(forbiddenCharacter('ok\u0007then\u0001')).toBe('U+0007');
    expect(forbiddenCharacter('ok\u007fthen\u0000')).toBe('U+007F');
  });

  it('covers the controls but tab, line feed and carriage return, DEL and the two non-characters', () => {
    const refused: [string, string][] = [
      ['\u0001', 'U+0001'],
      ['\u0008', 'U+0008'],
      ['\u000b', 'U+000B'],
      ['\u000c', 'U+000C'],
      ['\u000e', 'U+000E'],
      ['\u001f', 'U+001F'],
      ['\u007f', 'U+007F'],
      ['\ufffe', 'U+FFFE'],
      ['\uffff', 'U+FFFF'],
    ];
    for (const [ch, name] of refused) expect(forbiddenCharacter(`a${ch}b`), name).toBe(name);
  });

  it('is null for text with none, whatever else it holds', () => {
    expect(forbiddenCharacter('')).toBeNull();
    expect(forbiddenCharacter('Olá,\tmundo!\r\nÇa va? 😀 \u0020\u007e\u0080\u00a0\ufffd\ud83d\ude00')).toBeNull();
  });
});

describe('text for XML', () => {
  it('loses the characters XML cannot carry, every one of them', () => {
    expect(xmlText('a\u0001b\u0001c\u0000d\ud800e\u007ff\uffffg\ufffe')).toBe('abcdefg');
    expect(xmlText('\u0008\u000b\u000c\u000e\u001f')).toBe('');
  });

  it('keeps tabs, line breaks and every other character', () => {
    expect(xmlText('Olá\tmundo\r\n😀 \u0020\u007e\u0080\ufffd')).toBe('Olá\tmundo\r\n😀 \u0020\u007e\u0080\ufffd');
  });
});

describe('the schemas never compile code at run time', () => {
  it('keep zod in its interpreter, as the site script policy demands', () => {
    expect(z.config().jitless).toBe(true);
  });
});

describe('a message carrying values', () => {
  it('is its key, a question mark and the values as a query string', () => {
    expect(withValues('nameChars', { chars: '( )' })).toBe('nameChars?chars=%28+%29');
    expect(withValues('x', { a: '1', b: '?&=' })).toBe('x?a=1&b=%3F%26%3D');
  });

  it('gives its values back, any character in them', () => {
    expect(messageValues('nameChars?chars=%28+%29')).toEqual({ chars: '( )' });
    expect(messageValues(withValues('x', { a: '1', b: '?&= ?' }))).toEqual({ a: '1', b: '?&= ?' });
  });

  it('has no values when it is a plain key or no message at all', () => {
    expect(messageValues('nameChars')).toEqual({});
    expect(messageValues(undefined)).toEqual({});
    expect(messageValues('')).toEqual({});
  });

  it('spreads its values into a result only when it has some', () => {
    expect(valuesOf('nameChars?chars=%23')).toEqual({ messageValues: { chars: '#' } });
    expect(valuesOf('nameChars')).toEqual({});
    expect(valuesOf('nameChars?')).toEqual({});
    expect(valuesOf(undefined)).toEqual({});
  });
});

describe('a message read as a known key', () => {
  it('is the key when it is one of those given, with or without values', () => {
    expect(knownKey(['a', 'b'], 'b')).toBe('b');
    expect(knownKey(['a', 'b'], 'a?chars=%23')).toBe('a');
  });

  it('is invalidInput for anything else', () => {
    expect(knownKey(['a', 'b'], 'c')).toBe('invalidInput');
    expect(knownKey(['a', 'b'], 'Invalid input: expected string')).toBe('invalidInput');
    expect(knownKey(['a', 'b'], '')).toBe('invalidInput');
    expect(knownKey(['a', 'b'], undefined)).toBe('invalidInput');
    expect(knownKey(['a', 'b'], '?a')).toBe('invalidInput');
  });
});

describe('the auth forms read their messages', () => {
  const KEYS = [
    'emailInvalid',
    'emailTooLong',
    'passwordTooShort',
    'passwordTooLong',
    'passwordCommon',
    'passwordMismatch',
    'nameTooShort',
    'nameTooLong',
    'nameChars',
    'emailTaken',
    'rateLimited',
    'invalidToken',
    'invalidInput',
  ] as const;

  it('recognising each key they use, every one of them with a text', () => {
    expect(AUTH_ERROR_KEYS).toEqual(KEYS);
    for (const key of KEYS) {
      expect(authErrorKey(key)).toBe(key);
      expect(pt.Auth.errors[key], key).toMatch(/\S/);
    }
  });

  it('reading a refusal naming characters by its key, and anything else as invalidInput', () => {
    expect(authErrorKey('nameChars?chars=%23')).toBe('nameChars');
    expect(authErrorKey('passwordSame')).toBe('invalidInput');
    expect(authErrorKey('Invalid email address')).toBe('invalidInput');
    expect(authErrorKey(undefined)).toBe('invalidInput');
  });
});

describe('the client area forms read their messages', () => {
  const KEYS = [
    'nameTooShort',
    'nameTooLong',
    'nameChars',
    'currentRequired',
    'passwordTooShort',
    'passwordTooLong',
    'passwordCommon',
    'passwordMismatch',
    'passwordSame',
    'confirmMismatch',
    'invalidInput',
  ] as const;

  it('recognising each key they use, every one of them with a text', () => {
    expect(ACCOUNT_ERROR_KEYS).toEqual(KEYS);
    for (const key of KEYS) {
      expect(accountErrorKey(key)).toBe(key);
      expect(pt.ClientArea.errors[key], key).toMatch(/\S/);
    }
  });

  it('reading a refusal naming characters by its key, and anything else as invalidInput', () => {
    expect(accountErrorKey('nameChars?chars=%23')).toBe('nameChars');
    expect(accountErrorKey('emailTaken')).toBe('invalidInput');
    expect(accountErrorKey(undefined)).toBe('invalidInput');
  });
});

describe('the characters a rule refuses', () => {
  it('are listed once each, in the order they first appear', () => {
    expect(refusedCharacters('a#b!c#d!e?', /[a-z]/)).toEqual(['#', '!', '?']);
    expect(refusedCharacters('abc', /[a-z]/)).toEqual([]);
    expect(refusedCharacters('', /[a-z]/)).toEqual([]);
  });

  it('are taken whole, an emoji being one character', () => {
    expect(refusedCharacters('a😀b😀', /[a-z]/)).toEqual(['😀']);
  });

  it('are named by code point when nobody could see them', () => {
    expect(refusedCharacters('a b\u00a0c\u2028d\u0007e\u200bf\u0301g\ue000h\u{f0000}', /[a-z]/)).toEqual([
      'U+0020',
      'U+00A0',
      'U+2028',
      'U+0007',
      'U+200B',
      'U+0301',
      'U+E000',
      'U+F0000',
    ]);
    expect(refusedCharacters('a\tb', /[a-z]/)).toEqual(['U+0009']);
  });

  it('are given by a check as one message naming them, space-separated, or no message at all', () => {
    const schema = z.string().superRefine(onlyCharacters(/[a-z]/, 'nameChars'));
    expect(schema.safeParse('abc').success).toBe(true);
    const issues = schema.safeParse('a1b2 1').error?.issues;
    expect(issues?.map((i) => [i.code, i.message])).toEqual([['custom', 'nameChars?chars=1+2+U%2B0020']]);
    expect(messageValues(issues?.[0]?.message)).toEqual({ chars: '1 2 U+0020' });
  });
});

describe('the hidden field of the public forms', () => {
  it('is named as one a form-filling bot fills in', () => {
    expect(HONEYPOT_FIELD).toBe('website');
  });
});
