import type { Resolver } from 'react-hook-form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { leadErrorKey, type LeadErrorKey } from '@/lib/validation/lead-errors';
import type { LeadFormType, LeadInput, LeadOf } from '@/lib/validation/leads';

/** The resolver of a lead form: its zod schema, loaded with the first validation. */
export function leadResolver<T extends LeadFormType>(type: T): Resolver<LeadInput<T>, unknown, LeadOf<T>> {
  return lazyZodResolver(() => import('@/lib/validation/leads').then((m) => m.leadSchema(type)));
}

/** A field's message: schema errors carry a message key, server errors the translated text. */
export function leadFieldError(
  error: { message?: string; type?: string } | undefined,
  translate: (key: LeadErrorKey) => string,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : translate(leadErrorKey(error.message));
}

/** The message key of the first invalid field, in the form's field order. */
export function firstLeadErrorKey(fields: readonly string[], errors: Record<string, unknown>): LeadErrorKey {
  const first = fields.find((f) => errors[f]);
  return leadErrorKey(first ? (errors[first] as { message?: string }).message : undefined);
}
