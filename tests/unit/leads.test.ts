import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leadErrorText } from '@/components/leads/lead-validation';
import { appendSubmissionLog } from '@/lib/leads/local-log';
import { contactText, ebookText, isChatTextTooLong, whatsappUrl, type WhatsappLabels } from '@/lib/leads/whatsapp';
import { COMPANY } from '@/lib/config/company';
import { fieldCaps } from '@/lib/validation/caps';
import {
  chatWidgetSchema,
  contactSchema,
  ebookSchema,
  newsletterSchema,
  normalizeStrings,
  typingCaps,
  validateLead,
} from '@/lib/validation/leads';
import pt from '@/messages/pt.json';

const tErr = createTranslator({ locale: 'pt', messages: pt, namespace: 'LeadErrors' });
const valid = { name: 'Ana Maria', email: 'ana@empresa.com.br', phone: '(11) 99999-9999' };

/** The first message in Portuguese as the server answers it, or null when valid. */
function firstMessage(type: 'contact' | 'ebook' | 'newsletter', input: Record<string, unknown>) {
  const r = validateLead(type, input);
  return r.ok ? null : tErr(r.messageKey, r.messageValues);
}
/** The first message in Portuguese as the form shows it, or null when valid. */
function widgetMessage(input: Record<string, unknown>) {
  const r = chatWidgetSchema.safeParse(normalizeStrings(input));
  return r.success ? null : leadErrorText(r.error.issues[0]!.message, tErr);
}

describe('contact form rules, one test per rule', () => {
  it('name shorter than 2', () => expect(firstMessage('contact', { ...valid, name: ' A ' })).toBe('Nome deve ter pelo menos 2 caracteres'));
  it('name missing', () => expect(firstMessage('contact', { ...valid, name: undefined })).toBe('Nome deve ter pelo menos 2 caracteres'));
  it('name longer than 100', () =>
    expect(firstMessage('contact', { ...valid, name: 'a'.repeat(101) })).toBe('Nome deve ter no máximo 100 caracteres'));
  it('name with digits or symbols', () =>
    expect(firstMessage('contact', { ...valid, name: 'Ana 2' })).toBe('Nome contém caracteres inválidos: 2'));
  it('name with accents, apostrophe and hyphen passes', () =>
    expect(firstMessage('contact', { ...valid, name: "João D'Ávila-Côrtes" })).toBeNull());
  it('invalid e-mail', () => expect(firstMessage('contact', { ...valid, email: 'ana@' })).toBe('Email inválido'));
  it('e-mail longer than 255', () =>
    expect(firstMessage('contact', { ...valid, email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` })).toBe('Email muito longo'));
  it('e-mail is trimmed and stored lowercased', () => {
    const r = validateLead('contact', { ...valid, email: '  Ana@Empresa.COM.br ' });
    expect(r.ok && r.data.email).toBe('ana@empresa.com.br');
  });
  it('phone shorter than 10', () =>
    expect(firstMessage('contact', { ...valid, phone: '1199999' })).toBe('Telefone deve ter pelo menos 10 dígitos'));
  it('phone longer than 20', () => expect(firstMessage('contact', { ...valid, phone: '1'.repeat(21) })).toBe('Telefone muito longo'));
  it('phone with letters', () =>
    expect(firstMessage('contact', { ...valid, phone: '11 9999-ABCD' })).toBe('Telefone contém caracteres inválidos: A B C D'));
  it('company longer than 200', () =>
    expect(firstMessage('contact', { ...valid, company: 'x'.repeat(201) })).toBe('Nome da empresa muito longo'));
  it('CNPJ longer than 18', () => expect(firstMessage('contact', { ...valid, cnpj: '1'.repeat(19) })).toBe('CNPJ inválido'));
  it('CNPJ with other characters', () =>
    expect(firstMessage('contact', { ...valid, cnpj: '12.ABC.678/0001#90' })).toBe('CNPJ contém caracteres inválidos: #'));
  it('CNPJ with a space inside names it by code point', () =>
    expect(firstMessage('contact', { ...valid, cnpj: '12 345' })).toBe('CNPJ contém caracteres inválidos: U+0020'));
  it('CNPJ with letters (alphanumeric CNPJ), in any case, kept normalised', () => {
    expect(firstMessage('contact', { ...valid, cnpj: '12.abc.345/01de-35' })).toBeNull();
    expect(validateLead('contact', { ...valid, cnpj: '12.abc.345/01de-35' })).toMatchObject({ ok: true, data: { cnpj: '12ABC34501DE35' } });
  });
  it('service longer than 100', () => expect(firstMessage('contact', { ...valid, service: 's'.repeat(101) })).toBe('Serviço inválido'));
  it('message longer than 2000', () =>
    expect(firstMessage('contact', { ...valid, message: 'm'.repeat(2001) })).toBe('Mensagem muito longa (máximo 2000 caracteres)'));
  it('optional fields may be empty', () =>
    expect(firstMessage('contact', { ...valid, company: '', cnpj: '', service: '', region: '', partner: '', message: '' })).toBeNull());
  it('every string is trimmed and cut to 5000 before use', () => {
    expect(normalizeStrings({ a: `  ${'x'.repeat(6000)}  `, n: 3 })).toEqual({ a: 'x'.repeat(5000), n: 3 });
  });
});

describe('chat widget rules', () => {
  const ok = { name: 'Ana', email: 'ana@x.com', message: 'Oi' };
  it('empty message', () => expect(widgetMessage({ ...ok, message: '   ' })).toBe('Mensagem não pode estar vazia'));
  it('message over 1000', () =>
    expect(widgetMessage({ ...ok, message: 'm'.repeat(1001) })).toBe('Mensagem muito longa (máximo 1000 caracteres)'));
  it('name rules as the contact form', () => expect(widgetMessage({ ...ok, name: 'A1' })).toBe('Nome contém caracteres inválidos: 1'));
  it('e-mail rules as the contact form', () => expect(widgetMessage({ ...ok, email: 'x' })).toBe('Email inválido'));
  it('any outgoing chat text over 1000 characters is refused', () => {
    expect(isChatTextTooLong('a'.repeat(1000))).toBe(false);
    expect(isChatTextTooLong('a'.repeat(1001))).toBe(true);
  });
});

describe('newsletter and e-book rules', () => {
  it('newsletter e-mail invalid', () => expect(firstMessage('newsletter', { email: 'nope' })).toBe('Email inválido'));
  it('newsletter e-mail too long', () =>
    expect(firstMessage('newsletter', { email: `${'a'.repeat(250)}@b.com` })).toBe('Email muito longo'));
  it('e-book name has the name rule of every form', () =>
    expect(firstMessage('ebook', { ...valid, name: 'R2-D2 & Co' })).toBe('Nome contém caracteres inválidos: 2 &'));
  it('e-book title over 200', () => expect(firstMessage('ebook', { ...valid, ebook: 't'.repeat(201) })).toBe('Título do e-book inválido'));
  it('e-book one-letter name', () => expect(firstMessage('ebook', { ...valid, name: 'A' })).toBe('Nome deve ter pelo menos 2 caracteres'));
});

describe('typing caps read from the schemas', () => {
  const FALLBACK = 5000;
  it('contact form: every field has the cap of the limits table', () => {
    expect(fieldCaps(contactSchema, FALLBACK)).toEqual({
      name: 100,
      email: 255,
      phone: 20,
      company: 200,
      cnpj: 18,
      service: 100,
      region: 100,
      partner: 200,
      message: 2000,
    });
  });
  it('other forms cap by field name, as the contact form does; any other field 5000', () => {
    expect(typingCaps(ebookSchema)).toEqual({ name: 100, email: 255, phone: 20, company: 200, ebook: 5000 });
    expect(typingCaps(newsletterSchema)).toEqual({ email: 255 });
    // The chat message may be typed up to 2000 characters; over 1000 it is refused on send.
    expect(typingCaps(chatWidgetSchema)).toEqual({ name: 100, email: 255, message: 2000 });
    expect(chatWidgetSchema.safeParse({ name: 'Ana Lima', email: 'a@b.co', message: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'chatMessageMax',
    );
  });
  it('a field without a maximum gets the fallback', () => {
    expect(fieldCaps(z.object({ free: z.string().trim(), capped: z.string().max(7).optional() }), FALLBACK)).toEqual({
      free: FALLBACK,
      capped: 7,
    });
  });
});

describe('WhatsApp texts', () => {
  const labels = pt.Leads as unknown as WhatsappLabels;
  it('contact text carries every field, with the fallbacks for empty company and service', () => {
    const text = contactText({ ...valid, company: '', cnpj: '12.345.678/0001-90', service: '', message: 'Preciso de backup' }, labels);
    expect(text).toContain('*Nome:* Ana Maria');
    expect(text).toContain('*Email:* ana@empresa.com.br');
    expect(text).toContain('*Telefone:* (11) 99999-9999');
    expect(text).toContain('*Empresa:* Não informado');
    expect(text).toContain('*CNPJ:* 12.345.678/0001-90');
    expect(text).toContain('*Serviço:* Não especificado');
    expect(text).toContain('*Mensagem:* Preciso de backup');
  });
  it('contact text shows a stored (normalised) CNPJ masked', () => {
    expect(contactText({ ...valid, cnpj: '12ABC34501DE35' }, labels)).toContain('*CNPJ:* 12.ABC.345/01DE-35');
  });
  it('contact text uses the service label and names the partner', () => {
    const text = contactText({ ...valid, service: 'backup', partner: 'TechSul', region: 'RS' }, labels, 'Backup Profissional');
    expect(text).toContain('*Serviço:* Backup Profissional');
    expect(text).toContain('*Revenda:* TechSul');
    expect(text).toContain('*Região:* RS');
  });
  it('e-book text', () => {
    const text = ebookText({ ...valid, company: 'ACME', ebook: 'Guia de Backup' }, labels);
    expect(text).toMatch(/\*Nome:\* Ana Maria[\s\S]*\*Empresa:\* ACME[\s\S]*\*E-book:\* Guia de Backup/);
  });
  it('widget text is the spec sentence, with what was typed taken as is', () => {
    const t = createTranslator({ locale: 'pt', messages: pt, namespace: 'Leads' });
    expect(t('waWidget', { name: 'Ana', email: 'a@b.c', message: 'Oi!' })).toBe('Olá! Meu nome é Ana. Email: a@b.c Mensagem: Oi!');
    expect(t('waWidget', { name: "{x} '#'", email: 'a@b.c', message: '<b>' })).toBe("Olá! Meu nome é {x} '#'. Email: a@b.c Mensagem: <b>");
  });
  it('deep link encodes the text for the company number', () => {
    const url = whatsappUrl('Olá & até já?');
    expect(url).toBe(`https://wa.me/${COMPANY.whatsapp}?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%3F`);
    expect(decodeURIComponent(new URL(url).searchParams.get('text')!)).toBe('Olá & até já?');
  });
});

describe('local submission log', () => {
  it('keeps the last 50 entries with status submitted', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    for (let i = 0; i < 55; i++) appendSubmissionLog(i % 2 ? 'contact' : 'ebook', storage, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    const entries = JSON.parse(store.get('form_submissions')!);
    expect(entries).toHaveLength(50);
    expect(entries[0]).toEqual({ type: 'contact', timestamp: '2026-01-01T00:00:05.000Z', status: 'submitted' });
    expect(entries.at(-1).timestamp).toBe('2026-01-01T00:00:54.000Z');
  });
});
