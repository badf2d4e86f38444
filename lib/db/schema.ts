import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* ───────────── Embedded auth (better-auth). Field keys are better-auth's names. ───────────── */

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/* ───────────── Partners ───────────── */

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

/* ───────────── Roles ───────────── */

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Text: embedded auth ids and Supabase uuids both fit; no FK so either auth backend works.
    userId: text('user_id').notNull(),
    role: text('role', { enum: ['admin', 'partner'] }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role),
    index('user_roles_partner_idx').on(t.partnerId),
    check('user_roles_role_ck', sql`${t.role} in ('admin', 'partner')`),
    check('user_roles_partner_ck', sql`${t.role} <> 'partner' or ${t.partnerId} is not null`),
  ],
);

/**
 * Signed-in sessions of either auth backend: when each started and was last used, for the idle
 * and absolute limits (lib/auth/session-limits.ts). `key` is `<backend>:<session id>`.
 */
export const sessionActivity = pgTable(
  'session_activity',
  {
    key: text('key').primaryKey(),
    userId: text('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_activity_last_seen_idx').on(t.lastSeenAt)],
);

/* ───────────── Analytics and installs ───────────── */

export const analyticsPageviews = pgTable(
  'analytics_pageviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    /** The referring site's host only (never a full URL: it can carry personal data). */
    referrer: text('referrer'),
    userAgent: text('user_agent').notNull().default(''),
    deviceType: text('device_type', { enum: ['tablet', 'mobile', 'desktop'] }).notNull(),
    browser: text('browser').notNull(),
    locale: text('locale'),
    /** ISO country code from the hosting platform's request header; no IP address is kept. */
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_pageviews_session_idx').on(t.sessionId), index('analytics_pageviews_created_idx').on(t.createdAt)],
);

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull().unique(),
    referrer: text('referrer'),
    deviceType: text('device_type').notNull(),
    lastVisit: timestamp('last_visit', { withTimezone: true }).notNull().defaultNow(),
    totalPageviews: integer('total_pageviews').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_sessions_last_visit_idx').on(t.lastVisit)],
);

/** Page views older than the raw retention, rolled up per day, page, locale and device. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    pagePath: text('page_path').notNull(),
    locale: text('locale').notNull().default(''),
    deviceType: text('device_type').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath, t.locale, t.deviceType] })],
);

/**
 * Field Core Web Vitals, one row per metric per page view (a document load), kept 30 days. No
 * person identifier: view_id is random per document load and lives only in that page's memory.
 */
export const analyticsWebVitals = pgTable(
  'analytics_web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewId: text('view_id').notNull(),
    /** The route pattern of the page the document was loaded on (`/servicos/[slug]`), or 'other'. */
    route: text('route').notNull(),
    locale: text('locale').notNull(),
    device: text('device', { enum: ['mobile', 'desktop'] }).notNull(),
    /** navigator.connection.effectiveType when the browser tells it. */
    connection: text('connection'),
    metric: text('metric', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    /** Milliseconds, except CLS (a score); clamped to a plausible range. */
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('analytics_web_vitals_view_metric_uq').on(t.viewId, t.metric),
    index('analytics_web_vitals_created_idx').on(t.createdAt),
    check('analytics_web_vitals_metric_ck', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('analytics_web_vitals_device_ck', sql`${t.device} in ('mobile', 'desktop')`),
  ],
);

/**
 * Field metrics per day (company time zone), route, device and metric: the sample count, the exact
 * 75th percentile of that day, and counts per fixed bucket so several days' p75 can be read back.
 */
export const analyticsWebVitalsDaily = pgTable(
  'analytics_web_vitals_daily',
  {
    day: date('day').notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    /** Distinct page views (view ids) the figure rests on. */
    views: integer('views').notNull(),
    p75: doublePrecision('p75').notNull(),
    /** Counts per bucket of VITAL_BUCKETS[metric] (lib/analytics/vitals.ts). */
    histogram: integer('histogram').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.device, t.metric] })],
);

/**
 * What each client stored of one kind of beacon per company-time-zone day and subject (a route
 * pattern for field metrics, a path for page views), so one client's share stays capped. The client
 * is an HMAC of its IPv4 address or IPv6 /64 keyed per day, never the address; rows are deleted
 * once their day is over.
 */
export const analyticsBeaconQuotas = pgTable(
  'analytics_beacon_quotas',
  {
    kind: text('kind', { enum: ['vitals', 'pageview'] }).notNull(),
    day: date('day').notNull(),
    client: text('client').notNull(),
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.client, t.subject] })],
);

export const pwaInstallations = pgTable(
  'pwa_installations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    osName: text('os_name'),
    browserName: text('browser_name'),
    country: text('country'),
    city: text('city'),
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ipAddress: text('ip_address'),
    /** What the browser reports itself as (navigator.userAgentData.platform or navigator.platform). */
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [index('pwa_installations_created_idx').on(t.createdAt)],
);

/* ───────────── Leads and mail ───────────── */

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

export const resellerApplications = pgTable(
  'reseller_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia').notNull(),
    cnpj: text('cnpj').notNull(),
    nomeResponsavel: text('nome_responsavel').notNull(),
    cargo: text('cargo').notNull(),
    email: text('email').notNull(),
    telefone: text('telefone').notNull(),
    website: text('website'),
    endereco: text('endereco').notNull(),
    numero: text('numero').notNull(),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    cep: text('cep').notNull(),
    cepPrincipal: text('cep_principal'),
    especialidades: text('especialidades').array().notNull(),
    cidadesAtuacao: text('cidades_atuacao').array().notNull(),
    aceiteTermos: boolean('aceite_termos').notNull(),
    aceitePublicacao: boolean('aceite_publicacao').notNull(),
    /** Sent by the browser with each submission: a replay or a double click stores one row. */
    idempotencyKey: text('idempotency_key').unique(),
    documentPath: text('document_path'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    documentSize: integer('document_size'),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The reason given with a rejection (mailed to the applicant). */
    reviewNote: text('review_note'),
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reseller_applications_status_idx').on(t.status, t.createdAt),
    index('reseller_applications_cnpj_idx').on(t.cnpj),
    check('reseller_applications_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const seoRuns = pgTable(
  'seo_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('seo_runs_job_started_idx').on(t.job, t.startedAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the retry job may try this mail again (null: at once). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_created_idx').on(t.status, t.createdAt), index('outbox_to_idx').on(t.toAddress)],
);

/** Fixed-window counters for our own rate limits (atomic upsert; holds across instances). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * Every version of a content file a save through the site replaced (local mode): the text as it
 * was, who replaced it and when. `text` null: the file did not exist (the save created it).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale'),
    slug: text('slug'),
    text: text('text'),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_path_created_idx').on(t.path, t.createdAt)],
);

/**
 * Old public addresses: a permanent redirect to `to_path`, or gone (410) when it is null. Written
 * when a save renames or deletes an entry, and by admins on /admin/redirecionamentos.
 */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path'),
  source: text('source', { enum: ['rename', 'delete', 'admin'] }).notNull(),
  actorId: text('actor_id'),
  createdAt: createdAt(),
});

/** Scheduled entries already announced (pages revalidated, IndexNow told) at their publication moment. */
export const contentPublications = pgTable(
  'content_publications',
  {
    path: text('path').notNull(),
    publishAt: text('publish_at').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.publishAt] })],
);

/**
 * A machine translation of one entry under way (local mode): how many of its parts the model has
 * answered, so the admin who asked can watch it; `error` says why a failed one wrote nothing.
 */
export const contentTranslationJobs = pgTable('content_translation_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  locale: text('locale').notNull(),
  slug: text('slug').notNull(),
  actorId: text('actor_id').notNull(),
  status: text('status', { enum: ['running', 'done', 'failed'] })
    .notNull()
    .default('running'),
  partsDone: integer('parts_done').notNull().default(0),
  partsTotal: integer('parts_total'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
