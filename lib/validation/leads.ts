import { text, z } from './zod';
import { LIMITS } from '@/lib/config/limits';
import { fieldCaps } from './caps';
import { onlyCharacters } from './characters';
import { normalizeCnpj } from './cnpj';
import { valuesOf, type MessageValues } from './error-keys';
import { leadErrorKey, type LeadErrorKey } from './lead-errors';
import { personName } from './person-name';

/**
 * Lead schemas, shared by the forms and the server. Each message is a key of the `LeadErrors`
 * messages; a character rule's also carries the characters it refused (./error-keys.ts). Typing
 * caps (`maxLength`) are read from these `.max()` limits.
 */

/** Every string field is trimmed and cut to 5000 characters before use. */
export function normalizeStrings<T>(input: T): T {
  if (typeof input === 'string') return input.trim().slice(0, LIMITS.formString) as T;
  if (Array.isArray(input)) return input.map(normalizeStrings) as T;
  if (input && typeof input === 'object') {
    return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, normalizeStrings(v)])) as T;
  }
  return input;
}

/** A phone's characters: digits, spaces, parentheses, plus and hyphen. */
const PHONE_CHARACTER = /[\d\s()+-]/;
// Digits, letters (alphanumeric CNPJs) and the mask's punctuation.
const CNPJ_CHARACTER = /[\dA-Za-z./-]/;

/** The name of every lead form: a person's name, 2 to 100 characters. */
export const nameField = personName(2, 100, 'nameMin', 'nameMax');

export const emailField = text({ error: 'emailInvalid' })
  .trim()
  .pipe(z.email('emailInvalid'))
  .pipe(text().max(255, 'emailMax'))
  .transform((v) => v.toLowerCase());

export const phoneField = text({ error: 'phoneMin' })
  .trim()
  .min(10, 'phoneMin')
  .max(20, 'phoneMax')
  .superRefine(onlyCharacters(PHONE_CHARACTER, 'phoneChars'));

const optional = (schema: z.ZodString) => schema.optional().default('');

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: optional(text().trim().max(200, 'companyMax')),
  // Kept normalised (upper case, no mask), like a reseller's; shown masked.
  cnpj: optional(text().trim().max(18, 'cnpjInvalid').superRefine(onlyCharacters(CNPJ_CHARACTER, 'cnpjChars'))).transform(normalizeCnpj),
  service: optional(text().trim().max(100, 'serviceInvalid')),
  region: optional(text().trim().max(100, 'regionMax')),
  partner: optional(text().trim().max(200, 'partnerMax')),
  message: optional(text().trim().max(2000, 'messageMax')),
});

export const ebookSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: optional(text().trim().max(200, 'companyMax')),
  ebook: optional(text().trim().max(200, 'ebookInvalid')),
});

export const newsletterSchema = z.object({ email: emailField });

export const chatWidgetSchema = z.object({
  name: nameField,
  email: emailField,
  message: text({ error: 'chatMessageEmpty' }).trim().min(1, 'chatMessageEmpty').max(LIMITS.chatMessage, 'chatMessageMax'),
});

/**
 * Typing caps go by field name, as the contact form's limits set them (name 100, e-mail 255,
 * phone 20, company 200, CNPJ 18, service 100, region 100, partner 200, message 2000); any other
 * field 5000. So the chat widget's message may be typed up to 2000 and is refused over 1000.
 */
const CAPS_BY_NAME: Record<string, number> = fieldCaps(contactSchema, LIMITS.formString);
export function typingCaps<S extends z.ZodObject>(schema: S): Record<keyof S['shape'] & string, number> {
  return Object.fromEntries(Object.keys(schema.shape).map((k) => [k, CAPS_BY_NAME[k] ?? LIMITS.formString])) as Record<
    keyof S['shape'] & string,
    number
  >;
}

/**
 * A lead left in the AI assistant's chat: a name and an e-mail or a phone (at least one, each
 * checked like the contact form's when given), with the conversation as the message.
 */
export const chatLeadSchema = z
  .object({
    name: nameField,
    email: optional(text().trim().max(255, 'emailMax'))
      .refine((v) => v === '' || z.email().safeParse(v).success, 'emailInvalid')
      .transform((v) => v.toLowerCase()),
    phone: optional(text().trim().max(20, 'phoneMax'))
      .refine((v) => v === '' || v.length >= 10, 'phoneMin')
      .superRefine(onlyCharacters(PHONE_CHARACTER, 'phoneChars')),
    message: optional(text().trim().max(LIMITS.formString, 'messageMax')),
  })
  .refine((lead) => lead.email !== '' || lead.phone !== '', { message: 'contactRequired', path: ['email'] });

export const LEAD_SCHEMAS = { contact: contactSchema, ebook: ebookSchema, newsletter: newsletterSchema, chat: chatLeadSchema } as const;
export type LeadFormType = keyof typeof LEAD_SCHEMAS;

/** Whether a value names a lead form: own keys only, so '__proto__' or 'toString' are not forms. */
export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === 'string' && Object.hasOwn(LEAD_SCHEMAS, value);
}

export type ContactLead = z.infer<typeof contactSchema>;
export type EbookLead = z.infer<typeof ebookSchema>;
export type NewsletterLead = z.infer<typeof newsletterSchema>;
export type ChatWidgetMessage = z.infer<typeof chatWidgetSchema>;
export type ChatLead = z.infer<typeof chatLeadSchema>;
export type LeadOf<T extends LeadFormType> = z.output<(typeof LEAD_SCHEMAS)[T]>;
/** What a lead form holds before validation (every field a string). */
export type LeadInput<T extends LeadFormType> = z.input<(typeof LEAD_SCHEMAS)[T]>;

/** The schema of a lead type, typed for its form. */
export function leadSchema<T extends LeadFormType>(type: T): z.ZodType<LeadOf<T>, LeadInput<T>> {
  return LEAD_SCHEMAS[type] as unknown as z.ZodType<LeadOf<T>, LeadInput<T>>;
}

/**
 * Validates after normalising; returns the data or the first message key, with `messageValues`
 * when its text takes some (a character rule's refused characters).
 */
export function validateLead<T extends LeadFormType>(
  type: T,
  input: unknown,
): { ok: true; data: LeadOf<T> } | { ok: false; messageKey: LeadErrorKey; messageValues?: MessageValues; field: string } {
  if (!isLeadFormType(type)) return { ok: false, messageKey: 'invalidInput', field: 'type' };
  const parsed = LEAD_SCHEMAS[type].safeParse(normalizeStrings(input));
  if (parsed.success) return { ok: true, data: parsed.data as LeadOf<T> };
  const issue = parsed.error.issues[0]!;
  return { ok: false, messageKey: leadErrorKey(issue.message), ...valuesOf(issue.message), field: String(issue.path[0] ?? '') };
}
