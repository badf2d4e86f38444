import { text, UUID_PATTERN, z } from './zod';
import type { LEAD_STATUSES } from '@/lib/db/schema';

/**
 * The back office's lead forms: status change (one lead or many), partner assignment and notes.
 * Shared by the admin forms and the server. Messages are keys of the AdminLeads `errors` messages.
 */

export const ADMIN_LEAD_NOTE_MAX = 1000;
/** Leads one bulk change may touch. */
export const ADMIN_LEAD_BULK_MAX = 100;

// The schema's list again (a value import would pull the database schema into the browser).
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const satisfies typeof LEAD_STATUSES;

const UUID = UUID_PATTERN;

const status = z.enum(STATUSES, { error: 'statusInvalid' });
const note = text({ error: 'noteMax' }).trim().max(ADMIN_LEAD_NOTE_MAX, 'noteMax').optional().default('');

export const leadStatusSchema = z.strictObject({ status, note }, { error: 'invalidInput' });

export const leadAssignSchema = z.strictObject(
  {
    // '' is "no partner": the select's first option.
    partnerId: text({ error: 'partnerInvalid' })
      .trim()
      .refine((v) => v === '' || UUID.test(v), 'partnerInvalid')
      .transform((v) => (v === '' ? null : v.toLowerCase())),
    note,
  },
  { error: 'invalidInput' },
);

export const leadNoteSchema = z.strictObject(
  { note: text({ error: 'noteRequired' }).trim().min(1, 'noteRequired').max(ADMIN_LEAD_NOTE_MAX, 'noteMax') },
  { error: 'invalidInput' },
);

export const leadBulkSchema = z.strictObject(
  {
    ids: z
      .array(text({ error: 'idsInvalid' }).regex(UUID, 'idsInvalid'), { error: 'idsMin' })
      .min(1, 'idsMin')
      .max(ADMIN_LEAD_BULK_MAX, 'idsMax')
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    status,
    note,
  },
  { error: 'invalidInput' },
);

export type LeadStatusInput = z.input<typeof leadStatusSchema>;
export type LeadStatusChange = z.output<typeof leadStatusSchema>;
export type LeadAssignInput = z.input<typeof leadAssignSchema>;
export type LeadAssign = z.output<typeof leadAssignSchema>;
export type LeadNoteInput = z.input<typeof leadNoteSchema>;
export type LeadNote = z.output<typeof leadNoteSchema>;
export type LeadBulkInput = z.input<typeof leadBulkSchema>;
export type LeadBulk = z.output<typeof leadBulkSchema>;

export type LeadFormError = { ok: false; error: 'validation'; messageKey: string; field: string };

/** Parses with one of the schemas above; on failure the first message key and the field it belongs to. */
export function parseLeadForm<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | LeadFormError {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: 'validation', messageKey: issue.message, field: String(issue.path[0] ?? '') };
}
