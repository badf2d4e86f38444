import 'server-only';
import { count, desc } from 'drizzle-orm';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import * as t from '@/lib/db/schema';
import { REDACTED, redactSecrets } from '@/lib/mail';

export class ForbiddenError extends Error {}

async function requireAdmin() {
  const user = await getCurrentUser();
  if (!user?.isAdmin) throw new ForbiddenError('admin only');
  return user;
}

const COUNTED = {
  leads: t.leads,
  newsletter_subscribers: t.newsletterSubscribers,
  reseller_applications: t.resellerApplications,
  partners: t.partners,
  partner_territories: t.partnerTerritories,
  partner_profile_views: t.partnerProfileViews,
  analytics_pageviews: t.analyticsPageviews,
  analytics_sessions: t.analyticsSessions,
  pwa_installations: t.pwaInstallations,
  user_roles: t.userRoles,
  seo_runs: t.seoRuns,
  outbox: t.outbox,
} as const;

/** A counted table, by its name in the database (AdminHome.stored.tables names it for staff). */
export type CountedTable = keyof typeof COUNTED;
export const COUNTED_TABLES = Object.keys(COUNTED) as CountedTable[];

/** Row counts of the main tables (admin only). */
export async function tableCounts(): Promise<{ table: CountedTable; rows: number }[]> {
  await requireAdmin();
  const db = await getDb();
  return Promise.all(
    COUNTED_TABLES.map(async (table) => {
      const [row] = await db.select({ n: count() }).from(COUNTED[table]);
      return { table, rows: row?.n ?? 0 };
    }),
  );
}

export interface OutboxItem {
  id: string;
  /** What the mail is (`lead-contact`, `password-reset`…). */
  kind: string;
  to: string;
  subject: string;
  /** The stored text, with any access link redacted. */
  text: string;
  /** Whether the mail carried an access link that only its recipient gets. */
  redacted: boolean;
  status: typeof t.outbox.$inferSelect.status;
  createdAt: Date;
}

/** An outbox row as the admin sees it: links that grant access never show, even in rows stored before they were redacted. */
export function outboxItem(
  row: Pick<typeof t.outbox.$inferSelect, 'id' | 'kind' | 'toAddress' | 'subject' | 'textBody' | 'status' | 'createdAt'>,
): OutboxItem {
  const text = redactSecrets(row.textBody);
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text,
    redacted: text.includes(REDACTED),
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** The most recent outgoing mails (admin only): with no SMTP, this is where they wait. */
export async function recentOutbox(limit = 20): Promise<OutboxItem[]> {
  await requireAdmin();
  const db = await getDb();
  const rows = await db.select().from(t.outbox).orderBy(desc(t.outbox.createdAt)).limit(limit);
  return rows.map(outboxItem);
}
