import 'server-only';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { authUsers, leadEvents, leads, partners } from '@/lib/db/schema';
import { ADMIN_LEAD_TRANSITIONS, isLeadStatus, type LeadStatus, type LeadType } from '@/lib/leads/model';
import { leadOrder, leadWhere, type LeadListQuery } from '@/lib/leads/admin-query';
import { assertAdmin, isUuid, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { formatCnpj } from '@/lib/validation/cnpj';
import { pageWindow, type ListPage } from '@/lib/admin/list-query';
import {
  leadAssignSchema,
  leadBulkSchema,
  leadNoteSchema,
  leadStatusSchema,
  parseLeadForm,
  type LeadFormError,
} from '@/lib/validation/admin-leads';

/**
 * The back office's leads inbox: list, detail, status workflow, partner assignment and notes (the
 * list's filters are in admin-leads-query, the CSV export in admin-leads-csv).
 * Every function checks the admin role in the database first (NotAdminError otherwise); every
 * write locks the lead row and writes its history event and audit row in the same transaction.
 */

export const LEADS_PAGE_SIZE = 25;

/* ───────────── List ───────────── */

export interface AdminLeadRow {
  id: string;
  createdAt: Date;
  type: LeadType;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** The assigned partner's name (null: no partner). */
  partnerName: string | null;
  locale: string | null;
  sourcePage: string | null;
}

export function payloadText(payload: Record<string, unknown> | null, key: string): string | null {
  const value = payload?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

// The current partner's name; the stored copy when the partner row is gone but the id stayed.
const assignedPartnerName = sql<
  string | null
>`case when ${leads.partnerId} is null then null else coalesce(${partners.name}, ${leads.partnerName}) end`;

/** The columns of a list row (the CSV export reads the same). */
export const leadRowColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  type: leads.type,
  status: leads.status,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  payload: leads.payload,
  partnerName: assignedPartnerName,
  region: leads.region,
  locale: leads.locale,
  sourcePage: leads.sourcePage,
};

/** One page (25) of leads matching the query, sorted as asked. */
export async function listLeads(
  db: Db,
  actor: Actor | null | undefined,
  query: LeadListQuery,
): Promise<ListPage<AdminLeadRow> & { query: LeadListQuery }> {
  await assertAdmin(db, actor);
  const where = leadWhere(query);
  const [totalRow] = await db.select({ n: count() }).from(leads).where(where);
  const total = Number(totalRow?.n ?? 0);
  const { page, pageCount, offset } = pageWindow(total, LEADS_PAGE_SIZE, query.page);
  const rows = await db
    .select(leadRowColumns)
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(where)
    .orderBy(...leadOrder(query))
    .limit(LEADS_PAGE_SIZE)
    .offset(offset);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      type: r.type,
      status: r.status,
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: payloadText(r.payload, 'company'),
      partnerName: r.partnerName,
      locale: r.locale,
      sourcePage: r.sourcePage,
    })),
    total,
    page,
    pageCount,
    pageSize: LEADS_PAGE_SIZE,
    query: { ...query, page },
  };
}

export interface PartnerOption {
  id: string;
  name: string;
  active: boolean;
}

/** Every partner, by name: the list's filter offers all of them, assignment only the active ones. */
export async function leadPartnerOptions(db: Db, actor: Actor | null | undefined): Promise<PartnerOption[]> {
  await assertAdmin(db, actor);
  return db.select({ id: partners.id, name: partners.name, active: partners.active }).from(partners).orderBy(asc(partners.name));
}

/* ───────────── Detail ───────────── */

export interface LeadHistoryEntry {
  id: string;
  kind: 'status' | 'assign' | 'note';
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  fromPartner: { id: string; name: string | null } | null;
  toPartner: { id: string; name: string | null } | null;
  note: string | null;
  actorId: string | null;
  /** The actor's name or e-mail (embedded auth), else the start of the id; null for the system. */
  actorName: string | null;
  createdAt: Date;
}

export interface AdminLeadDetail {
  id: string;
  type: LeadType;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Every field the form sent, in the order it was stored. */
  payload: { key: string; value: string }[];
  company: string | null;
  message: string | null;
  partner: PartnerOption | null;
  /** The partner name stored with the lead (the one the visitor chose, or the last assigned). */
  partnerName: string | null;
  region: string | null;
  locale: string | null;
  sourcePage: string | null;
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The statuses an admin may move it to now. */
  next: readonly LeadStatus[];
  /** Newest first. */
  history: LeadHistoryEntry[];
}

const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

function payloadEntries(payload: Record<string, unknown> | null): { key: string; value: string }[] {
  if (!payload || typeof payload !== 'object') return [];
  return Object.entries(payload)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([key, v]) => ({ key, value: typeof v !== 'string' ? JSON.stringify(v) : key === 'cnpj' ? formatCnpj(v) : v }));
}

/** A lead with every field, its partner and its history; null when there is none with that id. */
export async function getLead(db: Db, actor: Actor | null | undefined, id: unknown): Promise<AdminLeadDetail | null> {
  await assertAdmin(db, actor);
  if (!isUuid(id)) return null;
  const [lead] = await db
    .select({
      lead: leads,
      partner: { id: partners.id, name: partners.name, active: partners.active },
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(eq(leads.id, id));
  if (!lead) return null;
  const fromPartner = alias(partners, 'from_partner');
  const toPartner = alias(partners, 'to_partner');
  const events = await db
    .select({
      event: leadEvents,
      actorName: authUsers.name,
      actorEmail: authUsers.email,
      fromPartnerName: fromPartner.name,
      toPartnerName: toPartner.name,
    })
    .from(leadEvents)
    .leftJoin(authUsers, eq(authUsers.id, leadEvents.actorId))
    .leftJoin(fromPartner, eq(fromPartner.id, leadEvents.fromPartnerId))
    .leftJoin(toPartner, eq(toPartner.id, leadEvents.toPartnerId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
  const l = lead.lead;
  return {
    id: l.id,
    type: l.type,
    status: l.status,
    name: l.name,
    email: l.email,
    phone: l.phone,
    payload: payloadEntries(l.payload),
    company: payloadText(l.payload, 'company'),
    message: payloadText(l.payload, 'message'),
    partner: lead.partner?.id ? lead.partner : null,
    partnerName: l.partnerName,
    region: l.region,
    locale: l.locale,
    sourcePage: l.sourcePage,
    userId: l.userId,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
    next: ADMIN_LEAD_TRANSITIONS[l.status],
    history: events.map(({ event: e, actorName, actorEmail, fromPartnerName, toPartnerName }) => ({
      id: e.id,
      kind: e.kind,
      fromStatus: isLeadStatus(e.fromStatus) ? e.fromStatus : null,
      toStatus: isLeadStatus(e.toStatus) ? e.toStatus : null,
      fromPartner: e.fromPartnerId ? { id: e.fromPartnerId, name: fromPartnerName } : null,
      toPartner: e.toPartnerId ? { id: e.toPartnerId, name: toPartnerName } : null,
      note: e.note,
      actorId: e.actorId,
      actorName: e.actorId ? actorName || actorEmail || shortId(e.actorId) : null,
      createdAt: e.createdAt,
    })),
  };
}

/* ───────────── Writes ───────────── */

type NotFound = { ok: false; error: 'not_found' };
const NOT_FOUND: NotFound = { ok: false, error: 'not_found' };

export type ChangeStatusResult =
  | { ok: true; status: LeadStatus; changed: boolean }
  | NotFound
  | LeadFormError
  | { ok: false; error: 'invalid_transition'; from: LeadStatus; to: LeadStatus };

/**
 * Moves a lead along ADMIN_LEAD_TRANSITIONS with an optional note (history event and audit row in
 * the same transaction). Asking for the status it already has changes nothing.
 */
export async function changeLeadStatus(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  input: unknown,
  meta: WriteMeta = {},
): Promise<ChangeStatusResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = parseLeadForm(leadStatusSchema, input);
  if (!parsed.ok) return parsed;
  const { status, note } = parsed.data;
  return db.transaction(async (tx): Promise<ChangeStatusResult> => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) return NOT_FOUND;
    if (lead.status === status) return { ok: true, status, changed: false };
    if (!ADMIN_LEAD_TRANSITIONS[lead.status].includes(status))
      return { ok: false, error: 'invalid_transition', from: lead.status, to: status };
    await tx
      .update(leads)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    await tx
      .insert(leadEvents)
      .values({ leadId: id, actorId: admin.id, kind: 'status', fromStatus: lead.status, toStatus: status, note: note || null });
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'lead.status',
      entity: 'lead',
      entityId: id,
      before: { status: lead.status },
      after: { status },
      data: note ? { note } : undefined,
      ip: meta.ip,
    });
    return { ok: true, status, changed: true };
  });
}

export type AssignResult =
  | { ok: true; partner: { id: string; name: string } | null; changed: boolean }
  | NotFound
  | LeadFormError
  | { ok: false; error: 'partner_unavailable' };

/**
 * Hands a lead to an active partner (or to none), keeping the partner's name on the lead; the
 * partner then finds it in their dashboard. An inactive or unknown partner is refused.
 */
export async function assignLead(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  input: unknown,
  meta: WriteMeta = {},
): Promise<AssignResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = parseLeadForm(leadAssignSchema, input);
  if (!parsed.ok) return parsed;
  const { partnerId, note } = parsed.data;
  return db.transaction(async (tx): Promise<AssignResult> => {
    const [lead] = await tx
      .select({ partnerId: leads.partnerId, partnerName: leads.partnerName })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    if (!lead) return NOT_FOUND;
    let partner: { id: string; name: string } | null = null;
    if (partnerId) {
      // Shared lock: the partner cannot be deactivated while the lead is handed to it.
      const [row] = await tx
        .select({ id: partners.id, name: partners.name, active: partners.active })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('share');
      if (lead.partnerId === partnerId) return { ok: true, partner: row ? { id: row.id, name: row.name } : null, changed: false };
      if (!row?.active) return { ok: false, error: 'partner_unavailable' };
      partner = { id: row.id, name: row.name };
    } else if (lead.partnerId === null) {
      return { ok: true, partner: null, changed: false };
    }
    const after = { partnerId: partner?.id ?? null, partnerName: partner?.name ?? null };
    await tx
      .update(leads)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    await tx.insert(leadEvents).values({
      leadId: id,
      actorId: admin.id,
      kind: 'assign',
      fromPartnerId: lead.partnerId,
      toPartnerId: after.partnerId,
      note: note || null,
    });
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'lead.assign',
      entity: 'lead',
      entityId: id,
      before: { partnerId: lead.partnerId, partnerName: lead.partnerName },
      after,
      data: note ? { note } : undefined,
      ip: meta.ip,
    });
    return { ok: true, partner, changed: true };
  });
}

export type AddNoteResult = { ok: true } | NotFound | LeadFormError;

/** A note in the lead's history (status and partner unchanged), with its audit row. */
export async function addLeadNote(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  input: unknown,
  meta: WriteMeta = {},
): Promise<AddNoteResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = parseLeadForm(leadNoteSchema, input);
  if (!parsed.ok) return parsed;
  const { note } = parsed.data;
  return db.transaction(async (tx): Promise<AddNoteResult> => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) return NOT_FOUND;
    await tx.insert(leadEvents).values({ leadId: id, actorId: admin.id, kind: 'note', note });
    await writeAudit(tx, { actorId: admin.id, action: 'lead.note', entity: 'lead', entityId: id, data: { note }, ip: meta.ip });
    return { ok: true };
  });
}

export type BulkStatusResult = { ok: true; changed: number; skipped: number } | LeadFormError;

/**
 * One status for up to 100 leads, in one transaction: each lead whose current status allows the
 * move changes (with its history event and audit row); the others, unknown ids and leads already
 * in that status are skipped and counted.
 */
export async function bulkChangeStatus(
  db: Db,
  actor: Actor | null | undefined,
  ids: unknown,
  change: unknown,
  meta: WriteMeta = {},
): Promise<BulkStatusResult> {
  const admin = await assertAdmin(db, actor);
  const fields = change && typeof change === 'object' && !Array.isArray(change) ? change : {};
  const parsed = parseLeadForm(leadBulkSchema, { ...fields, ids });
  if (!parsed.ok) return parsed;
  const { ids: unique, status, note } = parsed.data;
  return db.transaction(async (tx): Promise<BulkStatusResult> => {
    // Locked in id order, so two bulk changes over the same leads queue instead of deadlocking.
    const found = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(inArray(leads.id, unique))
      .orderBy(asc(leads.id))
      .for('update');
    const moving = found.filter((l) => l.status !== status && ADMIN_LEAD_TRANSITIONS[l.status].includes(status));
    if (moving.length) {
      await tx
        .update(leads)
        .set({ status, updatedAt: sql`now()` })
        .where(
          inArray(
            leads.id,
            moving.map((l) => l.id),
          ),
        );
      await tx.insert(leadEvents).values(
        moving.map((l) => ({
          leadId: l.id,
          actorId: admin.id,
          kind: 'status' as const,
          fromStatus: l.status,
          toStatus: status,
          note: note || null,
        })),
      );
      for (const l of moving) {
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'lead.status',
          entity: 'lead',
          entityId: l.id,
          before: { status: l.status },
          after: { status },
          data: { bulk: true, ...(note ? { note } : {}) },
          ip: meta.ip,
        });
      }
    }
    return { ok: true, changed: moving.length, skipped: unique.length - moving.length };
  });
}
