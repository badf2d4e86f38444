import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { userRoles } from '@/lib/db/schema';
import type { Role } from './types';
import { logError } from '@/lib/ops/log-error';

/** Roles of a user from user_roles; any lookup failure means no role. */
export async function getRoles(db: Db, userId: string): Promise<{ roles: Role[]; partnerId: string | null }> {
  try {
    const rows = await db
      .select({ role: userRoles.role, partnerId: userRoles.partnerId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return {
      roles: rows.map((r) => r.role),
      partnerId: rows.find((r) => r.role === 'partner')?.partnerId ?? null,
    };
  } catch (error) {
    logError('Role lookup failed', error);
    return { roles: [], partnerId: null };
  }
}

/** Where a sign-in without a page to return to lands: the back office, the partner panel or the client area. */
export async function landingPath(db: Db, userId: string | null): Promise<string> {
  const { roles } = userId ? await getRoles(db, userId) : { roles: [] as Role[] };
  return roles.includes('admin') ? '/admin' : roles.includes('partner') ? '/painel-parceiro' : '/area-do-cliente';
}
