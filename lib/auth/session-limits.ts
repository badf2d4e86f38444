import 'server-only';
import { eq, lt } from 'drizzle-orm';
import { SESSION_LIMITS } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { authSessions, sessionActivity } from '@/lib/db/schema';

/** The session a signed-in request carries: `<backend>:<id>` and when it was signed in. */
export interface SessionRef {
  key: string;
  startedAt: Date;
}

export type SessionVerdict = 'active' | 'idle' | 'expired';

/** Whether a session may still be used: not idle too long, not past its absolute lifetime. */
export function sessionVerdict({
  startedAt,
  lastSeenAt,
  now,
  admin,
}: {
  startedAt: Date;
  lastSeenAt: Date;
  now: Date;
  admin: boolean;
}): SessionVerdict {
  const limits = admin ? SESSION_LIMITS.admin : SESSION_LIMITS.user;
  if (now.getTime() - startedAt.getTime() >= limits.absoluteSeconds * 1000) return 'expired';
  if (now.getTime() - lastSeenAt.getTime() >= limits.idleSeconds * 1000) return 'idle';
  return 'active';
}

/**
 * Records a use of the session and says whether it may go on. A session past a limit loses its
 * record (the caller ends it at the auth backend); a live one has its last use written, at most
 * once a minute. The clock is the application's, so tests can move it.
 */
export async function recordSessionUse(db: Db, session: SessionRef, userId: string, admin: boolean, now = new Date()): Promise<boolean> {
  await db
    .insert(sessionActivity)
    .values({ key: session.key, userId, startedAt: session.startedAt, lastSeenAt: now })
    .onConflictDoNothing({ target: sessionActivity.key });
  const [row] = await db.select().from(sessionActivity).where(eq(sessionActivity.key, session.key));
  if (!row) return true;
  const verdict = sessionVerdict({ startedAt: row.startedAt, lastSeenAt: row.lastSeenAt, now, admin });
  if (verdict !== 'active') {
    await db.delete(sessionActivity).where(eq(sessionActivity.key, session.key));
    return false;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_LIMITS.touchEverySeconds * 1000) {
    await db.update(sessionActivity).set({ lastSeenAt: now }).where(eq(sessionActivity.key, session.key));
  }
  return true;
}

/** Ends an embedded-auth session in the database (its cookie then names nothing). */
export async function endLocalSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Records of sessions unused for longer than any session may idle (the maintenance cleanup calls it). */
export async function pruneSessionActivity(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_LIMITS.user.idleSeconds * 1000);
  const rows = await db.delete(sessionActivity).where(lt(sessionActivity.lastSeenAt, cutoff)).returning({ key: sessionActivity.key });
  return rows.length;
}

export const LOCAL_SESSION_PREFIX = 'local:';
export const SUPABASE_SESSION_PREFIX = 'supabase:';

/**
 * A Supabase access token's session id and sign-in time (its `amr` timestamps), read from a token
 * the auth server has just accepted; null when it names none.
 */
export function supabaseSessionRef(accessToken: string | undefined, fallbackStart: Date): SessionRef | null {
  try {
    const payload = JSON.parse(Buffer.from((accessToken ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      session_id?: unknown;
      amr?: { timestamp?: unknown }[];
    };
    if (typeof payload.session_id !== 'string' || !payload.session_id) return null;
    const times = (payload.amr ?? []).map((a) => Number(a.timestamp)).filter((t) => Number.isFinite(t) && t > 0);
    const startedAt = times.length ? new Date(Math.min(...times) * 1000) : fallbackStart;
    return { key: `${SUPABASE_SESSION_PREFIX}${payload.session_id}`, startedAt };
  } catch {
    return null;
  }
}
