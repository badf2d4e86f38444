import 'server-only';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auth } from '@/lib/auth';
import type { AuthAdapter } from '@/lib/auth/types';
import { lockRoles, writeAudit } from '@/lib/auth/authz';
import type { Db } from '@/lib/db/client';
import { authUsers, leadEvents, leads, newsletterSubscribers, outbox, partners, userRoles } from '@/lib/db/schema';
import type { LEAD_STATUSES, LEAD_TYPES } from '@/lib/db/schema';
import { ebooksFor } from '@/lib/content';
import { ebookFileName, signEbookPath } from '@/lib/ebooks/links';
import { toLocale } from '@/i18n/locales';

/**
 * The client area's data: what a signed-in person sent us, their e-books, a copy of everything we
 * hold about them, and the deletion of their account. Every function takes the session user and
 * reads nothing else from the caller. A lead is theirs when it was sent while signed in (its
 * user_id), or when it carries their e-mail address and that address is verified: an unverified
 * address proves nothing, so it never opens other requests made with it.
 */

/** The session user (an AuthUser fits): only the session's id, e-mail and its verification count. */
export interface ClientAreaUser {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName?: string;
}

export class NotSignedInError extends Error {
  constructor() {
    super('signed-in user required');
    this.name = 'NotSignedInError';
  }
}

function assertUser(user: ClientAreaUser | null | undefined): asserts user is ClientAreaUser {
  if (!user || typeof user.id !== 'string' || !user.id || typeof user.email !== 'string') throw new NotSignedInError();
}

/** The account's e-mail when it may stand for the account (verified), normalised; null otherwise. */
function verifiedEmail(user: ClientAreaUser): string | null {
  const email = user.email.trim().toLowerCase();
  return user.emailVerified === true && email ? email : null;
}

/** Leads that belong to the user: sent while signed in, or with their verified e-mail. */
function ownLeads(user: ClientAreaUser): SQL {
  const byAccount = eq(leads.userId, user.id);
  const email = verifiedEmail(user);
  return email ? or(byAccount, sql`lower(${leads.email}) = ${email}`)! : byAccount;
}

export type LeadType = (typeof LEAD_TYPES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** At most this many requests are listed (newest first). */
export const MY_REQUESTS_LIMIT = 200;
const EXCERPT = 160;

function payloadText(payload: Record<string, unknown> | null, key: string): string | null {
  const value = payload?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function excerpt(text: string | null, max = EXCERPT): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/* ───────────── Requests ───────────── */

export interface MyRequest {
  id: string;
  type: LeadType;
  status: LeadStatus;
  createdAt: Date;
  /** A CONTACT_SERVICES key, as the form sent it. */
  service: string | null;
  /** The e-book's title, as requested. */
  ebook: string | null;
  /** The start of the message. */
  message: string | null;
  /** The partner handling it (the one it was routed to, else the one the visitor named). */
  partnerName: string | null;
}

/** The user's requests (never newsletter rows), newest first. */
export async function myRequests(db: Db, user: ClientAreaUser): Promise<MyRequest[]> {
  assertUser(user);
  const rows = await db
    .select({
      id: leads.id,
      type: leads.type,
      status: leads.status,
      createdAt: leads.createdAt,
      payload: leads.payload,
      requestedPartner: leads.partnerName,
      assignedPartner: partners.name,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(and(ownLeads(user), ne(leads.type, 'newsletter')))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(MY_REQUESTS_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    createdAt: r.createdAt,
    service: payloadText(r.payload, 'service'),
    ebook: payloadText(r.payload, 'ebook'),
    message: excerpt(payloadText(r.payload, 'message')),
    partnerName: r.assignedPartner ?? r.requestedPartner ?? null,
  }));
}

/* ───────────── E-books ───────────── */

export interface MyEbook {
  /** The latest request of this e-book. */
  leadId: string;
  title: string;
  requestedAt: Date;
  /** A freshly signed, short-lived link to the PDF; null when the e-book no longer exists. */
  downloadPath: string | null;
}

/**
 * The e-books the user requested, once each (latest request first), each with a link signed now:
 * a stored link would have expired. The title is matched in the language the lead was sent in.
 */
export async function myEbooks(db: Db, user: ClientAreaUser, { now = Date.now() }: { now?: number } = {}): Promise<MyEbook[]> {
  assertUser(user);
  const rows = await db
    .select({ id: leads.id, locale: leads.locale, payload: leads.payload, createdAt: leads.createdAt })
    .from(leads)
    .where(and(ownLeads(user), eq(leads.type, 'ebook')))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(MY_REQUESTS_LIMIT);
  const seen = new Set<string>();
  const list: MyEbook[] = [];
  for (const row of rows) {
    const title = payloadText(row.payload, 'ebook');
    if (!title) continue;
    const ebook = ebooksFor(toLocale(row.locale)).find((e) => e.title === title);
    const file = ebook ? ebookFileName(ebook.locale, ebook.slug) : null;
    const id = file ?? `title:${title}`;
    if (seen.has(id)) continue;
    seen.add(id);
    list.push({
      leadId: row.id,
      title: ebook?.title ?? title,
      requestedAt: row.createdAt,
      downloadPath: file ? signEbookPath(file, { now }) : null,
    });
  }
  return list;
}

/* ───────────── Data export ───────────── */

export interface MyDataExport {
  exportedAt: string;
  account: { id: string; email: string; name: string | null; emailVerified: boolean; createdAt: Date | null };
  roles: { role: string; partnerId: string | null; createdAt: Date }[];
  partner: {
    id: string;
    name: string;
    active: boolean;
    stateCode: string | null;
    city: string | null;
    email: string | null;
    phone: string | null;
    createdAt: Date;
  } | null;
  leads: (typeof leads.$inferSelect & {
    partner: string | null;
    history: {
      kind: string;
      fromStatus: string | null;
      toStatus: string | null;
      fromPartner: string | null;
      toPartner: string | null;
      note: string | null;
      createdAt: Date;
    }[];
  })[];
  newsletter: { email: string; locale: string | null; consentAt: Date; unsubscribedAt: Date | null; createdAt: Date } | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** When a Supabase account was created (read from Supabase's auth schema); null when it cannot be read. */
async function supabaseCreatedAt(db: Db, userId: string): Promise<Date | null> {
  try {
    const result = await db.execute(sql`select created_at from auth.users where id::text = ${userId} limit 1`);
    const value = rowsOf<{ created_at: Date | string | null }>(result)[0]?.created_at;
    return value ? new Date(value) : null;
  } catch {
    return null;
  }
}

/**
 * Everything held about the user, for the LGPD copy: the account, its roles and partner link, every
 * lead that is theirs with all its fields and its history, and the newsletter subscription of their
 * verified e-mail. Nothing about other people: the history leaves out who made each change.
 */
export async function myDataExport(db: Db, user: ClientAreaUser, { now = new Date() }: { now?: Date } = {}): Promise<MyDataExport> {
  assertUser(user);
  const email = verifiedEmail(user);
  const [account] = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      emailVerified: authUsers.emailVerified,
      createdAt: authUsers.createdAt,
    })
    .from(authUsers)
    .where(eq(authUsers.id, user.id));

  const roles = await db
    .select({ role: userRoles.role, partnerId: userRoles.partnerId, createdAt: userRoles.createdAt })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id))
    .orderBy(asc(userRoles.createdAt));
  const partnerId = roles.find((r) => r.role === 'partner')?.partnerId ?? null;
  const [partner] = partnerId
    ? await db
        .select({
          id: partners.id,
          name: partners.name,
          active: partners.active,
          stateCode: partners.stateCode,
          city: partners.city,
          email: partners.email,
          phone: partners.phone,
          createdAt: partners.createdAt,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
    : [];

  const leadRows = await db
    .select({ lead: leads, partner: partners.name })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(ownLeads(user))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const ids = leadRows.map((r) => r.lead.id);
  const fromPartner = alias(partners, 'from_partner');
  const toPartner = alias(partners, 'to_partner');
  const events = ids.length
    ? await db
        .select({
          leadId: leadEvents.leadId,
          kind: leadEvents.kind,
          fromStatus: leadEvents.fromStatus,
          toStatus: leadEvents.toStatus,
          fromPartner: fromPartner.name,
          toPartner: toPartner.name,
          note: leadEvents.note,
          createdAt: leadEvents.createdAt,
        })
        .from(leadEvents)
        .leftJoin(fromPartner, eq(fromPartner.id, leadEvents.fromPartnerId))
        .leftJoin(toPartner, eq(toPartner.id, leadEvents.toPartnerId))
        .where(inArray(leadEvents.leadId, ids))
        .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id))
    : [];

  const [subscription] = email
    ? await db
        .select({
          email: newsletterSubscribers.email,
          locale: newsletterSubscribers.locale,
          consentAt: newsletterSubscribers.consentAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
        .limit(1)
    : [];

  return {
    exportedAt: now.toISOString(),
    account: account ?? {
      id: user.id,
      email: user.email,
      name: user.fullName || null,
      emailVerified: user.emailVerified === true,
      createdAt: await supabaseCreatedAt(db, user.id),
    },
    roles,
    partner: partner ?? null,
    leads: leadRows.map(({ lead, partner: partnerName }) => ({
      ...lead,
      partner: partnerName,
      history: events.filter((e) => e.leadId === lead.id).map(({ leadId: _leadId, ...event }) => event),
    })),
    newsletter: subscription ?? null,
  };
}

/* ───────────── Account deletion ───────────── */

export type DeleteAccountResult =
  | { ok: true; anonymisedLeads: number }
  /** `last_admin`: the site would be left without an administrator. `unsupported`: this auth backend cannot delete accounts here. */
  | { ok: false; error: 'last_admin' | 'unsupported' };

/** The payload keys a lead keeps once anonymised: what was asked for, never who asked. */
export const ANONYMISED_PAYLOAD_KEYS = ['service', 'ebook', 'region'] as const;

/**
 * Deletes the user's account, in one transaction: refused when they are the last admin; their
 * leads (by account, and by their verified e-mail) lose every personal field and the notes on their
 * history but keep type, status and dates for statistics; their newsletter subscription and roles
 * are deleted; an audit row without personal data is written; then the auth backend deletes the
 * account and its sessions (a failure there rolls everything back).
 */
export async function deleteMyAccount(
  db: Db,
  user: ClientAreaUser,
  { adapter = auth() }: { adapter?: Pick<AuthAdapter, 'canDeleteUser' | 'deleteUser'> } = {},
): Promise<DeleteAccountResult> {
  assertUser(user);
  if (!adapter.canDeleteUser()) return { ok: false, error: 'unsupported' };
  const email = verifiedEmail(user);
  return db.transaction(async (transaction): Promise<DeleteAccountResult> => {
    const tx = transaction as unknown as Db;
    // Under the role lock: of two admins deleting themselves (or revoking each other) at once, the second sees the first gone.
    await lockRoles(tx);
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .orderBy(asc(userRoles.id))
      .for('update');
    const adminIds = new Set(admins.map((a) => a.userId));
    if (adminIds.has(user.id) && adminIds.size <= 1) return { ok: false, error: 'last_admin' };

    const own = await tx.select({ id: leads.id }).from(leads).where(ownLeads(user)).orderBy(asc(leads.id)).for('update');
    const ids = own.map((r) => r.id);
    if (ids.length) {
      const kept = sql.join(
        ANONYMISED_PAYLOAD_KEYS.map((k) => sql`${k}::text, ${leads.payload} -> ${k}::text`),
        sql`, `,
      );
      await tx
        .update(leads)
        .set({
          userId: null,
          name: null,
          email: null,
          phone: null,
          payload: sql`jsonb_strip_nulls(jsonb_build_object(${kept}))`,
          updatedAt: sql`now()`,
        })
        .where(inArray(leads.id, ids));
      // Notes on the history were written about the person; the status changes stay.
      await tx.update(leadEvents).set({ note: null }).where(inArray(leadEvents.leadId, ids));
    }
    const unsubscribed = email
      ? await tx
          .delete(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
          .returning({ id: newsletterSubscribers.id })
      : [];
    const roles = await tx.delete(userRoles).where(eq(userRoles.userId, user.id)).returning({ role: userRoles.role });
    // Mail sent to the account's address carries its name and requests: it goes with the account.
    const mails = await tx
      .delete(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${user.email.trim().toLowerCase()}`)
      .returning({ id: outbox.id });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'account.delete',
      entity: 'account',
      entityId: user.id,
      data: {
        anonymisedLeads: ids.length,
        roles: roles.map((r) => r.role).sort(),
        newsletter: unsubscribed.length > 0,
        mails: mails.length,
      },
    });
    await adapter.deleteUser(tx, user.id);
    return { ok: true, anonymisedLeads: ids.length };
  });
}
