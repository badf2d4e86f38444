import { describe, expect, it } from 'vitest';
import { storableText, text } from '@/lib/validation/zod';
import { contactSchema } from '@/lib/validation/leads';
import { resellerSchema } from '@/lib/validation/reseller';
import { profileSchema } from '@/lib/validation/account';
import { param } from '@/lib/admin/list-query';
import { errorLine } from '@/lib/ops/log-error';

describe('text a database cannot store', () => {
  it('strips U+0000 and lone surrogates, keeping every other character (pairs, emoji, accents)', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('x\ud800y\udc00z')).toBe('xyz');
    expect(storableText('ação 👍 \ud83d\ude00')).toBe('ação 👍 😀');
    expect(text().trim().min(2).parse(' \u0000ok\ud800 ')).toBe('ok');
  });

  it('is stripped before the field’s own checks, in the forms’ schemas', () => {
    const lead = contactSchema.parse({
      name: 'Ana\u0000 Souza',
      email: 'ana@example.org',
      phone: '11 98888-7777',
      message: 'a\u0000b\udfff',
    });
    expect(lead.name).toBe('Ana Souza');
    expect(lead.message).toBe('ab');
    expect(profileSchema.parse({ name: 'Bia\ud800 Lima' }).name).toBe('Bia Lima');
    const shape = resellerSchema.shape.razao_social;
    expect(shape.parse('Revenda\u0000 Ltda')).toBe('Revenda Ltda');
  });

  it('leaves the admin lists’ search parameters too', () => {
    expect(param({ q: '\u0000' }, 'q')).toBe('');
    expect(param({ q: ['a\u0000b', 'c'] }, 'q')).toBe('ab');
  });
});

describe('a failed query in the log', () => {
  it('keeps the database’s reason and a digest, never the SQL parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failed = Object.assign(
      new Error('Failed query: insert into "leads" ("name", "email") values ($1, $2)\nparams: Ana Souza,ana@example.org,11 98888-7777', {
        cause,
      }),
      { query: 'insert …', params: ['Ana Souza', 'ana@example.org'] },
    );
    const line = errorLine('Lead submission failed', failed, 'abc123');
    expect(line).not.toMatch(/Ana|ana@example|98888|insert/);
    expect(JSON.parse(line)).toMatchObject({ what: 'Lead submission failed', digest: 'abc123', code: '22021', message: cause.message });
  });
});
