import 'server-only';
import { and, asc, count, desc, eq, getTableName, ilike, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads, partnerProfileViews, partners, partnerTerritories, userRoles } from '@/lib/db/schema';
import { assertAdmin, isUuid, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import {
  containsPattern,
  oneOf,
  pageWindow,
  parseListQuery,
  param,
  type ListPage,
  type ListQuery,
  type SearchParams,
} from '@/lib/admin/list-query';
import { lastDays } from '@/lib/time';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { isUf, type Uf } from '@/lib/config/brazil';
import type { AdminPartnerErrorKey } from '@/lib/validation/admin-partner-errors';
import { partnerActiveSchema, validateAdminPartner, type AdminPartnerData } from '@/lib/validation/admin-partners';

/**
 * The back office's partners: the list with its figures, the edit view, and the writes (create,
 * edit, list or unlist). Every function checks the admin role in the database first; every write
 * is one transaction with its audit row, then drops the public partner cache.
 */

/** Days the profile-view figures look back over. */
export const PARTNER_VIEW_DAYS = 30;
export const PARTNERS_PAGE_SIZE = 25;

export const PARTNER_SORTS = ['name', 'created_at', 'views'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];
export const PARTNER_STATUSES = ['all', 'active', 'inactive'] as const;
export type PartnerStatusFilter = (typeof PARTNER_STATUSES)[number];

export interface PartnerListQuery extends ListQuery<PartnerSort> {
  status: PartnerStatusFilter;
  uf: Uf | null;
}

/** The list's filters, sort and page from the address; anything unknown falls back to the default. */
export function parsePartnerQuery(params: SearchParams): PartnerListQuery {
  const uf = param(params, 'uf').toUpperCase();
  return {
    ...parseListQuery(params, PARTNER_SORTS, { sort: 'name', dir: 'asc' }),
    status: oneOf(params, 'status', PARTNER_STATUSES) ?? 'all',
    uf: isUf(uf) ? uf : null,
  };
}

export interface PartnerListRow {
  id: string;
  name: string;
  active: boolean;
  stateCode: string | null;
  city: string | null;
  email: string | null;
  createdAt: Date;
  territories: number;
  viewsRecent: number;
  viewsTotal: number;
  leads: number;
  users: number;
}

export type PartnerTerritory = { stateCode: string; cities: string[] };

export interface PartnerEdit {
  id: string;
  name: string;
  active: boolean;
  stateCode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** In the order they were saved (the public list shows them so). */
  territories: PartnerTerritory[];
  /** One entry per day (company time zone), oldest first, zero-filled. */
  viewsPerDay: { day: string; views: number }[];
  viewsRecent: number;
  viewsTotal: number;
  leads: number;
  users: number;
}

type Validation = { ok: false; error: 'validation' | 'conflict'; messageKey: AdminPartnerErrorKey; path: string };
type NotFound = { ok: false; error: 'not_found' };
export type PartnerWriteResult = { ok: true; id: string; changed: boolean } | NotFound | Validation;
export type PartnerActiveResult = { ok: true; active: boolean; changed: boolean } | NotFound | Validation;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The start of the first of the last `days` calendar days in the company's time zone. */
function windowStart(now: Date, days: number): SQL {
  const first = lastDays(now, days)[0]!;
  return sql`(${first}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;
}

/**
 * A column with its table's name. Drizzle leaves the columns of a one-table select unqualified,
 * and inside a correlated subquery an unqualified "id" would be the subquery's own.
 */
function ref(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Per-partner figures as correlated subqueries of the partners row. */
function figures(since: SQL) {
  return {
    territories:
      sql<number>`(select count(*) from ${partnerTerritories} where ${ref(partnerTerritories.partnerId)} = ${ref(partners.id)})`.mapWith(
        Number,
      ),
    viewsRecent:
      sql<number>`(select count(*) from ${partnerProfileViews} where ${ref(partnerProfileViews.partnerId)} = ${ref(partners.id)} and ${ref(partnerProfileViews.createdAt)} >= ${since})`.mapWith(
        Number,
      ),
    viewsTotal:
      sql<number>`(select count(*) from ${partnerProfileViews} where ${ref(partnerProfileViews.partnerId)} = ${ref(partners.id)})`.mapWith(
        Number,
      ),
    leads: sql<number>`(select count(*) from ${leads} where ${ref(leads.partnerId)} = ${ref(partners.id)})`.mapWith(Number),
    users:
      sql<number>`(select count(*) from ${userRoles} where ${ref(userRoles.partnerId)} = ${ref(partners.id)} and ${ref(userRoles.role)} = 'partner')`.mapWith(
        Number,
      ),
  };
}

/** One page of partners, filtered by status, state (own or served) and text (name, city, e-mail). */
export async function listPartners(
  db: Db,
  actor: Actor | null | undefined,
  query: PartnerListQuery,
  { pageSize = PARTNERS_PAGE_SIZE, now = new Date() }: { pageSize?: number; now?: Date } = {},
): Promise<ListPage<PartnerListRow>> {
  await assertAdmin(db, actor);
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(partners.active, query.status === 'active'));
  if (query.uf) {
    conditions.push(
      or(
        eq(partners.stateCode, query.uf),
        sql`exists (select 1 from ${partnerTerritories} where ${ref(partnerTerritories.partnerId)} = ${ref(partners.id)} and ${ref(partnerTerritories.stateCode)} = ${query.uf})`,
      )!,
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(partners.name, pattern), ilike(partners.city, pattern), ilike(partners.email, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(partners).where(where);
  const total = Number(totalRow?.n ?? 0);
  const { page, pageCount, offset } = pageWindow(total, pageSize, query.page);

  const f = figures(windowStart(now, PARTNER_VIEW_DAYS));
  const dir = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'created_at'
      ? [dir(partners.createdAt), asc(partners.name)]
      : query.sort === 'views'
        ? [dir(f.viewsRecent), dir(f.viewsTotal), asc(partners.name)]
        : [dir(partners.name)];
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      active: partners.active,
      stateCode: partners.stateCode,
      city: partners.city,
      email: partners.email,
      createdAt: partners.createdAt,
      ...f,
    })
    .from(partners)
    .where(where)
    .orderBy(...order, asc(partners.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount, pageSize };
}

async function loadTerritories(db: Executor, id: string): Promise<PartnerTerritory[]> {
  return db
    .select({ stateCode: partnerTerritories.stateCode, cities: partnerTerritories.cities })
    .from(partnerTerritories)
    .where(eq(partnerTerritories.partnerId, id))
    .orderBy(asc(partnerTerritories.createdAt), asc(partnerTerritories.id));
}

/** A partner with its territories and figures, for the edit page; null when the id is unknown. */
export async function getPartnerForEdit(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  { now = new Date(), days = PARTNER_VIEW_DAYS }: { now?: Date; days?: number } = {},
): Promise<PartnerEdit | null> {
  await assertAdmin(db, actor);
  if (!isUuid(id)) return null;
  const since = windowStart(now, days);
  const f = figures(since);
  const [row] = await db
    .select({
      id: partners.id,
      name: partners.name,
      active: partners.active,
      stateCode: partners.stateCode,
      city: partners.city,
      email: partners.email,
      phone: partners.phone,
      createdAt: partners.createdAt,
      updatedAt: partners.updatedAt,
      viewsRecent: f.viewsRecent,
      viewsTotal: f.viewsTotal,
      leads: f.leads,
      users: f.users,
    })
    .from(partners)
    .where(eq(partners.id, id));
  if (!row) return null;
  const localDay = sql<string>`to_char(${partnerProfileViews.createdAt} at time zone ${COMPANY_TIME_ZONE}::text, 'YYYY-MM-DD')`;
  const [territories, perDay] = await Promise.all([
    loadTerritories(db, id),
    db
      .select({ day: localDay, views: count() })
      .from(partnerProfileViews)
      .where(and(eq(partnerProfileViews.partnerId, id), sql`${partnerProfileViews.createdAt} >= ${since}`))
      // By position: the select's expression carries its own bound parameter.
      .groupBy(sql`1`),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, Number(d.views)]));
  return { ...row, territories, viewsPerDay: lastDays(now, days).map((day) => ({ day, views: byDay.get(day) ?? 0 })) };
}

/* ───────────── Writes ───────────── */

/** What the audit keeps of a partner. */
function snapshot(p: {
  name: string;
  active: boolean;
  stateCode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  territories: PartnerTerritory[];
}) {
  return {
    name: p.name,
    active: p.active,
    stateCode: p.stateCode,
    city: p.city,
    email: p.email,
    phone: p.phone,
    territories: p.territories.map((t) => ({ stateCode: t.stateCode, cities: [...t.cities] })),
  };
}

function fromInput(data: AdminPartnerData) {
  return {
    name: data.name,
    active: data.active,
    stateCode: data.state_code,
    city: data.city,
    email: data.email,
    phone: data.phone,
    territories: data.territories.map((t) => ({ stateCode: t.state_code, cities: t.cities })),
  };
}

const NAME_TAKEN: Validation = { ok: false, error: 'conflict', messageKey: 'nameTaken', path: 'name' };

/** Whether another partner already has this name in any letter case (the index only catches the exact one). */
async function nameTaken(tx: Executor, name: string, exceptId?: string): Promise<boolean> {
  const sameName = sql`lower(${partners.name}) = lower(${name})`;
  const [row] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(exceptId ? and(sameName, ne(partners.id, exceptId)) : sameName)
    .limit(1);
  return Boolean(row);
}

/** A unique violation of the partner name index (from a concurrent write of the same name). */
function isNameViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Replaces the territories; now() is fixed inside a transaction, so explicit increasing created_at keep the order. */
async function writeTerritories(tx: Executor, partnerId: string, territories: PartnerTerritory[]) {
  await tx.delete(partnerTerritories).where(eq(partnerTerritories.partnerId, partnerId));
  if (!territories.length) return;
  const base = Date.now();
  await tx
    .insert(partnerTerritories)
    .values(territories.map((t, i) => ({ partnerId, stateCode: t.stateCode, cities: t.cities, createdAt: new Date(base + i) })));
}

/** Runs a write, turning a lost race for the same name into the name's field error. */
async function guardName<T>(write: () => Promise<T>): Promise<T | Validation> {
  try {
    return await write();
  } catch (error) {
    if (isNameViolation(error)) return NAME_TAKEN;
    throw error;
  }
}

/** Creates a partner with its territories (validated with the form's schema) and the audit row. */
export async function createPartner(
  db: Db,
  actor: Actor | null | undefined,
  input: unknown,
  meta: WriteMeta = {},
): Promise<PartnerWriteResult> {
  const admin = await assertAdmin(db, actor);
  const validation = validateAdminPartner(input);
  if (!validation.ok) return { ok: false, error: 'validation', messageKey: validation.messageKey, path: validation.path };
  const data = fromInput(validation.data);
  const result = await guardName(() =>
    db.transaction(async (tx): Promise<PartnerWriteResult> => {
      if (await nameTaken(tx, data.name)) return NAME_TAKEN;
      const [row] = await tx
        .insert(partners)
        .values({ name: data.name, active: data.active, stateCode: data.stateCode, city: data.city, email: data.email, phone: data.phone })
        .onConflictDoNothing({ target: partners.name })
        .returning({ id: partners.id });
      if (!row) return NAME_TAKEN;
      await writeTerritories(tx, row.id, data.territories);
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'partner.create',
        entity: 'partner',
        entityId: row.id,
        before: null,
        after: snapshot(data),
        ip: meta.ip,
      });
      return { ok: true, id: row.id, changed: true };
    }),
  );
  return result;
}

/** Saves a partner's details and territories; an unchanged form writes nothing. */
export async function updatePartner(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  input: unknown,
  meta: WriteMeta = {},
): Promise<PartnerWriteResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return { ok: false, error: 'not_found' };
  const validation = validateAdminPartner(input);
  if (!validation.ok) return { ok: false, error: 'validation', messageKey: validation.messageKey, path: validation.path };
  const data = fromInput(validation.data);
  const result = await guardName(() =>
    db.transaction(async (tx): Promise<PartnerWriteResult> => {
      const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
      if (!current) return { ok: false, error: 'not_found' };
      const before = snapshot({ ...current, territories: await loadTerritories(tx, id) });
      const after = snapshot(data);
      if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true, id, changed: false };
      if (await nameTaken(tx, data.name, id)) return NAME_TAKEN;
      await tx
        .update(partners)
        .set({
          name: data.name,
          active: data.active,
          stateCode: data.stateCode,
          city: data.city,
          email: data.email,
          phone: data.phone,
          updatedAt: sql`now()`,
        })
        .where(eq(partners.id, id));
      if (JSON.stringify(before.territories) !== JSON.stringify(after.territories)) await writeTerritories(tx, id, data.territories);
      await writeAudit(tx, { actorId: admin.id, action: 'partner.update', entity: 'partner', entityId: id, before, after, ip: meta.ip });
      return { ok: true, id, changed: true };
    }),
  );
  return result;
}

/** Lists (active) or unlists a partner; its territories, leads and accounts stay as they are. */
export async function setPartnerActive(
  db: Db,
  actor: Actor | null | undefined,
  id: unknown,
  active: unknown,
  meta: WriteMeta = {},
): Promise<PartnerActiveResult> {
  const admin = await assertAdmin(db, actor);
  if (!isUuid(id)) return { ok: false, error: 'not_found' };
  const parsed = partnerActiveSchema.safeParse({ active });
  if (!parsed.success) return { ok: false, error: 'validation', messageKey: 'invalidInput', path: 'active' };
  const wanted = parsed.data.active;
  const result = await db.transaction(async (tx): Promise<PartnerActiveResult> => {
    const [current] = await tx.select({ active: partners.active }).from(partners).where(eq(partners.id, id)).for('update');
    if (!current) return { ok: false, error: 'not_found' };
    if (current.active === wanted) return { ok: true, active: wanted, changed: false };
    await tx
      .update(partners)
      .set({ active: wanted, updatedAt: sql`now()` })
      .where(eq(partners.id, id));
    await writeAudit(tx, {
      actorId: admin.id,
      action: wanted ? 'partner.activate' : 'partner.deactivate',
      entity: 'partner',
      entityId: id,
      before: { active: current.active },
      after: { active: wanted },
      ip: meta.ip,
    });
    return { ok: true, active: wanted, changed: true };
  });
  return result;
}
