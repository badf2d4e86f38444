import 'server-only';
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { messagesOf } from '@/i18n/messages';
import { createTranslator } from 'next-intl';
import { auth } from '@/lib/auth';
import { assertAdmin, isUuid, NotAdminError } from '@/lib/data/authz';
import type { PartnerInvite } from '@/lib/auth/types';
import { COMPANY } from '@/lib/config/company';
import { isUf } from '@/lib/config/brazil';
import { RESELLER_REVIEW } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { auditLog, authUsers, partners, partnerTerritories, resellerApplications } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/paths';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { rejectSchema } from '@/lib/validation/review';
import { storableText } from '@/lib/validation/zod';
import { toLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { logError } from '@/lib/ops/log-error';

/**
 * Reviewing reseller applications (admin only). Every function checks the actor's admin role in
 * the database itself. Approval writes the partner, its territory, the application's new status
 * and the audit row in one transaction; the applicant's account and mail follow the commit.
 */

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const STATUS_FILTERS = ['all', ...APPLICATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Who is acting: the signed-in user (an AuthUser fits). Only the id is trusted. */
export interface ReviewActor {
  id: string;
}

export interface ReviewMeta {
  ip?: string | null;
}

export { NotAdminError };

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

export interface ApplicationFilters {
  status: StatusFilter;
  uf: string | null;
  q: string;
  page: number;
}

export interface ApplicationPage {
  items: ApplicationRow[];
  total: number;
  page: number;
  pageCount: number;
  filters: ApplicationFilters;
}

/** Filters from a query string: anything unknown falls back to the default (all statuses, page 1). */
export function parseFilters(input: { status?: unknown; uf?: unknown; q?: unknown; page?: unknown }): ApplicationFilters {
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const status = first(input.status);
  const uf = String(first(input.uf) ?? '').toUpperCase();
  const page = Number.parseInt(String(first(input.page) ?? '1'), 10);
  return {
    status: (STATUS_FILTERS as readonly unknown[]).includes(status) ? (status as StatusFilter) : 'all',
    uf: isUf(uf) ? uf : null,
    q: storableText(String(first(input.q) ?? ''))
      .trim()
      .slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    const pattern = `%${likeEscape(filters.q)}%`;
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
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(filters.page, pageCount);
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
    .offset((page - 1) * perPage);
  return { items, total, page, pageCount, filters: { ...filters, page } };
}

/** How many applications wait for review. */
export async function pendingCount(db: Db, actor: ReviewActor | null | undefined): Promise<number> {
  await assertAdmin(db, actor);
  const [row] = await db.select({ n: count() }).from(resellerApplications).where(eq(resellerApplications.status, 'pending'));
  return row?.n ?? 0;
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

/* ───────────── Approval ───────────── */

export type InviteStatus = PartnerInvite['status'] | 'failed';

export type ApproveResult =
  | { ok: true; partner: { id: string; name: string }; email: string; invite: InviteStatus }
  | { ok: false; error: 'not_found' | 'not_pending' };

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

/** The trade name; when taken (in any letter case), suffixed with the city, then the state, then a number. */
export function partnerNameCandidates(name: string, city: string, uf: string): string[] {
  const base = name.trim();
  const withCity = `${base} (${city.trim()})`;
  return [base, withCity, `${base} (${city.trim()}/${uf})`, ...Array.from({ length: 8 }, (_, i) => `${withCity} ${i + 2}`)];
}

async function insertPartner(tx: Db, app: Application) {
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
 * reviewer, time) and the audit row. After the commit: the public partner list is refreshed and
 * the applicant invited (see inviteApplicant); an invitation failure leaves the approval in place.
 */
export async function approveApplication(
  db: Db,
  actor: ReviewActor | null | undefined,
  id: string,
  meta: ReviewMeta = {},
): Promise<ApproveResult> {
  const reviewer = await assertAdmin(db, actor);
  if (!isApplicationId(id)) return { ok: false, error: 'not_found' };
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(resellerApplications).where(eq(resellerApplications.id, id)).for('update');
    if (!before) return { ok: false as const, error: 'not_found' as const };
    if (before.status !== 'pending') return { ok: false as const, error: 'not_pending' as const };
    const partner = await insertPartner(tx, before);
    const [territory] = await tx
      .insert(partnerTerritories)
      .values({ partnerId: partner.id, stateCode: before.estado, cities: before.cidadesAtuacao })
      .returning();
    const now = new Date();
    const [after] = await tx
      .update(resellerApplications)
      .set({ status: 'approved', partnerId: partner.id, reviewedBy: reviewer.id, reviewedAt: now, reviewNote: null, updatedAt: now })
      .where(and(eq(resellerApplications.id, id), eq(resellerApplications.status, 'pending')))
      .returning();
    if (!after) throw new Error('Application changed during approval');
    await tx.insert(auditLog).values({
      actorId: reviewer.id,
      action: 'reseller.approve',
      entity: 'reseller_application',
      entityId: id,
      data: {
        before: reviewState(before),
        after: {
          ...reviewState(after),
          partner: { id: partner.id, name: partner.name, stateCode: partner.stateCode, city: partner.city, active: partner.active },
          territory: { id: territory!.id, stateCode: territory!.stateCode, cities: territory!.cities },
        },
      },
      ip: meta.ip ?? null,
    });
    return { ok: true as const, application: after, partner };
  });
  if (!outcome.ok) return { ok: false, error: outcome.error };

  const invite = await inviteApplicant(db, reviewer, outcome.application, meta);
  return { ok: true, partner: { id: outcome.partner.id, name: outcome.partner.name }, email: outcome.application.email, invite };
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

/** The applicant's language for mails and links (Portuguese when unknown). */
function applicantLocale(app: Application): Locale {
  return toLocale(app.locale?.slice(0, 2).toLowerCase());
}

async function reviewTranslator(locale: Locale) {
  return createTranslator({ locale, messages: await messagesOf(locale), namespace: 'ResellerReview' });
}

/** The /auth page in the applicant's language, with an optional query. */
function authLink(locale: Locale, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  return `${absoluteUrl(localizedPath(locale, '/auth'))}${qs ? `?${qs}` : ''}`;
}

/**
 * Gives the applicant's e-mail the partner role of the new partner, through the auth backend in
 * use (which creates the account when there is none), then mails the applicant, in their
 * language: a new account gets the invitation with its set-password link; an existing one is told
 * to sign in; with no way to create the account, how to create it. Recorded in the audit log.
 */
async function inviteApplicant(db: Db, reviewer: ReviewActor, app: Application, meta: ReviewMeta): Promise<InviteStatus> {
  const locale = applicantLocale(app);
  const panel = { next: '/painel-parceiro' };
  let status: InviteStatus;
  let userId: string | null = null;
  try {
    const invite = await auth().invitePartnerUser(db, {
      email: app.email,
      name: app.nomeResponsavel,
      partnerId: app.partnerId!,
      authUrl: authLink(locale, panel),
    });
    status = invite.status;
    userId = 'userId' in invite ? invite.userId : null;
    const t = await reviewTranslator(locale);
    const vars = { company: COMPANY.name, business: app.nomeFantasia, email: app.email, name: app.nomeResponsavel };
    const head = [t('greeting', vars), '', t('approvedIntro', vars), ''];
    const tail = ['', t('signature', vars)];
    if (invite.status === 'created') {
      await sendMail(db, {
        kind: 'reseller-invite',
        to: app.email,
        subject: t('inviteSubject', vars),
        text: [
          ...head,
          t('inviteSetPassword', vars),
          invite.setPasswordUrl,
          '',
          t('inviteExpired', { url: authLink(locale) }),
          ...tail,
        ].join('\n'),
      });
    } else if (invite.status === 'granted') {
      await sendMail(db, {
        kind: 'reseller-approved',
        to: app.email,
        subject: t('grantedSubject', vars),
        text: [...head, t('existingAccount', vars), authLink(locale, panel), ...tail].join('\n'),
      });
    } else if (invite.status === 'no_account') {
      await sendMail(db, {
        kind: 'reseller-approved',
        to: app.email,
        subject: t('grantedSubject', vars),
        text: [...head, t('noAccount', vars), authLink(locale, { mode: 'signup', ...panel }), t('noAccountAfter'), ...tail].join('\n'),
      });
    }
    // other_partner: the account is not ours to change; the admin is told, the applicant is not mailed.
  } catch (error) {
    logError('Partner invitation failed', error);
    status = 'failed';
  }
  await db
    .insert(auditLog)
    .values({
      actorId: reviewer.id,
      action: 'reseller.invite',
      entity: 'reseller_application',
      entityId: app.id,
      data: { after: { invite: status, userId, partnerId: app.partnerId, email: app.email } },
      ip: meta.ip ?? null,
    })
    .catch((error) => logError('Audit of the invitation failed', error));
  return status;
}

/* ───────────── Rejection ───────────── */

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
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(resellerApplications).where(eq(resellerApplications.id, id)).for('update');
    if (!before) return { ok: false as const, error: 'not_found' as const };
    if (before.status !== 'pending') return { ok: false as const, error: 'not_pending' as const };
    const now = new Date();
    const [after] = await tx
      .update(resellerApplications)
      .set({ status: 'rejected', reviewNote: note, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(resellerApplications.id, id), eq(resellerApplications.status, 'pending')))
      .returning();
    if (!after) throw new Error('Application changed during rejection');
    await tx.insert(auditLog).values({
      actorId: reviewer.id,
      action: 'reseller.reject',
      entity: 'reseller_application',
      entityId: id,
      data: { before: reviewState(before), after: reviewState(after) },
      ip: meta.ip ?? null,
    });
    return { ok: true as const, application: after };
  });
  if (!outcome.ok) return { ok: false, error: outcome.error };

  const app = outcome.application;
  let mailed = true;
  try {
    const locale = applicantLocale(app);
    const t = await reviewTranslator(locale);
    const vars = { company: COMPANY.name, business: app.nomeFantasia, name: app.nomeResponsavel };
    await sendMail(db, {
      kind: 'reseller-reject',
      to: app.email,
      subject: t('rejectSubject', vars),
      text: [
        t('greeting', vars),
        '',
        t('rejectIntro', vars),
        '',
        t('rejectReason'),
        note,
        '',
        t('rejectOutro'),
        '',
        t('signature', vars),
      ].join('\n'),
    });
  } catch (error) {
    logError('Rejection mail failed', error);
    mailed = false;
  }
  return { ok: true, email: app.email, mailed };
}
