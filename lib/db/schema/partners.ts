/** Partners: the companies that serve a territory, their territories and profile views. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    stateCode: text('state_code'),
    city: text('city'),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_active_idx').on(t.active), uniqueIndex('partners_name_uq').on(t.name)],
);

export const partnerTerritories = pgTable(
  'partner_territories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('partner_territories_partner_idx').on(t.partnerId), index('partner_territories_state_idx').on(t.stateCode)],
);

export const partnerProfileViews = pgTable(
  'partner_profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent').notNull().default(''),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('partner_profile_views_partner_idx').on(t.partnerId, t.createdAt)],
);
