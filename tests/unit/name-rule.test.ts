import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { leadErrorText } from '@/components/leads/lead-validation';
import type { Locale } from '@/i18n/locales';
import { resellerErrorMessage } from '@/lib/resellers/messages';
import { profileSchema } from '@/lib/validation/account';
import { accountErrorKey } from '@/lib/validation/account-errors';
import { signUpSchema } from '@/lib/validation/auth';
import { authErrorKey } from '@/lib/validation/auth-errors';
import { refusedCharacters } from '@/lib/validation/characters';
import { messageValues } from '@/lib/validation/error-keys';
import { chatLeadSchema, chatWidgetSchema, contactSchema, ebookSchema, normalizeStrings, validateLead } from '@/lib/validation/leads';
import { NAME_CHARACTER } from '@/lib/validation/person-name';
import { resellerSchema } from '@/lib/validation/reseller';
import { resellerErrorKey } from '@/lib/validation/reseller-errors';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { resellerApplication } from '../fixtures/reseller-application';

const CATALOGUES = { pt, en, es } as const;
const LOCALES = ['pt', 'en', 'es'] as const satisfies readonly Locale[];
const EMAIL = 'ana@empresa.com.br';

/** Any message of a catalogue by its full key, filled with values. */
const translator = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale] }) as unknown as (key: string, values?: Record<string, string>) => string;

/**
 * Every form that asks for a person's name: a valid submission with the name replaced, and the
 * text a visitor sees for its first refusal, read as that form reads it.
 */
interface NameForm {
  form: string;
  field: string;
  schema: z.ZodType;
  input: (name: string) => Record<string, unknown>;
  text: (message: string | undefined, locale: Locale) => string;
}

const leadText = (message: string | undefined, locale: Locale) =>
  leadErrorText(message, (key, values) => translator(locale)(`LeadErrors.${key}`, values));

const FORMS: NameForm[] = [
  {
    form: 'contact (quote request)',
    field: 'name',
    schema: contactSchema,
    input: (name) => ({ name, email: EMAIL, phone: '(11) 99999-9999', service: 'backup' }),
    text: leadText,
  },
  {
    form: 'e-book',
    field: 'name',
    schema: ebookSchema,
    input: (name) => ({ name, email: EMAIL, phone: '(11) 99999-9999', ebook: 'Guia' }),
    text: leadText,
  },
  {
    form: 'chat widget',
    field: 'name',
    schema: chatWidgetSchema,
    input: (name) => ({ name, email: EMAIL, message: 'Oi' }),
    text: leadText,
  },
  {
    form: 'assistant chat lead',
    field: 'name',
    schema: chatLeadSchema,
    input: (name) => ({ name, email: EMAIL, phone: '' }),
    text: leadText,
  },
  {
    form: 'reseller application',
    field: 'nome_responsavel',
    schema: resellerSchema,
    input: (name) => resellerApplication('TechSul', { cnpj: '11.222.333/0001-81', nome_responsavel: name }),
    text: (message, locale) => resellerErrorMessage(locale, resellerErrorKey(message), messageValues(message)),
  },
  {
    form: 'sign-up',
    field: 'fullName',
    schema: signUpSchema,
    input: (fullName) => ({ fullName, email: EMAIL, password: 'Correct-Horse-Battery-9' }),
    text: (message, locale) => translator(locale)(`Auth.errors.${authErrorKey(message)}`, messageValues(message)),
  },
  {
    form: 'client area profile',
    field: 'name',
    schema: profileSchema,
    input: (name) => ({ name }),
    text: (message, locale) => translator(locale)(`ClientArea.errors.${accountErrorKey(message)}`, messageValues(message)),
  },
];

/** The first refusal of a form for `name`: its field and its text, or null when accepted. */
function refusal(form: NameForm, name: string, locale: Locale = 'pt') {
  const parsed = form.schema.safeParse(normalizeStrings(form.input(name)));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: String(issue.path[0]), text: form.text(issue.message, locale) };
}

const EXPECTED = {
  pt: 'Nome contém caracteres inválidos: ( )',
  en: 'Name contains invalid characters: ( )',
  es: 'El nombre contiene caracteres no válidos: ( )',
};

describe('"Ana Souza (teste UX)" is refused by every form, saying which characters', () => {
  for (const form of FORMS) {
    it(form.form, () => {
      for (const locale of LOCALES) {
        expect(refusal(form, 'Ana Souza (teste UX)', locale), locale).toEqual({ field: form.field, text: EXPECTED[locale] });
      }
    });
  }

  it('the lead forms answer the same on the server', () => {
    const tErr = createTranslator({ locale: 'pt', messages: pt, namespace: 'LeadErrors' });
    const name = 'Ana Souza (teste UX)';
    for (const [type, input] of [
      ['contact', { name, email: EMAIL, phone: '(11) 99999-9999' }],
      ['ebook', { name, email: EMAIL, phone: '(11) 99999-9999' }],
      ['chat', { name, email: EMAIL }],
    ] as const) {
      const result = validateLead(type, input);
      expect(result, type).toMatchObject({ ok: false, field: 'name' });
      expect(result.ok ? null : tErr(result.messageKey, result.messageValues), type).toBe(EXPECTED.pt);
    }
  });
});

describe('one name rule in every form', () => {
  const ACCEPTED = ['Ana Souza', "João D'Ávila-Côrtes", 'Zoë Ñandú', 'Jose\u0301 Lima', 'Nguyễn Thị Minh', 'Ana   Souza', '  Ana Souza  '];
  const REFUSED: [name: string, chars: string][] = [
    ['Ana Souza (teste UX)', '( )'],
    ['Ana 2', '2'],
    ['R2-D2 & Co', '2 &'],
    ['ana.souza@empresa', '. @'],
    ['<b>Ana</b>', '< > /'],
    ['Ana_Souza_', '_'],
    ['Ana\u200bSouza', 'U+200B'],
    ['Ana Souza 😀', '😀'],
  ];

  it('accepts the same names everywhere', () => {
    for (const form of FORMS) for (const name of ACCEPTED) expect(refusal(form, name), `${form.form}: ${name}`).toBeNull();
  });

  it('refuses the same names everywhere, naming each refused character once, in order', () => {
    for (const form of FORMS) {
      for (const [name, chars] of REFUSED) {
        expect(refusal(form, name), `${form.form}: ${name}`).toEqual({
          field: form.field,
          text: `Nome contém caracteres inválidos: ${chars}`,
        });
      }
    }
  });

  it('reads the refused characters from the one name character class', () => {
    expect(refusedCharacters('(a)(b) 1 1', NAME_CHARACTER)).toEqual(['(', ')', '1']);
    expect(refusedCharacters('Ana\tSouza', NAME_CHARACTER)).toEqual([]);
    expect(refusedCharacters('a\u0000b\u00adc', /[a-z]/)).toEqual(['U+0000', 'U+00AD']);
  });

  it('says it in the same words in every form and language, the Portuguese starting as it always has', () => {
    for (const locale of LOCALES) {
      const c = CATALOGUES[locale];
      const texts = [c.LeadErrors.nameChars, c.ResellerErrors.nameChars, c.Auth.errors.nameChars, c.ClientArea.errors.nameChars];
      expect(new Set(texts).size, locale).toBe(1);
    }
    expect(pt.LeadErrors.nameChars.startsWith('Nome contém caracteres inválidos')).toBe(true);
  });
});

describe('the other character rules name what they refuse', () => {
  const tErr = createTranslator({ locale: 'pt', messages: pt, namespace: 'LeadErrors' });
  const first = (type: 'contact' | 'chat', input: Record<string, unknown>) => {
    const r = validateLead(type, input);
    return r.ok ? null : tErr(r.messageKey, r.messageValues);
  };
  const lead = { name: 'Ana Souza', email: EMAIL, phone: '(11) 99999-9999' };

  it('phone, in the contact form and the assistant chat lead', () => {
    expect(first('contact', { ...lead, phone: '11 9999-9999 ramal' })).toBe('Telefone contém caracteres inválidos: r a m l');
    expect(first('chat', { ...lead, email: '', phone: '11 9888x77777' })).toBe('Telefone contém caracteres inválidos: x');
    expect(first('chat', { ...lead, phone: '' })).toBeNull();
  });
  it('CNPJ in the contact form', () => {
    expect(first('contact', { ...lead, cnpj: '12.345.678/00_1;90' })).toBe('CNPJ contém caracteres inválidos: _ ;');
    expect(first('contact', { ...lead, cnpj: '12.345.678/0001-90' })).toBeNull();
  });
  it('in English and Spanish too', () => {
    const r = validateLead('contact', { ...lead, phone: '11 9999-ABCD' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(createTranslator({ locale: 'en', messages: en, namespace: 'LeadErrors' })(r.messageKey, r.messageValues)).toBe(
      'Phone contains invalid characters: A B C D',
    );
    expect(createTranslator({ locale: 'es', messages: es, namespace: 'LeadErrors' })(r.messageKey, r.messageValues)).toBe(
      'El teléfono contiene caracteres no válidos: A B C D',
    );
  });
});
