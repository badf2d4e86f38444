import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_SORTS,
  ROLE_FILTERS,
  accountById,
  listAccounts,
  type Account,
  type AccountSort,
  type AccountSource,
  type RoleFilter,
} from '@/lib/auth/directory';
import type { Role } from '@/lib/auth/types';
import type { Db } from '@/lib/db/client';
import { partners, userRoles } from '@/lib/db/schema';
import { assertAdmin, isUuid, lockRoles, NotAdminError, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { oneOf, pageWindow, parseListQuery, type ListPage, type ListQuery, type SearchParams } from '@/lib/admin/list-query';

/**
 * Accounts and their roles for the back office. Accounts come from whichever auth backend runs
 * (lib/auth/directory); roles always live in user_roles. Every role change runs under one
 * transaction lock shared by all role changes, so "is this the last admin?" is answered with no
 * other change in between: the last admin can never lose the role, not even to two admins
 * revoking each other at the same moment.
 */

export const USERS_PAGE_SIZE = 25;
export { ACCOUNT_SORTS as USER_SORTS, ROLE_FILTERS as USER_ROLE_FILTERS };

export interface UserQuery extends ListQuery<AccountSort> {
  role: RoleFilter;
}

/** The list's query from the address: role filter, search, sort (newest first by default) and page. */
export function parseUserQuery(params: SearchParams): UserQuery {
  return {
    ...parseListQuery(params, ACCOUNT_SORTS, { sort: 'created', dir: 'desc' }),
    role: oneOf(params, 'role', ROLE_FILTERS) ?? 'all',
  };
}

export interface UserRow extends Account {
  roles: Role[];
  partner: { id: string; name: string } | null;
}

export interface UserList extends ListPage<UserRow> {
  /** Where the accounts came from: with 'roles' only ids are known (Supabase without its service key). */
  source: AccountSource;
  /** How many accounts hold the admin role (the last one cannot lose it). */
  adminCount: number;
}

/** One page of accounts with their roles and partner, filtered by role and text. */
export async function listUsers(db: Db, actor: Actor | null | undefined, query: Partial<UserQuery> = {}): Promise<UserList> {
  await assertAdmin(db, actor);
  const base = {
    q: query.q ?? '',
    sort: query.sort ?? 'created',
    dir: query.dir ?? 'desc',
    role: query.role ?? 'all',
    pageSize: USERS_PAGE_SIZE,
  } as const;
  const requested = query.page ?? 1;
  let list = await listAccounts(db, { ...base, page: requested });
  const { page, pageCount } = pageWindow(list.total, USERS_PAGE_SIZE, requested);
  // Past the last page: show the last one.
  if (page !== requested && list.total > 0) list = await listAccounts(db, { ...base, page });

  const ids = list.rows.map((r) => r.id);
  const roleRows = ids.length
    ? await db
        .select({ userId: userRoles.userId, role: userRoles.role, partnerId: userRoles.partnerId, partnerName: partners.name })
        .from(userRoles)
        .leftJoin(partners, eq(partners.id, userRoles.partnerId))
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(userRoles.role))
    : [];
  const rows = list.rows.map((account): UserRow => {
    const own = roleRows.filter((r) => r.userId === account.id);
    const link = own.find((r) => r.role === 'partner');
    return {
      ...account,
      roles: own.map((r) => r.role),
      partner: link?.partnerId ? { id: link.partnerId, name: link.partnerName ?? '' } : null,
    };
  });
  const [admins] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin'));
  return { rows, total: list.total, page, pageCount, pageSize: USERS_PAGE_SIZE, source: list.source, adminCount: Number(admins?.n ?? 0) };
}

/** Partners an account can be linked to, by name. */
export async function partnerChoices(db: Db, actor: Actor | null | undefined): Promise<{ id: string; name: string; active: boolean }[]> {
  await assertAdmin(db, actor);
  return db.select({ id: partners.id, name: partners.name, active: partners.active }).from(partners).orderBy(asc(partners.name));
}

/* ───────────── Role changes ───────────── */

export interface RoleState {
  roles: Role[];
  partnerId: string | null;
}

export type RoleChangeResult =
  | { ok: true; changed: boolean; roles: RoleState; /** The linked partner's name (partner links). */ partnerName?: string }
  | { ok: false; error: 'not_found' | 'partner_not_found' | 'last_admin' };

const NOT_FOUND = { ok: false, error: 'not_found' } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rolesOf(tx: Tx, userId: string): Promise<RoleState> {
  const rows = await tx
    .select({ role: userRoles.role, partnerId: userRoles.partnerId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return { roles: rows.map((r) => r.role), partnerId: rows.find((r) => r.role === 'partner')?.partnerId ?? null };
}

/**
 * Runs a role change under the lock every role change takes, after checking (under that lock)
 * that the actor is still an admin: an admin demoted a moment ago changes nothing.
 */
async function underRoleLock<T>(db: Db, actorId: string, step: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    const [still] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, actorId), eq(userRoles.role, 'admin')));
    if (!still) throw new NotAdminError();
    return step(tx);
  });
}

/**
 * Checks the target: a well-formed id of an account the auth backend knows. An account it no
 * longer knows may still lose the roles it holds (`allowRoleHolder`), never gain one.
 */
async function target(db: Db, userId: unknown, allowRoleHolder: boolean): Promise<string | null> {
  if (!isUuid(userId)) return null;
  if (await accountById(db, userId)) return userId;
  if (!allowRoleHolder) return null;
  const [row] = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row ? userId : null;
}

async function audit(
  tx: Tx,
  actorId: string,
  verb: 'grant' | 'revoke',
  userId: string,
  role: Role,
  before: RoleState,
  after: RoleState,
  meta: WriteMeta,
) {
  await writeAudit(tx, {
    actorId,
    action: `role.${verb}`,
    entity: 'user',
    entityId: userId,
    data: { role },
    before,
    after,
    ip: meta.ip ?? null,
  });
}

/** Makes an account an admin (its other roles stay). */
export async function grantAdmin(
  db: Db,
  actor: Actor | null | undefined,
  userId: unknown,
  meta: WriteMeta = {},
): Promise<RoleChangeResult> {
  const admin = await assertAdmin(db, actor);
  const id = await target(db, userId, false);
  if (!id) return NOT_FOUND;
  return underRoleLock(db, admin.id, async (tx): Promise<RoleChangeResult> => {
    const before = await rolesOf(tx, id);
    if (before.roles.includes('admin')) return { ok: true, changed: false, roles: before };
    await tx.insert(userRoles).values({ userId: id, role: 'admin' });
    const after = await rolesOf(tx, id);
    await audit(tx, admin.id, 'grant', id, 'admin', before, after, meta);
    return { ok: true, changed: true, roles: after };
  });
}

/**
 * Takes the admin role from an account, unless it is the last admin: counted under the role lock,
 * so no two revocations can both see "another admin is left".
 */
export async function revokeAdmin(
  db: Db,
  actor: Actor | null | undefined,
  userId: unknown,
  meta: WriteMeta = {},
): Promise<RoleChangeResult> {
  const admin = await assertAdmin(db, actor);
  const id = await target(db, userId, true);
  if (!id) return NOT_FOUND;
  return underRoleLock(db, admin.id, async (tx): Promise<RoleChangeResult> => {
    const before = await rolesOf(tx, id);
    if (!before.roles.includes('admin')) return { ok: true, changed: false, roles: before };
    const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    if (admins.filter((a) => a.userId !== id).length === 0) return { ok: false, error: 'last_admin' };
    await tx.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, 'admin')));
    const after = await rolesOf(tx, id);
    await audit(tx, admin.id, 'revoke', id, 'admin', before, after, meta);
    return { ok: true, changed: true, roles: after };
  });
}

/** Links an account to an existing partner, replacing the partner it was linked to before. */
export async function grantPartner(
  db: Db,
  actor: Actor | null | undefined,
  userId: unknown,
  partnerId: unknown,
  meta: WriteMeta = {},
): Promise<RoleChangeResult> {
  const admin = await assertAdmin(db, actor);
  const id = await target(db, userId, false);
  if (!id) return NOT_FOUND;
  if (!isUuid(partnerId)) return { ok: false, error: 'partner_not_found' };
  return underRoleLock(db, admin.id, async (tx): Promise<RoleChangeResult> => {
    // Locked so the partner cannot be deleted before the link is stored.
    const [partner] = await tx
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('share');
    if (!partner) return { ok: false, error: 'partner_not_found' };
    const before = await rolesOf(tx, id);
    if (before.partnerId === partnerId) return { ok: true, changed: false, roles: before, partnerName: partner.name };
    await tx
      .insert(userRoles)
      .values({ userId: id, role: 'partner', partnerId })
      .onConflictDoUpdate({ target: [userRoles.userId, userRoles.role], set: { partnerId } });
    const after = await rolesOf(tx, id);
    await audit(tx, admin.id, 'grant', id, 'partner', before, after, meta);
    return { ok: true, changed: true, roles: after, partnerName: partner.name };
  });
}

/** Removes an account's partner link. */
export async function revokePartner(
  db: Db,
  actor: Actor | null | undefined,
  userId: unknown,
  meta: WriteMeta = {},
): Promise<RoleChangeResult> {
  const admin = await assertAdmin(db, actor);
  const id = await target(db, userId, true);
  if (!id) return NOT_FOUND;
  return underRoleLock(db, admin.id, async (tx): Promise<RoleChangeResult> => {
    const before = await rolesOf(tx, id);
    if (!before.roles.includes('partner')) return { ok: true, changed: false, roles: before };
    await tx.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, 'partner')));
    const after = await rolesOf(tx, id);
    await audit(tx, admin.id, 'revoke', id, 'partner', before, after, meta);
    return { ok: true, changed: true, roles: after };
  });
}
