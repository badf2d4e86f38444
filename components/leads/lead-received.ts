import type { LeadFormType } from '@/lib/validation/leads';
import { SUCCESS_KEY, type LeadsText } from './lead-result';

/** A lead the server stored, as the confirmation that replaces its form shows it. */
export interface ReceivedLead {
  /** The request's WhatsApp link, offered again; null when the form hands nothing off. */
  whatsappUrl: string | null;
  /** An e-book's signed download link. */
  downloadUrl: string | null;
}

/** A success text split after its first sentence: 'Mensagem enviada! Retornaremos…' → headline + detail. */
export function splitFirstSentence(text: string): { headline: string; detail: string } {
  const trimmed = text.trim();
  const match = /^(.+?[.!?])\s+(\S[\s\S]*)$/.exec(trimmed);
  return match ? { headline: match[1]!, detail: match[2]! } : { headline: trimmed, detail: '' };
}

/**
 * The confirmation's heading and first line: the success toast's own text, so toast and panel say
 * the same thing (and the reply time stays written once, in that message).
 */
export function receivedText(type: LeadFormType, t: LeadsText): { headline: string; detail: string } {
  return splitFirstSentence(t(SUCCESS_KEY[type]));
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Whether a form holds nothing the visitor typed: every value blank or its default. A submission
 * sent later from the queue replaces only such a form, never a new request being typed.
 */
export function isUntouched(values: Record<string, unknown>, defaults: Record<string, unknown> = {}): boolean {
  return Object.entries(values).every(([name, value]) => isBlank(value) || value === defaults[name]);
}
