import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import { serverEnv } from '@/lib/config/env';
import type { Db } from '@/lib/db/client';
import { authUsers, userRoles } from '@/lib/db/schema';
import { containsPattern, type SortDir } from '@/lib/admin/list-query';
import { supabaseConfig } from './supabase';

/**
 * The accounts of whichever auth backend runs, for the back office: the embedded auth's own table,
 * Supabase's admin users API (with the service key), or — Supabase without the key — only the ids
 * that hold a role in user_roles (nothing else about them is readable then).
 */

export type AccountSource = 'embedded' | 'supabase' | 'roles';

export interface Account {
  id: string;
  /** Null when the backend cannot tell (Supabase without the service key). */
  email: string | null;
  name: string | null;
  createdAt: Date | null;
  emailVerified: boolean | null;
}

export const ACCOUNT_SORTS = ['created', 'name', 'email'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** Which accounts, by the roles they hold in user_roles. */
export const ROLE_FILTERS = ['all', 'admin', 'partner', 'none'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export interface AccountQuery {
  /** Contained in the name or the e-mail (the id, when only ids are known). */
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: AccountSort;
  dir?: SortDir;
  role?: RoleFilter;
}

export interface AccountList {
  rows: Account[];
  total: number;
  source: AccountSource;
}

const DEFAULT_PAGE_SIZE = 50;
/** Supabase users read per request when its list has to be filtered here (the API has no search). */
const SCAN_PAGE_SIZE = 1000;
/** Most Supabase users a filtered listing reads before it stops. */
const SCAN_MAX = 10_000;
const SUPABASE_TIMEOUT_MS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where accounts come from now. */
export function accountSource(): AccountSource {
  if (!supabaseConfig()) return 'embedded';
  return serverEnv().SUPABASE_SERVICE_ROLE_KEY ? 'supabase' : 'roles';
}

function pageOf(query: AccountQuery): { page: number; pageSize: number; offset: number } {
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE)), SCAN_PAGE_SIZE);
  const page = Math.max(1, Math.trunc(query.page ?? 1) || 1);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The accounts matching `query`, one page of them, and how many match in all. */
export async function listAccounts(db: Db, query: AccountQuery = {}): Promise<AccountList> {
  const source = accountSource();
  if (source === 'embedded') return { ...(await listEmbedded(db, query)), source };
  if (source === 'supabase') return { ...(await listSupabase(db, query)), source };
  return { ...(await listRoleHolders(db, query)), source };
}

/** One account by id, or null when the backend does not know it. */
export async function accountById(db: Db, id: string): Promise<Account | null> {
  if (typeof id !== 'string' || !id) return null;
  const source = accountSource();
  if (source === 'embedded') {
    const [row] = await db.select(embeddedColumns).from(authUsers).where(eq(authUsers.id, id));
    return row ?? null;
  }
  if (source === 'supabase') return supabaseUser(id);
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.userId, id));
  return Number(row?.n ?? 0) > 0 ? idOnly(id) : null;
}

/** The known accounts among `ids`, by id (ids the backend does not know are left out). */
export async function accountsByIds(db: Db, ids: readonly string[]): Promise<Map<string, Account>> {
  const wanted = [...new Set(ids.filter((id) => typeof id === 'string' && id))];
  const found = new Map<string, Account>();
  if (wanted.length === 0) return found;
  const source = accountSource();
  if (source === 'embedded') {
    const rows = await db.select(embeddedColumns).from(authUsers).where(inArray(authUsers.id, wanted));
    for (const row of rows) found.set(row.id, row);
  } else if (source === 'supabase') {
    const rows = await Promise.all(wanted.map((id) => supabaseUser(id)));
    for (const row of rows) if (row) found.set(row.id, row);
  } else {
    const rows = await db.selectDistinct({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.userId, wanted));
    for (const row of rows) found.set(row.id, idOnly(row.id));
  }
  return found;
}

const idOnly = (id: string): Account => ({ id, email: null, name: null, createdAt: null, emailVerified: null });

/* ───────────── Embedded auth ───────────── */

const embeddedColumns = {
  id: authUsers.id,
  email: authUsers.email,
  name: authUsers.name,
  createdAt: authUsers.createdAt,
  emailVerified: authUsers.emailVerified,
};

/** Whether the account holds `role` (any role when omitted) in user_roles. */
function holds(role?: 'admin' | 'partner'): SQL {
  return role
    ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${authUsers.id} and ${userRoles.role} = ${role})`
    : sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${authUsers.id})`;
}

function roleCondition(role: RoleFilter | undefined): SQL | undefined {
  if (role === 'admin' || role === 'partner') return holds(role);
  if (role === 'none') return sql`not ${holds()}`;
  return undefined;
}

async function listEmbedded(db: Db, query: AccountQuery): Promise<Omit<AccountList, 'source'>> {
  const { pageSize, offset } = pageOf(query);
  const q = query.q?.trim();
  const where = and(
    q ? or(ilike(authUsers.name, containsPattern(q)), ilike(authUsers.email, containsPattern(q))) : undefined,
    roleCondition(query.role),
  );
  const order = query.dir === 'asc' ? asc : desc;
  const sortColumn =
    query.sort === 'name' ? sql`lower(${authUsers.name})` : query.sort === 'email' ? sql`lower(${authUsers.email})` : authUsers.createdAt;
  const [rows, [total]] = await Promise.all([
    db.select(embeddedColumns).from(authUsers).where(where).orderBy(order(sortColumn), order(authUsers.id)).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(authUsers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/* ───────────── Supabase without the service key: role holders only ───────────── */

async function listRoleHolders(db: Db, query: AccountQuery): Promise<Omit<AccountList, 'source'>> {
  // Accounts without a role cannot be listed: only user_roles is readable.
  if (query.role === 'none') return { rows: [], total: 0 };
  const { pageSize, offset } = pageOf(query);
  const q = query.q?.trim();
  const where = and(
    query.role === 'admin' || query.role === 'partner' ? eq(userRoles.role, query.role) : undefined,
    q ? ilike(userRoles.userId, containsPattern(q)) : undefined,
  );
  const first = min(userRoles.createdAt);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: userRoles.userId, first })
      .from(userRoles)
      .where(where)
      .groupBy(userRoles.userId)
      // Names and e-mails are unknown here: every sort falls back to when the first role was given.
      .orderBy(order(first), order(userRoles.userId))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ n: sql<number>`count(distinct ${userRoles.userId})` })
      .from(userRoles)
      .where(where),
  ]);
  return { rows: rows.map((r) => idOnly(r.id)), total: Number(total?.n ?? 0) };
}

/* ───────────── Supabase Auth with the service key ───────────── */

interface SupabaseUserJson {
  id?: unknown;
  email?: unknown;
  created_at?: unknown;
  email_confirmed_at?: unknown;
  confirmed_at?: unknown;
  user_metadata?: { full_name?: unknown; name?: unknown } | null;
}

function fromSupabase(user: SupabaseUserJson): Account | null {
  if (typeof user.id !== 'string') return null;
  const meta = user.user_metadata ?? {};
  const name = typeof meta.full_name === 'string' ? meta.full_name : typeof meta.name === 'string' ? meta.name : null;
  const created = typeof user.created_at === 'string' ? new Date(user.created_at) : null;
  return {
    id: user.id,
    email: typeof user.email === 'string' && user.email ? user.email : null,
    name: name?.trim() ? name.trim() : null,
    createdAt: created && !Number.isNaN(created.getTime()) ? created : null,
    emailVerified: Boolean(user.email_confirmed_at ?? user.confirmed_at),
  };
}

/** A GET on Supabase's admin API with the service key (server-side only). */
async function supabaseAdmin(path: string): Promise<Response> {
  const config = supabaseConfig();
  const key = serverEnv().SUPABASE_SERVICE_ROLE_KEY;
  if (!config || !key) throw new Error('Supabase admin API needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
  return fetch(`${config.url.replace(/\/+$/, '')}/auth/v1${path}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(SUPABASE_TIMEOUT_MS),
  });
}

async function supabaseUsersPage(page: number, perPage: number, dir: SortDir): Promise<{ users: Account[]; total: number | null }> {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: `created_at ${dir}` });
  const res = await supabaseAdmin(`/admin/users?${params}`);
  if (!res.ok) throw new Error(`Supabase admin users: HTTP ${res.status}`);
  const body = (await res.json()) as { users?: SupabaseUserJson[] };
  const header = Number(res.headers.get('x-total-count'));
  return {
    users: (body.users ?? []).map(fromSupabase).filter((u): u is Account => u !== null),
    total: Number.isFinite(header) && res.headers.has('x-total-count') ? header : null,
  };
}

async function supabaseUser(id: string): Promise<Account | null> {
  // Supabase ids are uuids; anything else is no account (and never reaches the URL).
  if (!UUID.test(id)) return null;
  const res = await supabaseAdmin(`/admin/users/${id}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Supabase admin user: HTTP ${res.status}`);
  return fromSupabase((await res.json()) as SupabaseUserJson);
}

function compareAccounts(sort: AccountSort, dir: SortDir) {
  const sign = dir === 'asc' ? 1 : -1;
  const key = (a: Account): string | number =>
    sort === 'name' ? (a.name ?? '').toLocaleLowerCase() : sort === 'email' ? (a.email ?? '').toLowerCase() : (a.createdAt?.getTime() ?? 0);
  return (a: Account, b: Account) => {
    const ka = key(a);
    const kb = key(b);
    const c = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return c * sign;
  };
}

async function listSupabase(db: Db, query: AccountQuery): Promise<Omit<AccountList, 'source'>> {
  const { page, pageSize, offset } = pageOf(query);
  const sort = query.sort ?? 'created';
  const dir = query.dir ?? 'desc';
  const q = query.q?.trim().toLowerCase() ?? '';
  const role = query.role ?? 'all';

  // Unfiltered, newest or oldest first: Supabase pages the list itself.
  if (!q && role === 'all' && sort === 'created') {
    const { users, total } = await supabaseUsersPage(page, pageSize, dir);
    return { rows: users.sort(compareAccounts(sort, dir)), total: total ?? offset + users.length };
  }

  // Its API cannot search or sort by name: read the list (up to SCAN_MAX) and filter, sort and page here.
  let holders: Map<string, Set<string>> | null = null;
  if (role !== 'all') {
    const rows = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles);
    holders = new Map();
    for (const r of rows) holders.set(r.userId, (holders.get(r.userId) ?? new Set()).add(r.role));
  }
  const matches: Account[] = [];
  for (let p = 1; (p - 1) * SCAN_PAGE_SIZE < SCAN_MAX; p++) {
    const { users } = await supabaseUsersPage(p, SCAN_PAGE_SIZE, 'desc');
    for (const user of users) {
      if (q && !(user.name ?? '').toLowerCase().includes(q) && !(user.email ?? '').toLowerCase().includes(q)) continue;
      if (holders) {
        const roles = holders.get(user.id);
        if (role === 'none' ? roles && roles.size > 0 : !roles?.has(role)) continue;
      }
      matches.push(user);
    }
    if (users.length < SCAN_PAGE_SIZE) break;
  }
  matches.sort(compareAccounts(sort, dir));
  return { rows: matches.slice(offset, offset + pageSize), total: matches.length };
}
