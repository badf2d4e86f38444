/** Leads and the newsletter: what visitors send, what happened to it, and who subscribed. */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { partners } from './partners';

export const LEAD_TYPES = ['contact', 'ebook', 'newsletter', 'chat', 'reseller'] as const;

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: LEAD_TYPES }).notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    partnerName: text('partner_name'),
    region: text('region'),
    locale: text('locale'),
    sourcePage: text('source_page'),
    /** The account that sent it while signed in (auth user id; no FK so either auth backend works). */
    userId: text('user_id'),
    /** Sent by the browser with each submission: a replay or a double click stores one row. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_type_created_idx').on(t.type, t.createdAt),
    index('leads_user_idx').on(t.userId),
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    index('leads_partner_idx').on(t.partnerId),
    index('leads_email_idx').on(t.email),
    check('leads_type_ck', sql`${t.type} in ('contact', 'ebook', 'newsletter', 'chat', 'reseller')`),
    check('leads_status_ck', sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
  ],
);

/** What happened to a lead, oldest first: status changes and partner assignments, each with its note. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: text('actor_id'),
    kind: text('kind', { enum: ['status', 'assign', 'note'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    fromPartnerId: uuid('from_partner_id'),
    toPartnerId: uuid('to_partner_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.leadId, t.createdAt),
    check('lead_events_kind_ck', sql`${t.kind} in ('status', 'assign', 'note')`),
  ],
);

/**
 * Double opt-in: a subscription (new, or renewed after an unsubscribe) waits with `pendingSince`
 * set until the signed link mailed to the address is opened; it is active while `confirmedAt` is
 * set and `unsubscribedAt` is not. `consentAt` is when the owner confirmed.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  locale: text('locale'),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  pendingSince: timestamp('pending_since', { withTimezone: true }),
  createdAt: createdAt(),
});
