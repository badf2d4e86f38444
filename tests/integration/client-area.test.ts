// The globals a Next.js server installs before any app code runs (a WebSocket for supabase-js on Node 20).
import 'next/dist/server/node-environment-baseline';
import { randomUUID } from 'node:crypto';
import { content } from '@/lib/content/store';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import {
  auditLog,
  authAccounts,
  authSessions,
  authUsers,
  leadEvents,
  leads,
  newsletterSubscribers,
  outbox,
  partners,
  userRoles,
} from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { verifyEbookLink } from '@/lib/ebooks/links';
import { submitLeadWith } from '@/lib/leads/submit';
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from './fake-supabase-auth';
import { testDatabases } from './helpers';

const allEbooks = content().ebooks;

/*
 * The client area on both databases: which leads a person sees (by account always, by e-mail only
 * once that e-mail is verified), their e-books with fresh links, the LGPD copy of exactly their
 * data, and the deletion of their account. Server actions and route handlers run as in a request:
 * next/headers gives the request's headers (with the session cookie of a real sign-in).
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
const cache = vi.hoisted(() => ({ revalidatePath: vi.fn() }));
vi.mock('next/cache', () => cache);
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const SITE = 'https://cliente.example.test';
const ENV_KEYS = [
  'SITE_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'TRUSTED_PROXY',
] as const;
const saved: Partial<Record<(typeof ENV_KEYS)[number], string>> = {};

beforeAll(() => {
  for (const key of ENV_KEYS) saved[key] = process.env[key];
  process.env.SITE_URL = SITE;
  process.env.AUTH_SECRET = 'client-area-test-secret-0123456789abcdefgh';
  process.env.TRUSTED_PROXY = '0';
  delete process.env.SMTP_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
});
afterAll(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const PASSWORD = 'Correct-Horse-Battery-9';
const uniqueEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@example.org`;
let ipCounter = 0;
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

const ebookPt = allEbooks.find((e) => e.locale === 'pt' && e.slug === 'guia-completo-backup-empresarial')!;
const ebookEn = allEbooks.find((e) => e.locale === 'en' && e.slug === 'guia-migracao-para-nuvem')!;

/** A moment `minutes` after a fixed start: leads get distinct, ordered creation times. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));

type Person = { id: string; email: string; fullName: string; emailVerified: boolean };

for (const target of testDatabases()) {
  describe(`client area on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;
    let partnerA: string;

    const auth = async () => (await import('@/lib/auth/local')).localAuth();
    const data = () => import('@/lib/auth/client-area');
    const actions = () => import('@/lib/actions/account/client-area');

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      const { createLocalAuth } = await import('@/lib/auth/local');
      // The process's database and embedded auth, as the server would hold them.
      const holder = globalThis as Record<symbol, unknown>;
      holder[Symbol.for('site.db')] = Promise.resolve(handle);
      holder[Symbol.for('site.localAuth')] = Promise.resolve(createLocalAuth(handle.db));
      await seed(handle.db, { withUsers: false });
      partnerA = (await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.name, 'TechSul Soluções')))[0]!.id;
    }, 120_000);
    afterAll(async () => {
      const holder = globalThis as Record<symbol, unknown>;
      delete holder[Symbol.for('site.db')];
      delete holder[Symbol.for('site.localAuth')];
      await cleanup?.();
    });

    /** An account with a password, its e-mail verified or not (as an activation link or an invitation leaves it). */
    async function account(tag: string, emailVerified: boolean): Promise<Person> {
      const ctx = await (await auth()).$context;
      const email = uniqueEmail(tag);
      const user = await ctx.internalAdapter.createUser({ email, name: `Pessoa ${tag}`, emailVerified }, { method: 'admin' });
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await ctx.password.hash(PASSWORD),
      });
      return { id: user.id, email, fullName: user.name, emailVerified };
    }

    /** Signs in through better-auth and makes its session cookie the current request's. */
    async function signIn(person: { email: string }, password = PASSWORD) {
      const { headers } = await (await auth()).api.signInEmail({ body: { email: person.email, password }, returnHeaders: true });
      const cookie = headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      request.headers = new Headers({ cookie, 'x-forwarded-for': nextIp(), host: 'cliente.example.test' });
      return cookie;
    }
    const signOutRequest = () => {
      request.headers = new Headers({ 'x-forwarded-for': nextIp() });
    };

    const insertLead = async (fields: Partial<typeof leads.$inferInsert>) => {
      const [row] = await db()
        .insert(leads)
        .values({
          type: 'contact',
          name: 'Fulano de Tal',
          email: 'fulano@example.net',
          phone: '(11) 97777-6666',
          payload: { name: 'Fulano de Tal', email: 'fulano@example.net', phone: '(11) 97777-6666', service: 'backup', message: 'Olá' },
          ...fields,
        })
        .returning({ id: leads.id });
      return row!.id;
    };

    /** A verified account, an unverified one and a third person, each with leads by account and by e-mail only. */
    async function world() {
      const verified = await account('verificada', true);
      const unverified = await account('pendente', false);
      const other = await account('outra', true);
      const contact = (p: Person, extra: Partial<typeof leads.$inferInsert> = {}) => ({
        name: p.fullName,
        email: p.email,
        phone: '(21) 98888-1111',
        payload: { name: p.fullName, email: p.email, phone: '(21) 98888-1111', company: 'ACME', service: 'cloud', message: 'Quero migrar' },
        ...extra,
      });
      const ids = {
        // Sent while signed in, from a form where another address was typed.
        byAccount: await insertLead({
          ...contact(verified),
          email: 'trabalho@empresa.example',
          userId: verified.id,
          partnerId: partnerA,
          createdAt: at(1),
        }),
        // Sent while signed out, with the account's address in other letter case.
        byEmail: await insertLead({ ...contact(verified), email: verified.email.toUpperCase(), createdAt: at(2) }),
        ebookByEmail: await insertLead({
          ...contact(verified),
          type: 'ebook',
          locale: 'en',
          payload: { name: verified.fullName, email: verified.email, phone: '(21) 98888-1111', ebook: ebookEn.title },
          createdAt: at(3),
        }),
        newsletterRow: await insertLead({
          ...contact(verified),
          type: 'newsletter',
          payload: { email: verified.email },
          userId: verified.id,
          createdAt: at(4),
        }),
        unverifiedByAccount: await insertLead({ ...contact(unverified), userId: unverified.id, createdAt: at(5) }),
        unverifiedByEmail: await insertLead({
          ...contact(unverified),
          type: 'ebook',
          locale: 'pt',
          payload: { name: unverified.fullName, email: unverified.email, phone: '(21) 98888-1111', ebook: ebookPt.title },
          createdAt: at(6),
        }),
        otherByAccount: await insertLead({ ...contact(other), userId: other.id, createdAt: at(7) }),
        otherByEmail: await insertLead({ ...contact(other), createdAt: at(8) }),
      };
      return { verified, unverified, other, ids };
    }

    it('lists the leads sent while signed in and, only for a verified e-mail, those sent with it; never newsletter rows or anyone else’s', async () => {
      const { myRequests } = await data();
      const { verified, unverified, other, ids } = await world();

      const mine = await myRequests(db(), verified);
      expect(mine.map((r) => r.id)).toEqual([ids.ebookByEmail, ids.byEmail, ids.byAccount]);
      const routed = mine.find((r) => r.id === ids.byAccount)!;
      expect(routed).toMatchObject({
        type: 'contact',
        status: 'new',
        service: 'cloud',
        message: 'Quero migrar',
        partnerName: 'TechSul Soluções',
      });
      expect(routed.createdAt.toISOString()).toBe(at(1).toISOString());
      expect(mine.find((r) => r.id === ids.ebookByEmail)).toMatchObject({ type: 'ebook', ebook: ebookEn.title });

      // The unverified account sees what it sent while signed in, not what its address sent.
      expect((await myRequests(db(), unverified)).map((r) => r.id)).toEqual([ids.unverifiedByAccount]);
      // Verified later, the same account sees both.
      expect((await myRequests(db(), { ...unverified, emailVerified: true })).map((r) => r.id)).toEqual([
        ids.unverifiedByEmail,
        ids.unverifiedByAccount,
      ]);
      expect((await myRequests(db(), other)).map((r) => r.id)).toEqual([ids.otherByEmail, ids.otherByAccount]);
    });

    it('lists each requested e-book once with a link signed at each call, valid for its file, matched in the lead’s language', async () => {
      const { myEbooks } = await data();
      const { verified, unverified } = await world();
      // The same e-book requested twice, in Portuguese: listed once (the latest request).
      const first = await insertLead({
        type: 'ebook',
        userId: verified.id,
        locale: 'pt',
        payload: { ebook: ebookPt.title },
        createdAt: at(20),
      });
      const latest = await insertLead({
        type: 'ebook',
        userId: verified.id,
        locale: 'pt',
        payload: { ebook: ebookPt.title },
        createdAt: at(21),
      });
      const gone = await insertLead({
        type: 'ebook',
        userId: verified.id,
        locale: 'pt',
        payload: { ebook: 'Um e-book retirado' },
        createdAt: at(22),
      });

      const now = Date.now();
      const list = await myEbooks(db(), verified, { now });
      expect(list.map((e) => e.leadId)).toEqual([gone, latest, expect.any(String)]);
      expect(list.map((e) => e.leadId)).not.toContain(first);
      expect(list[0]).toMatchObject({ title: 'Um e-book retirado', downloadPath: null });

      const check = (path: string, file: string, at: number) => {
        const url = new URL(path, SITE);
        expect(url.pathname).toBe(`/files/ebooks/${file}`);
        return verifyEbookLink(file, url.searchParams.get('expires'), url.searchParams.get('sig'), { now: at });
      };
      const pt = list[1]!;
      const en = list[2]!;
      expect(en.title).toBe(ebookEn.title);
      expect(check(pt.downloadPath!, `pt-${ebookPt.slug}.pdf`, now)).toBe('ok');
      expect(check(en.downloadPath!, `en-${ebookEn.slug}.pdf`, now)).toBe('ok');
      // A link is not valid for another file.
      expect(check(en.downloadPath!.replace(`en-${ebookEn.slug}`, `pt-${ebookPt.slug}`), `pt-${ebookPt.slug}.pdf`, now)).toBe('invalid');

      // Fresh on every call: a later call signs a new link, and the old one expires after its hour.
      const later = now + 2 * 3600_000;
      const again = await myEbooks(db(), verified, { now: later });
      expect(again[1]!.downloadPath).not.toBe(pt.downloadPath);
      expect(check(again[1]!.downloadPath!, `pt-${ebookPt.slug}.pdf`, later)).toBe('ok');
      expect(check(pt.downloadPath!, `pt-${ebookPt.slug}.pdf`, later)).toBe('expired');

      // The unverified account's e-book was requested with its address only: not listed.
      expect(await myEbooks(db(), unverified)).toEqual([]);
    });

    it('exports exactly the person’s data: account, roles, partner, every lead of theirs with its history, their newsletter subscription', async () => {
      const { myDataExport } = await data();
      const { verified, unverified, other, ids } = await world();
      await db().insert(userRoles).values({ userId: verified.id, role: 'partner', partnerId: partnerA });
      await db()
        .insert(newsletterSubscribers)
        .values([
          { email: verified.email, locale: 'pt', unsubscribeToken: `secret-token-${verified.id}` },
          { email: unverified.email, locale: 'pt', unsubscribeToken: `t-${randomUUID()}` },
          { email: other.email, locale: 'pt', unsubscribeToken: `t-${randomUUID()}` },
        ]);
      await db()
        .insert(leadEvents)
        .values([
          { leadId: ids.byAccount, actorId: 'staff-member-7', kind: 'status', fromStatus: 'new', toStatus: 'contacted', note: 'Ligamos' },
          { leadId: ids.otherByAccount, actorId: 'staff-member-7', kind: 'note', note: 'Nota de outra pessoa' },
        ]);

      const copy = await myDataExport(db(), verified, { now: at(30) });
      expect(copy.exportedAt).toBe(at(30).toISOString());
      expect(copy.account).toMatchObject({ id: verified.id, email: verified.email, name: verified.fullName, emailVerified: true });
      expect(copy.account.createdAt).toBeInstanceOf(Date);
      expect(copy.roles).toEqual([expect.objectContaining({ role: 'partner', partnerId: partnerA })]);
      expect(copy.partner).toMatchObject({ id: partnerA, name: 'TechSul Soluções' });
      expect(copy.leads.map((l) => l.id).sort()).toEqual([ids.byAccount, ids.byEmail, ids.ebookByEmail, ids.newsletterRow].sort());
      const routed = copy.leads.find((l) => l.id === ids.byAccount)!;
      expect(routed).toMatchObject({ userId: verified.id, phone: '(21) 98888-1111', partner: 'TechSul Soluções' });
      expect(routed.payload).toMatchObject({ company: 'ACME', message: 'Quero migrar' });
      expect(routed.history).toEqual([
        expect.objectContaining({ kind: 'status', fromStatus: 'new', toStatus: 'contacted', note: 'Ligamos' }),
      ]);
      expect(copy.newsletter).toMatchObject({ email: verified.email, locale: 'pt', unsubscribedAt: null });

      const text = JSON.stringify(copy);
      for (const foreign of [
        unverified.email,
        other.email,
        unverified.id,
        other.id,
        ids.otherByAccount,
        ids.otherByEmail,
        'staff-member-7',
      ])
        expect(text).not.toContain(foreign);
      expect(text).not.toContain('Nota de outra pessoa');
      // The unsubscribe token is a credential, not information about the person.
      expect(text).not.toContain('secret-token-');

      // An unverified address opens neither the leads sent with it nor its subscription.
      const pending = await myDataExport(db(), unverified);
      expect(pending.leads.map((l) => l.id)).toEqual([ids.unverifiedByAccount]);
      expect(pending.newsletter).toBeNull();
      expect(pending.account.emailVerified).toBe(false);
    });

    it('GET /api/account/export: 401 signed out; signed in, the person’s JSON as a private attachment', async () => {
      const { GET } = await import('@/app/api/account/export/route');
      const { verified, other } = await world();
      signOutRequest();
      const anonymous = await GET(new Request('http://localhost/api/account/export'));
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

      await signIn(verified);
      const response = await GET(new Request('http://localhost/api/account/export'));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
      const body = await response.text();
      const parsed = JSON.parse(body) as { account: { id: string; email: string }; leads: { id: string }[] };
      expect(parsed.account).toMatchObject({ id: verified.id, email: verified.email });
      expect(parsed.leads).toHaveLength(4);
      expect(body).not.toContain(other.email);
    });

    it('stores the signed-in account on leads it sends: the routine, its idempotent path, and POST /api/leads (never an id from the body)', async () => {
      const person = await account('envia', true);
      const other = await account('alheia', true);
      const form = { name: 'Ana Souza', email: 'ana@empresa.example', phone: '(51) 98888-7777', service: 'backup', message: 'Orçamento' };
      const stored = await submitLeadWith(db(), 'contact', form, { ip: nextIp(), userId: person.id });
      expect(stored.ok).toBe(true);
      const userOf = async (id: string | null | undefined) =>
        (await db().select({ userId: leads.userId }).from(leads).where(eq(leads.id, id!)))[0]!.userId;
      expect(await userOf(stored.ok ? stored.id : null)).toBe(person.id);

      const key = `client-area-${randomUUID()}`;
      const keyed = await submitLeadWith(db(), 'contact', form, { ip: nextIp(), userId: person.id, idempotencyKey: key });
      const replay = await submitLeadWith(db(), 'contact', form, { ip: nextIp(), userId: other.id, idempotencyKey: key });
      expect(replay).toMatchObject({ ok: true, replayed: true, id: keyed.ok ? keyed.id : 'x' });
      expect(await userOf(keyed.ok ? keyed.id : null)).toBe(person.id);

      const anonymous = await submitLeadWith(db(), 'contact', form, { ip: nextIp() });
      expect(await userOf(anonymous.ok ? anonymous.id : null)).toBeNull();

      const { POST } = await import('@/app/api/leads/route');
      const post = (headers: Record<string, string>) =>
        POST(
          new Request(`${SITE}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
            body: JSON.stringify({ type: 'contact', ...form, userId: other.id, user_id: other.id }),
          }),
        );
      const cookie = await signIn(person);
      const signedIn = await post({ cookie });
      expect(signedIn.status).toBe(201);
      expect(await userOf(((await signedIn.json()) as { data: { id: string } }).data.id)).toBe(person.id);

      signOutRequest();
      const withoutSession = await post({});
      expect(withoutSession.status).toBe(201);
      expect(await userOf(((await withoutSession.json()) as { data: { id: string } }).data.id)).toBeNull();
    });

    it('renames the account and changes its password: the current one is checked, the other sessions end', async () => {
      const { saveNameAction, changePasswordAction } = await actions();
      const person = await account('senha', true);
      signOutRequest();
      expect(await saveNameAction('pt', { name: 'Novo Nome' })).toMatchObject({ ok: false, error: 'signed_out' });

      await signIn(person);
      await signIn(person);
      expect(await db().select().from(authSessions).where(eq(authSessions.userId, person.id))).toHaveLength(2);

      cache.revalidatePath.mockClear();
      expect(await saveNameAction('pt', { name: 'x' })).toMatchObject({ ok: false, error: 'validation', field: 'name' });
      expect(cache.revalidatePath).not.toHaveBeenCalled();
      expect(await saveNameAction('pt', { name: '  Maria Nova  ' })).toMatchObject({ ok: true, title: 'Perfil salvo' });
      // The name shows on every account page (client area, partner dashboard, back office).
      expect(cache.revalidatePath).toHaveBeenCalledWith('/[locale]/(account)', 'layout');
      expect((await db().select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, person.id)))[0]!.name).toBe('Maria Nova');

      const next = 'Another-Strong-Pass-7';
      expect(await changePasswordAction('pt', { current: 'Wrong-Password-11', password: next, confirm: next })).toMatchObject({
        ok: false,
        error: 'wrong_password',
        field: 'current',
      });
      expect(await changePasswordAction('pt', { current: PASSWORD, password: next, confirm: 'different-1234' })).toMatchObject({
        ok: false,
        field: 'confirm',
      });
      expect(await changePasswordAction('en', { current: PASSWORD, password: 'password123', confirm: 'password123' })).toMatchObject({
        ok: false,
        field: 'password',
        description: 'This password is too common. Choose another one.',
      });
      expect(await changePasswordAction('pt', { current: PASSWORD, password: next, confirm: next })).toMatchObject({ ok: true });
      // Both earlier sessions ended; the one that changed it continues with a fresh session.
      expect(await db().select().from(authSessions).where(eq(authSessions.userId, person.id))).toHaveLength(1);
      await expect(signIn(person, PASSWORD)).rejects.toMatchObject({ statusCode: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
      await expect(signIn(person, next)).resolves.toBeTruthy();
    });

    it('deletes the account: leads anonymised, roles, subscription, auth user and sessions gone, an audit row without personal data', async () => {
      const { deleteAccountAction } = await actions();
      const { getCurrentUser } = await import('@/lib/auth');
      const { verified, unverified, other, ids } = await world();
      await db().insert(userRoles).values({ userId: verified.id, role: 'partner', partnerId: partnerA });
      await db()
        .insert(newsletterSubscribers)
        .values([
          { email: verified.email, unsubscribeToken: `t-${randomUUID()}` },
          { email: other.email, unsubscribeToken: `t-${randomUUID()}` },
        ]);
      await db()
        .insert(leadEvents)
        .values({ leadId: ids.byEmail, kind: 'status', fromStatus: 'new', toStatus: 'won', note: `Falei com ${verified.fullName}` });
      await db().update(leads).set({ status: 'won' }).where(eq(leads.id, ids.byEmail));
      await db()
        .insert(outbox)
        .values([
          { kind: 'notice', toAddress: verified.email.toUpperCase(), subject: 'Sua solicitação', textBody: `Olá ${verified.fullName}` },
          { kind: 'notice', toAddress: other.email, subject: 'Sua solicitação', textBody: 'Olá' },
        ]);
      await signIn(verified);
      await signIn(verified);
      const auditBefore = (await db().select().from(auditLog)).length;

      // The typed e-mail must be the account's: nothing happens otherwise.
      expect(await deleteAccountAction('pt', { confirmEmail: other.email })).toMatchObject({
        ok: false,
        error: 'validation',
        field: 'confirmEmail',
      });
      expect(await db().select().from(authUsers).where(eq(authUsers.id, verified.id))).toHaveLength(1);

      cache.revalidatePath.mockClear();
      const result = await deleteAccountAction('pt', { confirmEmail: ` ${verified.email.toUpperCase()} ` });
      expect(result).toMatchObject({ ok: true, title: 'Conta excluída' });
      expect(cache.revalidatePath).toHaveBeenCalledWith('/[locale]/(account)', 'layout');

      expect(await db().select().from(authUsers).where(eq(authUsers.id, verified.id))).toHaveLength(0);
      expect(await db().select().from(authSessions).where(eq(authSessions.userId, verified.id))).toHaveLength(0);
      expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, verified.id))).toHaveLength(0);
      expect(await db().select().from(userRoles).where(eq(userRoles.userId, verified.id))).toHaveLength(0);
      expect(await getCurrentUser()).toBeNull();
      const subscribers = await db().select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
      expect(subscribers.map((s) => s.email)).not.toContain(verified.email);
      expect(subscribers.map((s) => s.email)).toContain(other.email);

      const mine = [ids.byAccount, ids.byEmail, ids.ebookByEmail, ids.newsletterRow];
      const rows = await db().select().from(leads).where(inArray(leads.id, mine)).orderBy(asc(leads.createdAt));
      expect(rows.map((r) => [r.type, r.status, r.createdAt.toISOString()])).toEqual([
        ['contact', 'new', at(1).toISOString()],
        ['contact', 'won', at(2).toISOString()],
        ['ebook', 'new', at(3).toISOString()],
        ['newsletter', 'new', at(4).toISOString()],
      ]);
      for (const row of rows) {
        expect(row).toMatchObject({ userId: null, name: null, email: null, phone: null });
        expect(Object.keys(row.payload).every((k) => ['service', 'ebook', 'region'].includes(k))).toBe(true);
        const text = JSON.stringify(row).toLowerCase();
        for (const personal of [verified.email, verified.fullName, '98888-1111', 'acme', 'quero migrar', 'trabalho@empresa.example'])
          expect(text).not.toContain(personal.toLowerCase());
      }
      expect(rows[0]!.payload).toEqual({ service: 'cloud' });
      expect(rows[2]!.payload).toEqual({ ebook: ebookEn.title });
      const history = await db().select().from(leadEvents).where(eq(leadEvents.leadId, ids.byEmail));
      expect(history).toEqual([expect.objectContaining({ kind: 'status', toStatus: 'won', note: null })]);

      // Other people's leads are untouched.
      const untouched = await db()
        .select({ email: leads.email, userId: leads.userId })
        .from(leads)
        .where(inArray(leads.id, [ids.unverifiedByAccount, ids.unverifiedByEmail, ids.otherByAccount, ids.otherByEmail]));
      expect(untouched.map((r) => r.email).sort()).toEqual([unverified.email, unverified.email, other.email, other.email].sort());

      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'account.delete'));
      expect((await db().select().from(auditLog)).length).toBe(auditBefore + 1);
      const row = audit.find((a) => a.entityId === verified.id)!;
      expect(row).toMatchObject({ actorId: verified.id, entity: 'account', ip: null });
      expect(row.data).toEqual({ anonymisedLeads: 4, roles: ['partner'], newsletter: true, mails: 1 });
      // Mail to the account's address went with it; other people's stayed.
      const mailsLeft = (await db().select({ to: outbox.toAddress }).from(outbox)).map((m) => m.to.toLowerCase());
      expect(mailsLeft).not.toContain(verified.email.toLowerCase());
      expect(mailsLeft).toContain(other.email.toLowerCase());
      expect(JSON.stringify(row).toLowerCase()).not.toContain(verified.email.toLowerCase());
    });

    it('refuses to delete the last admin, and changes nothing; with a second admin the deletion goes through', async () => {
      const { deleteMyAccount } = await data();
      // Admins of earlier tests would hide the "last" one.
      await db().delete(userRoles).where(eq(userRoles.role, 'admin'));
      const admin = await account('admin', true);
      await db().insert(userRoles).values({ userId: admin.id, role: 'admin' });
      const lead = await insertLead({ userId: admin.id, email: admin.email });
      const auditBefore = (await db().select().from(auditLog)).length;

      expect(await deleteMyAccount(db(), admin)).toEqual({ ok: false, error: 'last_admin' });
      expect(await db().select().from(authUsers).where(eq(authUsers.id, admin.id))).toHaveLength(1);
      expect(await db().select().from(userRoles).where(eq(userRoles.userId, admin.id))).toHaveLength(1);
      expect((await db().select({ email: leads.email }).from(leads).where(eq(leads.id, lead)))[0]!.email).toBe(admin.email);
      expect((await db().select().from(auditLog)).length).toBe(auditBefore);

      const second = await account('admin2', true);
      await db().insert(userRoles).values({ userId: second.id, role: 'admin' });
      expect(await deleteMyAccount(db(), admin)).toEqual({ ok: true, anonymisedLeads: 1 });
      // Now the second is the last one.
      expect(await deleteMyAccount(db(), second)).toEqual({ ok: false, error: 'last_admin' });
      expect(
        await db()
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.role, 'admin'), eq(userRoles.userId, second.id))),
      ).toHaveLength(1);
    });

    it('refuses deletion where the auth backend cannot delete accounts (Supabase without its service key), changing nothing', async () => {
      const { deleteMyAccount } = await data();
      const { createSupabaseAdapter } = await import('@/lib/auth/supabase-adapter');
      const person = await account('supabase', true);
      const lead = await insertLead({ userId: person.id });
      const adapter = createSupabaseAdapter(async () => ({ getAll: () => [], setAll: () => {} }));
      expect(await deleteMyAccount(db(), person, { adapter })).toEqual({ ok: false, error: 'unsupported' });
      expect((await db().select({ userId: leads.userId }).from(leads).where(eq(leads.id, lead)))[0]!.userId).toBe(person.id);
      expect(await db().select().from(authUsers).where(eq(authUsers.id, person.id))).toHaveLength(1);
    });

    it('a partner invitation starts unverified; setting the password from its link verifies the e-mail', async () => {
      const { localInvitePartnerUser } = await import('@/lib/auth/partner-invite');
      const { localAdapter } = await import('@/lib/auth/local-adapter');
      const email = uniqueEmail('convite');
      const invite = await localInvitePartnerUser(db(), { email, name: 'Parceira Nova', partnerId: partnerA, authUrl: `${SITE}/auth` });
      expect(invite.status).toBe('created');
      if (invite.status !== 'created') return;
      const verifiedOf = async () =>
        (await db().select({ v: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, invite.userId)))[0]!.v;
      expect(await verifiedOf()).toBe(false);
      const token = new URL(invite.setPasswordUrl).pathname.split('/').pop()!;
      expect(await localAdapter.resetPassword({ token: 'not-a-token', newPassword: 'Another-Strong-Pass-7' })).toMatchObject({ ok: false });
      expect(await verifiedOf()).toBe(false);
      expect(await localAdapter.resetPassword({ token, newPassword: 'Another-Strong-Pass-7' })).toEqual({ ok: true, email });
      expect(await verifiedOf()).toBe(true);

      // The session user carries the flag.
      await signIn({ email }, 'Another-Strong-Pass-7');
      expect(await localAdapter.getSessionUser()).toMatchObject({ id: invite.userId, email, emailVerified: true });
    });
  });
}

describe('own account in Supabase mode, against a fake Supabase Auth server', () => {
  let fake: FakeSupabaseAuth;
  beforeAll(async () => {
    fake = await startFakeSupabaseAuth();
    process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = fake.anonKey;
  });
  afterAll(async () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    await fake?.close();
  });

  /** A browser's cookies (name → value); a cookie set empty is deleted. */
  function jar() {
    const cookies = new Map<string, string>();
    return {
      getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
      setAll: (list: { name: string; value: string }[]) => {
        for (const { name, value } of list) {
          if (value === '') cookies.delete(name);
          else cookies.set(name, value);
        }
      },
    };
  }

  it('renames, checks the current password before changing it, and ends the other sessions; deletion needs the service key', async () => {
    const { createSupabaseAdapter } = await import('@/lib/auth/supabase-adapter');
    const email = uniqueEmail('supa');
    const here = jar();
    const elsewhere = jar();
    const adapter = createSupabaseAdapter(async () => here);
    const other = createSupabaseAdapter(async () => elsewhere);
    expect(await adapter.signUp({ email, password: PASSWORD, fullName: 'Ana Supa', locale: 'pt', next: '/' })).toMatchObject({ ok: true });
    expect(await adapter.signIn({ email, password: PASSWORD })).toMatchObject({ ok: true });
    expect(await other.signIn({ email, password: PASSWORD })).toMatchObject({ ok: true });
    expect(await adapter.getSessionUser()).toMatchObject({ email, fullName: 'Ana Supa', emailVerified: true });

    expect(await adapter.updateName({ name: 'Ana Renomeada' })).toEqual({ ok: true });
    expect(await adapter.getSessionUser()).toMatchObject({ fullName: 'Ana Renomeada' });

    const next = 'Another-Strong-Pass-7';
    expect(await adapter.changePassword({ email, currentPassword: 'Wrong-Password-11', newPassword: next })).toMatchObject({
      ok: false,
      code: 'invalid_credentials',
    });
    expect(await other.getSessionUser()).not.toBeNull();
    expect(await adapter.changePassword({ email, currentPassword: PASSWORD, newPassword: next })).toEqual({ ok: true });
    // This browser stays signed in; the other one is signed out; the new password is the one that works.
    expect(await adapter.getSessionUser()).toMatchObject({ email });
    expect(await other.getSessionUser()).toBeNull();
    expect(await createSupabaseAdapter(async () => jar()).signIn({ email, password: PASSWORD })).toMatchObject({ ok: false });
    expect(await createSupabaseAdapter(async () => jar()).signIn({ email, password: next })).toMatchObject({ ok: true });

    expect(adapter.canDeleteUser()).toBe(false);
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key-for-tests';
    try {
      expect(adapter.canDeleteUser()).toBe(true);
    } finally {
      delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    }
  });
});
