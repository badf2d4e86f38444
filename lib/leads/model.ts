import { LEAD_STATUSES, type LEAD_TYPES } from '@/lib/db/schema';

/** What a lead is and where its status may go, for the back office and the partner panel alike. */

export type LeadType = (typeof LEAD_TYPES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses an admin may move a lead to, by its current status. Staff may skip "contacted"
 * (a lead qualified on the first call) and drop a new lead at once (spam, duplicates); a stalled
 * qualified lead may go back to contacted; a won or lost lead reopens as contacted. Nothing goes
 * back to "new": that status means nobody has looked at the lead yet.
 */
export const ADMIN_LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'qualified', 'lost'],
  contacted: ['qualified', 'won', 'lost'],
  qualified: ['won', 'lost', 'contacted'],
  won: ['contacted'],
  lost: ['contacted'],
};

/** The statuses a partner may move a lead to, by its current status. */
export const PARTNER_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted'],
  contacted: ['qualified', 'won', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: [],
};
