import 'server-only';
import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import type { Db } from '@/lib/db/client';
import { type LEAD_STATUSES, type LEAD_TYPES, leads, newsletterSubscribers, outbox, partners, resellerApplications } from '@/lib/db/schema';
import { assertAdmin, type Actor } from '@/lib/auth/authz';
import { lastDays } from '@/lib/time';

/** Days the admin home looks back over. */
export const ADMIN_OVERVIEW_DAYS = 30;

type LeadType = (typeof LEAD_TYPES)[number];
type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface AdminOverview {
  days: number;
  /** New leads by type, today and over the period (newsletter sign-ups are counted as subscribers). */
  leadsToday: Record<LeadType, number> & { total: number };
  leadsPeriod: Record<LeadType, number> & { total: number };
  /** New leads per day over the period (company time zone), oldest first, zero-filled. */
  leadsPerDay: { day: string; leads: number }[];
  /** Of the period's leads: how many were worked (left 'new') and how many were won. */
  conversion: { total: number; contacted: number; won: number };
  /** Every lead by its current status. */
  pipeline: Record<LeadStatus, number>;
  subscribers: { today: number; period: number; active: number };
  applicationsPending: number;
  partnersActive: number;
  mailFailed: number;
}

const zeroTypes = () => ({ contact: 0, ebook: 0, newsletter: 0, chat: 0, reseller: 0, total: 0 });

/** The admin home's figures: leads, conversion, subscribers, applications and mail, in the company's time zone. */
export async function adminOverview(
  db: Db,
  actor: Actor | null | undefined,
  { now = new Date(), days = ADMIN_OVERVIEW_DAYS }: { now?: Date; days?: number } = {},
): Promise<AdminOverview> {
  await assertAdmin(db, actor);
  const dayList = lastDays(now, days);
  const first = dayList[0]!;
  const today = dayList.at(-1)!;
  const start = (day: string) => sql`(${day}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;
  const end = sql`(${today}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE}::text`;
  const leadsIn = (from: string) => and(gte(leads.createdAt, start(from)), lt(leads.createdAt, end));
  const subsIn = (from: string) => and(gte(newsletterSubscribers.consentAt, start(from)), lt(newsletterSubscribers.consentAt, end));
  const localDay = sql<string>`to_char(${leads.createdAt} at time zone ${COMPANY_TIME_ZONE}::text, 'YYYY-MM-DD')`;

  const [todayRows, periodRows, perDayRows, conversionRows, pipelineRows, subsToday, subsPeriod, subsActive, pending, active, failed] =
    await Promise.all([
      db.select({ type: leads.type, n: count() }).from(leads).where(leadsIn(today)).groupBy(leads.type),
      db.select({ type: leads.type, n: count() }).from(leads).where(leadsIn(first)).groupBy(leads.type),
      // By position: the select's expression carries its own bound parameter.
      db
        .select({ day: localDay, n: count() })
        .from(leads)
        .where(leadsIn(first))
        .groupBy(sql`1`),
      db
        .select({
          total: count(),
          contacted: sql<number>`count(*) filter (where ${leads.status} <> 'new')`,
          won: sql<number>`count(*) filter (where ${leads.status} = 'won')`,
        })
        .from(leads)
        .where(and(leadsIn(first), ne(leads.type, 'newsletter'))),
      db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status),
      db.select({ n: count() }).from(newsletterSubscribers).where(subsIn(today)),
      db.select({ n: count() }).from(newsletterSubscribers).where(subsIn(first)),
      db.select({ n: count() }).from(newsletterSubscribers).where(isNull(newsletterSubscribers.unsubscribedAt)),
      db.select({ n: count() }).from(resellerApplications).where(eq(resellerApplications.status, 'pending')),
      db.select({ n: count() }).from(partners).where(eq(partners.active, true)),
      db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed')),
    ]);

  const byType = (rows: { type: LeadType; n: number }[]) => {
    const out = zeroTypes();
    for (const r of rows) {
      out[r.type] = Number(r.n);
      out.total += Number(r.n);
    }
    return out;
  };
  const perDay = new Map(perDayRows.map((r) => [r.day, Number(r.n)]));
  const pipeline = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 };
  for (const r of pipelineRows) pipeline[r.status] = Number(r.n);
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const conv = conversionRows[0];

  return {
    days,
    leadsToday: byType(todayRows),
    leadsPeriod: byType(periodRows),
    leadsPerDay: dayList.map((day) => ({ day, leads: perDay.get(day) ?? 0 })),
    conversion: { total: Number(conv?.total ?? 0), contacted: Number(conv?.contacted ?? 0), won: Number(conv?.won ?? 0) },
    pipeline,
    subscribers: { today: n(subsToday), period: n(subsPeriod), active: n(subsActive) },
    applicationsPending: n(pending),
    partnersActive: n(active),
    mailFailed: n(failed),
  };
}
