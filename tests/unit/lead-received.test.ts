import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { isUntouched, receivedText, splitFirstSentence } from '@/components/leads/lead-received';
import { SUCCESS_KEY, type LeadsText } from '@/components/leads/lead-result';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const CATALOGUES = { pt, en, es };
const leadsText = (locale: keyof typeof CATALOGUES) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Leads' }) as unknown as LeadsText;

describe('the confirmation that replaces a lead form', () => {
  it('splits a success text after its first sentence', () => {
    expect(splitFirstSentence('Mensagem enviada! Retornaremos em até 30 minutos.')).toEqual({
      headline: 'Mensagem enviada!',
      detail: 'Retornaremos em até 30 minutos.',
    });
    expect(splitFirstSentence('¡Mensaje enviado! Le responderemos pronto. Gracias.')).toEqual({
      headline: '¡Mensaje enviado!',
      detail: 'Le responderemos pronto. Gracias.',
    });
    expect(splitFirstSentence('  Newsletter cadastrada com sucesso!  ')).toEqual({
      headline: 'Newsletter cadastrada com sucesso!',
      detail: '',
    });
    expect(splitFirstSentence('E-book')).toEqual({ headline: 'E-book', detail: '' });
  });

  it('says in Portuguese exactly what the success toasts say', () => {
    const t = leadsText('pt');
    expect(receivedText('contact', t)).toEqual({ headline: 'Mensagem enviada!', detail: 'Retornaremos em até 30 minutos.' });
    expect(receivedText('ebook', t)).toEqual({ headline: 'E-book sendo enviado!', detail: 'Nossa equipe entrará em contato.' });
    // The assistant's short form is a contact request too.
    expect(receivedText('chat', t)).toEqual(receivedText('contact', t));
  });

  it('has a headline and a detail in every language, which together are the toast text', () => {
    for (const locale of ['pt', 'en', 'es'] as const) {
      const t = leadsText(locale);
      for (const type of ['contact', 'ebook'] as const) {
        const { headline, detail } = receivedText(type, t);
        expect(headline, `${locale} ${type}`).toMatch(/[!.]$/);
        expect(detail, `${locale} ${type}`).not.toBe('');
        expect(`${headline} ${detail}`).toBe(t(SUCCESS_KEY[type]));
      }
    }
  });

  it('states the reply time only through the success text: its own lines carry no figure', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(catalogue.Leads.contactSuccess).toMatch(/\d/);
      for (const text of [
        catalogue.ContactForm.receivedNext,
        catalogue.Leads.whatsappHandoff,
        catalogue.Ebooks.readyText,
        catalogue.ContactForm.sendAnother,
        catalogue.Ebooks.sendAnother,
      ])
        expect(text).not.toMatch(/\d/);
    }
  });
});

describe('a queued submission sent later', () => {
  it('replaces only a form that holds nothing new', () => {
    expect(isUntouched({})).toBe(true);
    expect(isUntouched({ name: '', email: undefined, message: '  ' })).toBe(true);
    // The e-book title is the form's own default, not something typed.
    expect(isUntouched({ name: '', ebook: 'Guia de backup' }, { name: '', ebook: 'Guia de backup' })).toBe(true);
    expect(isUntouched({ name: 'Ana', email: '' })).toBe(false);
    expect(isUntouched({ name: '', ebook: 'Outro guia' }, { ebook: 'Guia de backup' })).toBe(false);
  });
});
