import type { Resolver } from 'react-hook-form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { messageValues, type MessageValues } from '@/lib/validation/error-keys';
import { leadErrorKey, type LeadErrorKey } from '@/lib/validation/lead-errors';
import type { LeadFormType, LeadInput, LeadOf } from '@/lib/validation/leads';

/** The LeadErrors messages, as useTranslations('LeadErrors') gives them. */
export type LeadErrorText = (key: LeadErrorKey, values?: MessageValues) => string;

/** The resolver of a lead form: its zod schema, loaded with the first validation. */
export function leadResolver<T extends LeadFormType>(type: T): Resolver<LeadInput<T>, unknown, LeadOf<T>> {
  return lazyZodResolver(() => import('@/lib/validation/leads').then((m) => m.leadSchema(type)));
}

/** A schema message's text: its key's message, filled with the values it carries (a character rule's refused characters). */
export function leadErrorText(message: string | undefined, translate: LeadErrorText): string {
  return translate(leadErrorKey(message), messageValues(message));
}

/** A field's message: schema errors carry a message key, server errors the translated text. */
export function leadFieldError(error: { message?: string; type?: string } | undefined, translate: LeadErrorText): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : leadErrorText(error.message, translate);
}

/** The text of the first invalid field's message, in the form's field order. */
export function firstLeadError(fields: readonly string[], errors: Record<string, unknown>, translate: LeadErrorText): string {
  const first = fields.find((f) => errors[f]);
  return leadErrorText(first ? (errors[first] as { message?: string }).message : undefined, translate);
}
