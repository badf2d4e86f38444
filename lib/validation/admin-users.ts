import { UUID_PATTERN, z } from './zod';

/**
 * The back office's role controls and the outbox's resend button: what each form sends, checked
 * in the browser and again, with the same schema, by the server action. Messages are keys of the
 * AdminUsers / AdminMail `errors` messages.
 */

const UUID = UUID_PATTERN;

const accountId = z.string({ error: 'invalidInput' }).trim().regex(UUID, 'invalidInput');

/** Grant or revoke a role of one account. */
export const roleTargetSchema = z.strictObject({ userId: accountId }, { error: 'invalidInput' });

/** Link an account to a partner (replacing any partner it was linked to). */
export const partnerLinkSchema = z.strictObject(
  {
    userId: accountId,
    partnerId: z.string({ error: 'partnerRequired' }).trim().min(1, 'partnerRequired').regex(UUID, 'partnerRequired'),
  },
  { error: 'invalidInput' },
);

/** Send one outbox mail again. */
export const resendMailSchema = z.strictObject(
  { id: z.string({ error: 'invalidInput' }).trim().regex(UUID, 'invalidInput') },
  { error: 'invalidInput' },
);

export type RoleTargetInput = z.input<typeof roleTargetSchema>;
export type PartnerLinkInput = z.input<typeof partnerLinkSchema>;
export type ResendMailInput = z.input<typeof resendMailSchema>;

export { userErrorKey, type UserErrorKey } from '@/lib/validation/admin-user-errors';
