import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, leadEvents, leads, partnerProfileViews, partners, partnerTerritories, userRoles } from '@/lib/db/schema';
import { csvStream } from '@/lib/http/csv';
import { NEWEST_LEADS_FIRST } from '@/lib/leads/admin-query';
import { keysetBatches, keysetCursor } from '@/lib/db/keyset';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { isLeadStatus, PARTNER_TRANSITIONS, type LeadStatus } from '@/lib/leads/model';
import { lastDays } from '@/lib/time';
import { PARTNER_DASHBOARD } from '@/lib/config/limits';
import type { PartnerErrorKey } from '@/lib/validation/partner-errors';
import { validatePartnerProfile, type PartnerProfile } from '@/lib/validation/partner';

/**
 * The partner dashboard's data. Every function takes the acting user and finds the partner it may
 * act for in user_roles itself: only the actor's id is trusted (it comes from the session), never
 * a partner id from the request. Leads and profiles of other partners read as not found.
 */

/** Who is acting: the signed-in user (an AuthUser fits). */
export interface PartnerActor {
  id: string;
}

export type Forbidden = { ok: false; error: 'forbidden' };
const FORBIDDEN: Forbidden = { ok: false, error: 'forbidden' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partner the actor holds the partner role for, read from user_roles; null when none. */
async function ownPartnerId(db: Db, actor: PartnerActor | null | undefined): Promise<string | null> {
  if (!actor || typeof actor.id !== 'string' || !actor.id) return null;
  const [row] = await db
    .select({ partnerId: userRoles.partnerId })
    .from(userRoles)
    .innerJoin(partners, eq(partners.id, userRoles.partnerId))
    .where(and(eq(userRoles.userId, actor.id), eq(userRoles.role, 'partner')));
  return row?.partnerId ?? null;
}

/* ───────────── Dashboard ───────────── */

export interface PartnerProfileView {
  id: string;
  name: string;
  stateCode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  territories: { stateCode: string; cities: string[] }[];
}

export interface PartnerDashboard {
  profile: PartnerProfileView;
  /** One entry per day, oldest first, zero-filled. */
  viewsPerDay: { day: string; views: number }[];
  viewsTotal: number;
  leadCounts: Record<LeadStatus, number> & { total: number };
}

async function loadProfile(db: Db, partnerId: string): Promise<PartnerProfileView | null> {
  const [partner] = await db
    .select({
      id: partners.id,
      name: partners.name,
      stateCode: partners.stateCode,
      city: partners.city,
      email: partners.email,
      phone: partners.phone,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner) return null;
  const territories = await db
    .select({ stateCode: partnerTerritories.stateCode, cities: partnerTerritories.cities })
    .from(partnerTerritories)
    .where(eq(partnerTerritories.partnerId, partnerId))
    .orderBy(asc(partnerTerritories.createdAt), asc(partnerTerritories.id));
  return { ...partner, territories };
}

/** Profile, profile views per day (company time zone) and lead counts by status of the actor's partner. */
export async function partnerDashboard(
  db: Db,
  actor: PartnerActor | null,
  { now = new Date(), days = PARTNER_DASHBOARD.viewDays }: { now?: Date; days?: number } = {},
): Promise<{ ok: true; data: PartnerDashboard } | Forbidden> {
  const partnerId = await ownPartnerId(db, actor);
  if (!partnerId) return FORBIDDEN;
  const dayList = lastDays(now, days);
  const first = dayList[0]!;
  const last = dayList.at(-1)!;
  const localDay = sql<string>`to_char(${partnerProfileViews.createdAt} at time zone ${COMPANY_TIME_ZONE}::text, 'YYYY-MM-DD')`;
  const [profile, views, statuses] = await Promise.all([
    loadProfile(db, partnerId),
    db
      .select({ day: localDay, views: count() })
      .from(partnerProfileViews)
      .where(
        and(
          eq(partnerProfileViews.partnerId, partnerId),
          sql`${partnerProfileViews.createdAt} >= (${first}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`,
          sql`${partnerProfileViews.createdAt} < (${last}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`,
        ),
      )
      // By position: the select's expression carries its own bound parameter.
      .groupBy(sql`1`),
    db.select({ status: leads.status, n: count() }).from(leads).where(eq(leads.partnerId, partnerId)).groupBy(leads.status),
  ]);
  if (!profile) return FORBIDDEN;
  const byDay = new Map(views.map((v) => [v.day, Number(v.views)]));
  const viewsPerDay = dayList.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  const leadCounts = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, total: 0 };
  for (const s of statuses) {
    leadCounts[s.status] = Number(s.n);
    leadCounts.total += Number(s.n);
  }
  return {
    ok: true,
    data: { profile, viewsPerDay, viewsTotal: viewsPerDay.reduce((sum, d) => sum + d.views, 0), leadCounts },
  };
}

/* ───────────── Leads ───────────── */

export interface PartnerLeadRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** A CONTACT_SERVICES key, as the form sent it. */
  service: string | null;
  region: string | null;
  /** The start of the message (the whole message is in the CSV). */
  message: string;
  createdAt: Date;
  status: LeadStatus;
  /** The statuses the partner may move this lead to. */
  next: readonly LeadStatus[];
}

export interface PartnerLeadsPage {
  rows: PartnerLeadRow[];
  status: LeadStatus | null;
  page: number;
  pages: number;
  total: number;
  pageSize: number;
}

function payloadText(payload: Record<string, unknown> | null, key: string): string | null {
  const value = payload?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function excerpt(text: string | null, max: number): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  payload: leads.payload,
  region: leads.region,
  status: leads.status,
  createdAt: leads.createdAt,
};

/** One page of the actor's partner's leads, newest first, optionally of one status. */
export async function partnerLeads(
  db: Db,
  actor: PartnerActor | null,
  { status, page = 1, pageSize = PARTNER_DASHBOARD.leadsPerPage }: { status?: unknown; page?: unknown; pageSize?: number } = {},
): Promise<{ ok: true; data: PartnerLeadsPage } | Forbidden> {
  const partnerId = await ownPartnerId(db, actor);
  if (!partnerId) return FORBIDDEN;
  const filter = isLeadStatus(status) ? status : null;
  const where = filter ? and(eq(leads.partnerId, partnerId), eq(leads.status, filter)) : eq(leads.partnerId, partnerId);
  const [totalRow] = await db.select({ n: count() }).from(leads).where(where);
  const total = Number(totalRow?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Math.trunc(Number(page));
  const current = Number.isFinite(wanted) ? Math.min(Math.max(1, wanted), pages) : 1;
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    ok: true,
    data: {
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        company: payloadText(r.payload, 'company'),
        service: payloadText(r.payload, 'service'),
        region: r.region,
        message: excerpt(payloadText(r.payload, 'message'), PARTNER_DASHBOARD.messageExcerpt),
        createdAt: r.createdAt,
        status: r.status,
        next: PARTNER_TRANSITIONS[r.status],
      })),
      status: filter,
      page: current,
      pages,
      total,
      pageSize,
    },
  };
}

export type LeadStatusResult =
  { ok: true; status: LeadStatus; changed: boolean } | Forbidden | { ok: false; error: 'not_found' | 'invalid_transition' };

/**
 * Moves one of the actor's partner's leads to `status` along PARTNER_TRANSITIONS and writes the
 * audit row in the same transaction. A lead of another partner (or no lead) is 'not_found'.
 */
export async function updateLeadStatus(
  db: Db,
  actor: PartnerActor | null,
  leadId: unknown,
  status: unknown,
  meta: { ip?: string | null } = {},
): Promise<LeadStatusResult> {
  const partnerId = await ownPartnerId(db, actor);
  if (!partnerId) return FORBIDDEN;
  if (typeof leadId !== 'string' || !UUID.test(leadId)) return { ok: false, error: 'not_found' };
  if (!isLeadStatus(status)) return { ok: false, error: 'invalid_transition' };
  return db.transaction(async (tx): Promise<LeadStatusResult> => {
    const [lead] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.partnerId, partnerId)))
      .for('update');
    if (!lead) return { ok: false, error: 'not_found' };
    if (lead.status === status) return { ok: true, status, changed: false };
    if (!PARTNER_TRANSITIONS[lead.status].includes(status)) return { ok: false, error: 'invalid_transition' };
    await tx
      .update(leads)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(leads.id, leadId), eq(leads.partnerId, partnerId)));
    // The lead's history shows the partner's moves next to the back office's.
    await tx.insert(leadEvents).values({ leadId, actorId: actor!.id, kind: 'status', fromStatus: lead.status, toStatus: status });
    await tx.insert(auditLog).values({
      actorId: actor!.id,
      action: 'lead.status',
      entity: 'lead',
      entityId: leadId,
      data: { before: { status: lead.status }, after: { status } },
      ip: meta.ip ?? null,
    });
    return { ok: true, status, changed: true };
  });
}

/* ───────────── Profile ───────────── */

export type ProfileResult =
  { ok: true; profile: PartnerProfileView } | Forbidden | { ok: false; error: 'validation'; messageKey: PartnerErrorKey; path: string };

function snapshot(p: PartnerProfileView) {
  return { email: p.email, phone: p.phone, territories: p.territories };
}

/**
 * Updates the actor's partner's contact e-mail, phone and territories (validated with the form's
 * schema, which refuses any other key), writes the audit row with before/after in the same
 * transaction, then drops the public partner cache.
 */
export async function updatePartnerProfile(
  db: Db,
  actor: PartnerActor | null,
  input: unknown,
  meta: { ip?: string | null } = {},
): Promise<ProfileResult> {
  const partnerId = await ownPartnerId(db, actor);
  if (!partnerId) return FORBIDDEN;
  const validation = validatePartnerProfile(input);
  if (!validation.ok) return { ok: false, error: 'validation', messageKey: validation.messageKey, path: validation.path };
  const data: PartnerProfile = validation.data;

  const result = await db.transaction(async (tx) => {
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
    const before = await loadProfile(tx as unknown as Db, partnerId);
    if (!before) return null;
    await tx
      .update(partners)
      .set({ email: data.email, phone: data.phone, updatedAt: sql`now()` })
      .where(eq(partners.id, partnerId));
    await tx.delete(partnerTerritories).where(eq(partnerTerritories.partnerId, partnerId));
    // now() is fixed inside a transaction: explicit, increasing created_at keep the given order.
    const base = Date.now();
    await tx
      .insert(partnerTerritories)
      .values(data.territories.map((t, i) => ({ partnerId, stateCode: t.state_code, cities: t.cities, createdAt: new Date(base + i) })));
    const after: PartnerProfileView = {
      ...before,
      email: data.email,
      phone: data.phone,
      territories: data.territories.map((t) => ({ stateCode: t.state_code, cities: t.cities })),
    };
    await tx.insert(auditLog).values({
      actorId: actor!.id,
      action: 'partner.profile',
      entity: 'partner',
      entityId: partnerId,
      data: { before: snapshot(before), after: snapshot(after) },
      ip: meta.ip ?? null,
    });
    return after;
  });
  if (!result) return FORBIDDEN;
  return { ok: true, profile: result };
}

/* ───────────── CSV export ───────────── */

export const CSV_COLUMNS = ['created_at', 'status', 'name', 'email', 'phone', 'company', 'service', 'region', 'message'] as const;

/** All of the actor's partner's leads as a CSV stream: UTF-8 with BOM, header row, CRLF, ISO 8601 dates, newest first. */
export async function partnerLeadsCsv(
  db: Db,
  actor: PartnerActor | null,
): Promise<{ ok: true; csv: ReadableStream<Uint8Array> } | Forbidden> {
  const partnerId = await ownPartnerId(db, actor);
  if (!partnerId) return FORBIDDEN;
  const keys = NEWEST_LEADS_FIRST;
  const batch = keysetBatches(keys, eq(leads.partnerId, partnerId), ({ where, order, limit }) =>
    db
      .select({ ...leadColumns, cursor: keysetCursor(keys) })
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(limit),
  );
  const csv = await csvStream({
    header: CSV_COLUMNS,
    what: 'Partner CSV export failed',
    batch,
    cells: (r) => [
      r.createdAt,
      r.status,
      r.name,
      r.email,
      r.phone,
      payloadText(r.payload, 'company'),
      payloadText(r.payload, 'service'),
      r.region,
      payloadText(r.payload, 'message'),
    ],
  });
  return { ok: true, csv };
}
