import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { newsletterSubscribers } from '@/lib/db/schema';

export async function findSubscription(token: string) {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row ?? null;
}

export async function unsubscribe(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const db = await getDb();
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** a***@example.com — enough for the visitor to recognise the address. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(6, user.length - 1)))}@${domain}`;
}
