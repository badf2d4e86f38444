import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { leads, partnerProfileViews, partners } from '@/lib/db/schema';

/** The signed-in partner's own summary; null for users without a partner. */
export async function partnerSummary(): Promise<{ name: string; views30d: number; leads: number } | null> {
  const user = await getCurrentUser();
  if (!user?.partnerId) return null;
  const db = await getDb();
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const [[partner], [views], [leadCount]] = await Promise.all([
    db.select({ name: partners.name }).from(partners).where(eq(partners.id, user.partnerId)),
    db
      .select({ n: count() })
      .from(partnerProfileViews)
      .where(and(eq(partnerProfileViews.partnerId, user.partnerId), gte(partnerProfileViews.createdAt, since))),
    db.select({ n: count() }).from(leads).where(eq(leads.partnerId, user.partnerId)),
  ]);
  if (!partner) return null;
  return { name: partner.name, views30d: views?.n ?? 0, leads: leadCount?.n ?? 0 };
}
