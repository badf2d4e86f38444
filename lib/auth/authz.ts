import 'server-only';
import { sql } from 'drizzle-orm';
import { getRoles } from '@/lib/auth/roles';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { AuditAction } from '@/lib/admin/audit-actions';

/** Who is acting: the signed-in user (an AuthUser fits). Only the id is trusted. */
export interface Actor {
  id: string;
}

/** Request facts kept with every write. */
export interface WriteMeta {
  ip?: string | null;
}

export class NotAdminError extends Error {
  constructor() {
    super('admin only');
    this.name = 'NotAdminError';
  }
}

/** Checks the admin role in the database itself, whatever the caller already checked. */
export async function assertAdmin(db: Db, actor: Actor | null | undefined): Promise<Actor> {
  if (!actor?.id || typeof actor.id !== 'string') throw new NotAdminError();
  const { roles } = await getRoles(db, actor.id);
  if (!roles.includes('admin')) throw new NotAdminError();
  return { id: actor.id };
}

/** Whether the actor holds the admin role now (read from the database). */
export async function isAdminActor(db: Db, actor: Actor | null | undefined): Promise<boolean> {
  try {
    await assertAdmin(db, actor);
    return true;
  } catch {
    return false;
  }
}

type Tx = Pick<Db, 'insert'>;

/** One audit row: who did what to which record, with the record before and after. Actions come from AUDIT_ACTIONS, which staff read as sentences. */
export async function writeAudit(
  tx: Tx,
  entry: {
    actorId: string | null;
    action: AuditAction;
    entity: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
    data?: Record<string, unknown>;
    ip?: string | null;
  },
): Promise<void> {
  const data: Record<string, unknown> = { ...(entry.data ?? {}) };
  if (entry.before !== undefined) data.before = entry.before;
  if (entry.after !== undefined) data.after = entry.after;
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: Object.keys(data).length ? data : null,
    ip: entry.ip ?? null,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from requests are checked before they reach a query: anything else reads as not found. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The lock every change to who holds a role takes, inside its transaction: checks such as "never
 * leave the site without an administrator" then see every other change before or after them.
 */
export async function lockRoles(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_roles'))`);
}
