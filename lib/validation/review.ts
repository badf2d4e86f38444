import { text, z } from './zod';
import { RESELLER_REVIEW } from '@/lib/config/limits';

/**
 * Reviewing a reseller application: the rejection reason (mailed to the applicant). Messages are
 * keys of the AdminResellers.errors messages. Shared by the admin's reject form and the server.
 */
export const rejectSchema = z.object({
  reason: text({ error: 'reasonMin' }).trim().min(RESELLER_REVIEW.reasonMin, 'reasonMin').max(RESELLER_REVIEW.reasonMax, 'reasonMax'),
});

export type RejectInput = z.input<typeof rejectSchema>;
