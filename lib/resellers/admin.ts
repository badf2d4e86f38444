import 'server-only';
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { RESELLER_REVIEW } from '@/lib/config/limits';
import { parseFilters, type ApplicationFilters, type ApplicationStatus } from '@/lib/resellers/admin-query';
import { assertAdmin, isUuid, NotAdminError, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { containsPattern, pageWindow } from '@/lib/admin/list-query';
import type { Db } from '@/lib/db/client';
import { authUsers, partners, partnerTerritories, resellerApplications } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { logError } from '@/lib/ops/log-error';
import { inviteApplicant, type InviteStatus } from '@/lib/resellers/invite';
import { rejectionMail } from '@/lib/resellers/mails';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { rejectSchema } from '@/lib/validation/review';

/**
 * Reviewing reseller applications (admin only). Every function checks the actor's admin role in
 * the database itself. Approval writes the partner, its territory, the application's new status
 * and the audit row in one transaction; the applicant's account and mail follow the commit.
 */

export type { InviteStatus };
export { NotAdminError };
/** Who is acting: the signed-in user. Only the id is trusted. */
export type ReviewActor = Actor;
export type ReviewMeta = WriteMeta;

export const isApplicationId = isUuid;

/* ───────────── Listing ───────────── */

export interface ApplicationRow {
  id: string;
  status: ApplicationStatus;
  nomeFantasia: string;
  razaoSocial: string;
  cnpj: string;
  cidade: string;
  estado: string;
  createdAt: Date;
}

export interface ApplicationPage {
  items: ApplicationRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: ApplicationFilters;
}

/** Applications by status, state and name/CNPJ, pending ones first, newest first, one page. */
export async function listApplications(
  db: Db,
  actor: ReviewActor | null | undefined,
  input: Partial<ApplicationFilters> = {},
): Promise<ApplicationPage> {
  await assertAdmin(db, actor);
  const filters = parseFilters(input);
  const where: SQL[] = [];
  if (filters.status !== 'all') where.push(eq(resellerApplications.status, filters.status));
  if (filters.uf) where.push(eq(resellerApplications.estado, filters.uf));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const matches = [ilike(resellerApplications.nomeFantasia, pattern), ilike(resellerApplications.razaoSocial, pattern)];
    // A query of CNPJ characters and punctuation also matches the stored (normalised) CNPJ, in
    // any case, masked or not.
    const cnpj = normalizeCnpj(filters.q);
    if (/^[\dA-Za-z./\-\s]+$/.test(filters.q) && cnpj.length >= 2) matches.push(like(resellerApplications.cnpj, `%${cnpj}%`));
    where.push(or(...matches)!);
  }
  const condition = where.length ? and(...where) : undefined;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(resellerApplications).where(condition);
  const perPage = RESELLER_REVIEW.perPage;
  const { page, pageCount, offset } = pageWindow(total, perPage, filters.page);
  const items = await db
    .select({
      id: resellerApplications.id,
      status: resellerApplications.status,
      nomeFantasia: resellerApplications.nomeFantasia,
      razaoSocial: resellerApplications.razaoSocial,
      cnpj: resellerApplications.cnpj,
      cidade: resellerApplications.cidade,
      estado: resellerApplications.estado,
      createdAt: resellerApplications.createdAt,
    })
    .from(resellerApplications)
    .where(condition)
    .orderBy(
      sql`case when ${resellerApplications.status} = 'pending' then 0 else 1 end`,
      desc(resellerApplications.createdAt),
      desc(resellerApplications.id),
    )
    .limit(perPage)
    .offset(offset);
  return { items, total, page, pageCount, filters: { ...filters, page } };
}

/* ───────────── One application ───────────── */

export type Application = typeof resellerApplications.$inferSelect;

export interface ApplicationDetail extends Application {
  partner: { id: string; name: string } | null;
  /** The reviewer's e-mail when the account is known here, else their id. */
  reviewer: string | null;
}

export async function getApplication(db: Db, actor: ReviewActor | null | undefined, id: string): Promise<ApplicationDetail | null> {
  await assertAdmin(db, actor);
  if (!isApplicationId(id)) return null;
  const [row] = await db
    .select({
      application: resellerApplications,
      partnerName: partners.name,
      reviewerEmail: authUsers.email,
    })
    .from(resellerApplications)
    .leftJoin(partners, eq(partners.id, resellerApplications.partnerId))
    .leftJoin(authUsers, eq(authUsers.id, resellerApplications.reviewedBy))
    .where(eq(resellerApplications.id, id));
  if (!row) return null;
  const app = row.application;
  return {
    ...app,
    partner: app.partnerId && row.partnerName ? { id: app.partnerId, name: row.partnerName } : null,
    reviewer: app.reviewedBy ? (row.reviewerEmail ?? app.reviewedBy) : null,
  };
}

/* ───────────── Review ───────────── */

/** What the audit keeps of an application's review. */
function reviewState(app: Application) {
  return {
    status: app.status,
    partnerId: app.partnerId,
    reviewedBy: app.reviewedBy,
    reviewedAt: app.reviewedAt?.toISOString() ?? null,
    reviewNote: app.reviewNote,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One review of a pending application in a transaction: the row locked, `change` writes what the
 * review adds and returns the new values, the application is updated while still pending and the
 * audit row written with the review's state before and after.
 */
async function review<E>(
  db: Db,
  reviewer: Actor,
  id: string,
  action: 'reseller.approve' | 'reseller.reject',
  meta: WriteMeta,
  change: (tx: Tx, before: Application) => Promise<{ set: Partial<Application>; extra?: E }>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(resellerApplications).where(eq(resellerApplications.id, id)).for('update');
    if (!before) return { ok: false as const, error: 'not_found' as const };
    if (before.status !== 'pending') return { ok: false as const, error: 'not_pending' as const };
    const { set, extra } = await change(tx, before);
    const now = new Date();
    const [after] = await tx
      .update(resellerApplications)
      .set({ ...set, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(resellerApplications.id, id), eq(resellerApplications.status, 'pending')))
      .returning();
    if (!after) throw new Error(`Application changed during its review (${action})`);
    await writeAudit(tx, {
      actorId: reviewer.id,
      action,
      entity: 'reseller_application',
      entityId: id,
      before: reviewState(before),
      after: { ...reviewState(after), ...extra },
      ip: meta.ip,
    });
    return { ok: true as const, application: after, extra: extra as E };
  });
}

export type ApproveResult =
  | { ok: true; partner: { id: string; name: string }; email: string; invite: InviteStatus }
  | { ok: false; error: 'not_found' | 'not_pending' };

/** The trade name; when taken (in any letter case), suffixed with the city, then the state, then a number. */
export function partnerNameCandidates(name: string, city: string, uf: string): string[] {
  const base = name.trim();
  const withCity = `${base} (${city.trim()})`;
  return [base, withCity, `${base} (${city.trim()}/${uf})`, ...Array.from({ length: 8 }, (_, i) => `${withCity} ${i + 2}`)];
}

async function insertPartner(tx: Tx, app: Application) {
  for (const name of partnerNameCandidates(app.nomeFantasia, app.cidade, app.estado)) {
    const [taken] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(sql`lower(${partners.name}) = lower(${name})`)
      .limit(1);
    if (taken) continue;
    const [row] = await tx
      .insert(partners)
      .values({ name, stateCode: app.estado, city: app.cidade, email: app.email, phone: app.telefone, active: true })
      .onConflictDoNothing({ target: partners.name })
      .returning();
    if (row) return row;
  }
  throw new Error(`No free partner name for "${app.nomeFantasia}"`);
}

/**
 * Approves a pending application: in one transaction the partner (active, named after the trade
 * name), its territory (the state and the cities served), the application (approved, partner,
 * reviewer, time) and the audit row. After the commit the applicant is invited (see
 * inviteApplicant); an invitation failure leaves the approval in place.
 */
export async function approveApplication(
  db: Db,
  actor: ReviewActor | null | undefined,
  id: string,
  meta: ReviewMeta = {},
): Promise<ApproveResult> {
  const reviewer = await assertAdmin(db, actor);
  if (!isApplicationId(id)) return { ok: false, error: 'not_found' };
  const outcome = await review(db, reviewer, id, 'reseller.approve', meta, async (tx, before) => {
    const partner = await insertPartner(tx, before);
    const [territory] = await tx
      .insert(partnerTerritories)
      .values({ partnerId: partner.id, stateCode: before.estado, cities: before.cidadesAtuacao })
      .returning();
    return {
      set: { status: 'approved', partnerId: partner.id, reviewNote: null },
      extra: {
        partner: { id: partner.id, name: partner.name, stateCode: partner.stateCode, city: partner.city, active: partner.active },
        territory: { id: territory!.id, stateCode: territory!.stateCode, cities: territory!.cities },
      },
    };
  });
  if (!outcome.ok) return { ok: false, error: outcome.error };

  const invite = await inviteApplicant(db, reviewer, outcome.application, meta);
  const { partner } = outcome.extra;
  return { ok: true, partner: { id: partner.id, name: partner.name }, email: outcome.application.email, invite };
}

/** Sends the invitation of an approved application again (e.g. once the applicant has an account). */
export async function resendInvitation(
  db: Db,
  actor: ReviewActor | null | undefined,
  id: string,
  meta: ReviewMeta = {},
): Promise<{ ok: true; email: string; invite: InviteStatus; partner: string } | { ok: false; error: 'not_found' | 'not_approved' }> {
  const reviewer = await assertAdmin(db, actor);
  const app = await getApplication(db, reviewer, id);
  if (!app) return { ok: false, error: 'not_found' };
  if (app.status !== 'approved' || !app.partner) return { ok: false, error: 'not_approved' };
  const invite = await inviteApplicant(db, reviewer, app, meta);
  return { ok: true, email: app.email, invite, partner: app.partner.name };
}

export type RejectResult =
  | { ok: true; email: string; mailed: boolean }
  | { ok: false; error: 'not_found' | 'not_pending' | 'invalid_reason'; messageKey?: 'reasonMin' | 'reasonMax' };

/**
 * Rejects a pending application with a reason: status, reason, reviewer and the audit row in one
 * transaction; then the reason is mailed to the applicant in their language.
 */
export async function rejectApplication(
  db: Db,
  actor: ReviewActor | null | undefined,
  id: string,
  reason: unknown,
  meta: ReviewMeta = {},
): Promise<RejectResult> {
  const reviewer = await assertAdmin(db, actor);
  const parsed = rejectSchema.safeParse({ reason });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message === 'reasonMax' ? 'reasonMax' : 'reasonMin';
    return { ok: false, error: 'invalid_reason', messageKey: key };
  }
  const note = parsed.data.reason;
  if (!isApplicationId(id)) return { ok: false, error: 'not_found' };
  const outcome = await review(db, reviewer, id, 'reseller.reject', meta, async () => ({
    set: { status: 'rejected', reviewNote: note },
  }));
  if (!outcome.ok) return { ok: false, error: outcome.error };

  const app = outcome.application;
  let mailed = true;
  try {
    await sendMail(db, await rejectionMail(app, note));
  } catch (error) {
    logError('Rejection mail failed', error);
    mailed = false;
  }
  return { ok: true, email: app.email, mailed };
}
