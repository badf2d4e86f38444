/**
 * Every server action of the signed-in areas, called directly (as a forged request would, not
 * through the pages), by people who must not use it: each one refuses as such (not with a
 * validation error) and the database stays exactly as it was. The same call by someone who may
 * make it succeeds and writes, so a case whose arguments could never work fails here. The actions
 * are found on disk, so a new action without a case here fails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/lib/auth/local';
import type { AuthUser } from '@/lib/auth/types';
import type { Db, DbHandle } from '@/lib/db/client';
import {
  contentRedirects,
  contentVersions,
  leads,
  newsletterSubscribers,
  outbox,
  partners,
  resellerApplications,
  userRoles,
} from '@/lib/db/schema';
import { PRICES_FILE } from '@/lib/content/prices';
import { seed } from '@/lib/demo/seed';
import { approveApplication } from '@/lib/resellers/admin';
import { LOCALES } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

const state = vi.hoisted(() => ({ user: null as AuthUser | null, db: null as unknown, cookie: null as string | null }));

vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'x-forwarded-for': '203.0.113.77',
      'user-agent': 'authz-test',
      // The client area's account actions go through the embedded auth, which reads the session cookie.
      ...(state.cookie ? { cookie: state.cookie } : {}),
    }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
const cache = vi.hoisted(() => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
  // Outside Next there is no data cache: the wrapped function is called each time.
  unstable_cache: <T>(fn: T) => fn,
}));
vi.mock('next/cache', () => cache);
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getCurrentUser: async () => state.user,
}));
vi.mock('@/lib/db', () => ({ getDb: async () => state.db, getDbHandle: async () => ({ db: state.db }) }));

const ENV = {
  SITE_URL: 'https://authz.example.test',
  AUTH_SECRET: 'authorization-test-secret-0123456789abcdef',
  TRUSTED_PROXY: '0',
} as const;
const UNSET = ['SMTP_URL', 'NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
const savedEnv: Record<string, string | undefined> = {};
// Mail goes to a drop folder, so the allowed calls that mail (resend, approve, reject) can succeed.
const mailbox = mailDrop();
beforeAll(() => {
  for (const key of [...Object.keys(ENV), ...UNSET]) savedEnv[key] = process.env[key];
  Object.assign(process.env, ENV);
  for (const key of UNSET) delete process.env[key];
  mailbox.start();
});
afterAll(() => {
  mailbox.stop();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const ROOT = process.cwd();
const ACTIONS_DIR = join(ROOT, 'lib', 'actions');
/** A kept version of the prices, made by the restore case's setup. */
const KEPT_VERSION = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
/** The audiences that need a session; the public and auth actions are meant for anyone. */
const SIGNED_IN_AUDIENCES = ['admin', 'account', 'partner'];

/** Every module under the signed-in audiences' folders. */
function actionFiles(dir?: string): string[] {
  if (!dir) return SIGNED_IN_AUDIENCES.flatMap((audience) => actionFiles(join(ACTIONS_DIR, audience)));
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return actionFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** A server-action module; anything else there must be server-only (its exports are not callable from a browser). */
function isActionModule(source: string): boolean {
  return source.trimStart().startsWith("'use server'");
}

/** Who calls: the intruders, and those a positive control runs as. */
type Persona = 'anonymous' | 'client' | 'partner' | 'admin' | 'partnerB';
type Intruder = Extract<Persona, 'anonymous' | 'client' | 'partner'>;
type Area = 'admin' | 'partner' | 'client';

interface Fixture {
  /** A lead of partner B (partner A's user must not reach it). */
  foreignLead: string;
  partnerA: string;
  partnerB: string;
  /** A pending reseller application. */
  application: string;
  subscriber: string;
  failedMail: string;
  adminId: string;
  /** A second admin, so that one may lose the role. */
  otherAdminId: string;
  /** A real account of the embedded auth (no role), signed in. */
  clientId: string;
  clientCookie: string;
  /** The partner user of partner A (the "partner" intruder). */
  partnerUserId: string;
  /** The partner user of partner B (who owns foreignLead). */
  partnerBUserId: string;
}

const CLIENT_EMAIL = 'cliente@example.com';
const CLIENT_PASSWORD = 'Qualquer-Senha-1';

type Outcome = { value?: unknown; error?: unknown };

interface Case {
  /** Real records, so that a missing check would change them. */
  args: (f: Fixture) => unknown[];
  /** Who must be refused (default: by area, see REFUSED). */
  refuse?: Intruder[];
  /** Who may make this very call (default: by area, see ALLOWED). */
  allowed?: Persona;
  /** The state the allowed call needs; set up before the intruders' calls too, so theirs would work as well. */
  setup?: (f: Fixture, db: Db) => Promise<unknown>;
}

/**
 * The arguments each action gets, keyed by the file (relative to lib/actions) and the export's
 * name. A bare function is the arguments, with the area's defaults for the rest.
 */
const CASES: Record<string, Case['args'] | Case> = {
  'admin/resellers.ts#approveAction': (f) => ['pt', f.application],
  'admin/resellers.ts#approveForm': (f) => [null, formOf({ locale: 'pt', id: f.application })],
  'admin/resellers.ts#rejectAction': (f) => ['pt', f.application, { reason: 'Documentação incompleta para análise' }],
  'admin/resellers.ts#resendInviteAction': {
    args: (f) => ['pt', f.application],
    // Only an approved application's invitation can be sent again.
    setup: (f, db) => approveApplication(db, { id: f.adminId }, f.application),
  },
  'admin/resellers.ts#resendInviteForm': {
    args: (f) => [null, formOf({ locale: 'pt', id: f.application })],
    setup: (f, db) => approveApplication(db, { id: f.adminId }, f.application),
  },
  'admin/jobs.ts#runJobNow': () => {
    const form = new FormData();
    form.set('locale', 'pt');
    form.set('job', 'maintenance-cleanup');
    return [null, form];
  },
  'partner/dashboard.ts#changeLeadStatusAction': { args: (f) => ['pt', f.foreignLead, 'contacted'], allowed: 'partnerB' },
  'partner/dashboard.ts#changeLeadStatusForm': {
    args: (f) => [null, formOf({ locale: 'pt', leadId: f.foreignLead, status: 'contacted' })],
    allowed: 'partnerB',
  },
  'admin/emails.ts#resendMailAction': (f) => ['pt', { id: f.failedMail }],
  'admin/emails.ts#resendMailForm': (f) => [null, formOf({ locale: 'pt', id: f.failedMail })],
  'admin/leads.ts#changeLeadStatusAction': (f) => ['pt', f.foreignLead, { status: 'contacted', note: 'Ligação feita' }],
  'admin/leads.ts#assignLeadAction': (f) => ['pt', f.foreignLead, { partnerId: f.partnerA, note: '' }],
  'admin/leads.ts#addLeadNoteAction': (f) => ['pt', f.foreignLead, { note: 'Cliente pediu retorno' }],
  'admin/leads.ts#bulkLeadStatusAction': (f) => ['pt', { ids: [f.foreignLead], status: 'lost', note: '' }],
  'admin/newsletter.ts#removeSubscriberAction': (f) => ['pt', f.subscriber],
  'admin/newsletter.ts#removeSubscriberForm': (f) => [null, formOf({ locale: 'pt', id: f.subscriber })],
  // The prices' kept version is their text as it is: the allowed restore writes the same bytes back.
  'admin/content.ts#restoreVersionAction': {
    args: () => [null, formOf({ locale: 'pt', path: PRICES_FILE, id: KEPT_VERSION })],
    setup: (_f, db) =>
      db.insert(contentVersions).values({
        id: KEPT_VERSION,
        path: PRICES_FILE,
        kind: 'prices',
        text: readFileSync(join(ROOT, PRICES_FILE), 'utf8'),
        action: 'content.update',
      }),
  },
  'admin/redirects.ts#saveRedirectAction': () => ['pt', { fromPath: '/campanha-intrusa', toPath: '/servicos' }],
  'admin/redirects.ts#removeRedirectAction': {
    args: () => ['pt', '/campanha-antiga'],
    setup: (_f, db) => db.insert(contentRedirects).values({ fromPath: '/campanha-antiga', toPath: '/servicos', source: 'admin' }),
  },
  'admin/redirects.ts#removeRedirectForm': {
    args: () => [null, formOf({ locale: 'pt', fromPath: '/campanha-antiga' })],
    setup: (_f, db) => db.insert(contentRedirects).values({ fromPath: '/campanha-antiga', toPath: '/servicos', source: 'admin' }),
  },
  'admin/partners.ts#createPartnerAction': () => ['pt', partnerInput('Parceiro Intruso')],
  'admin/partners.ts#updatePartnerAction': (f) => ['pt', f.partnerB, partnerInput('Parceiro Renomeado')],
  'admin/partners.ts#setPartnerActiveAction': (f) => ['pt', f.partnerB, false],
  'admin/partners.ts#setPartnerActiveForm': (f) => [null, formOf({ locale: 'pt', id: f.partnerB, active: 'false' })],
  'admin/users.ts#grantAdminAction': (f) => ['pt', { userId: f.clientId }],
  'admin/users.ts#revokeAdminAction': (f) => ['pt', { userId: f.otherAdminId }],
  'admin/users.ts#linkPartnerAction': (f) => ['pt', { userId: f.clientId, partnerId: f.partnerB }],
  'admin/users.ts#revokePartnerAction': (f) => ['pt', { userId: f.partnerUserId }],
  // The client area acts on the session's own account only (no id is taken from the request).
  'account/client-area.ts#saveNameAction': { args: () => ['pt', { name: 'Nome Intruso' }], refuse: ['anonymous'] },
  'account/client-area.ts#changePasswordAction': {
    args: () => ['pt', { current: CLIENT_PASSWORD, password: 'Outra-Senha-Forte-7', confirm: 'Outra-Senha-Forte-7' }],
    refuse: ['anonymous'],
  },
  'account/client-area.ts#deleteAccountAction': { args: () => ['pt', { confirmEmail: CLIENT_EMAIL }], refuse: ['anonymous'] },
  // A partner edits their own profile only (the session names it): no one else may.
  'partner/dashboard.ts#saveProfileAction': {
    args: () => ['pt', { email: 'invasor@example.com', phone: '(11) 99999-0000', territories: [{ state_code: 'SP', cities: ['Santos'] }] }],
    refuse: ['anonymous', 'client'],
  },
};

const caseOf = (key: string): Case | undefined => {
  const entry = CASES[key];
  return typeof entry === 'function' ? { args: entry } : entry;
};

/** The fields of a plain form post. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A valid partner form: if a check were missing, it would be saved. */
function partnerInput(name: string) {
  return { name, email: 'intruso@example.com', phone: '', state_code: 'SP', city: 'Santos', active: true, territories: [] };
}

function areaOf(key: string): Area {
  if (key.startsWith('admin/')) return 'admin';
  if (key.startsWith('partner/')) return 'partner';
  return 'client';
}

/** Who must be refused, by area: a partner may use the partner panel (only for their own records). */
const REFUSED: Record<Area, Intruder[]> = {
  admin: ['anonymous', 'client', 'partner'],
  partner: ['anonymous', 'client', 'partner'],
  client: ['anonymous'],
};

/** Who may, by area. */
const ALLOWED: Record<Area, Persona> = { admin: 'admin', partner: 'partner', client: 'client' };

/** A fingerprint of every table: any insert, update or delete changes it. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows?: { name: string }[] } | { name: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.name).filter((n) => !n.startsWith('__drizzle'));
  const out: Record<string, string> = {};
  for (const name of names) {
    const result = (await db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${name}" t`),
    )) as unknown as { rows?: { f: string }[] } | { f: string }[];
    out[name] = (Array.isArray(result) ? result : (result.rows ?? []))[0]!.f;
  }
  return out;
}

/** The target of a Next redirect (digest `NEXT_REDIRECT;<type>;<url>;<status>;`), or null for any other throw. */
function redirectTarget(error: unknown): string | null {
  const digest = String((error as { digest?: unknown } | null)?.digest ?? '');
  if (!digest.startsWith('NEXT_REDIRECT;')) return null;
  return digest.split(';').slice(2, -2).join(';');
}

/** Where a refusal sends people: the sign-in page (with where they were going) or home, in any language. */
function isRefusalTarget(target: string): boolean {
  const url = new URL(target, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return false;
  return LOCALES.some(
    (locale) =>
      (url.pathname === localizedPath(locale, '/') && !url.search) ||
      (url.pathname === localizedPath(locale, '/auth') && url.searchParams.has('next')),
  );
}

/** The error keys that mean "not allowed", "not yours" or "not signed in". */
const REFUSAL_ERRORS = new Set(['forbidden', 'not_found', 'signed_out']);

/** A refusal as such: a result that says so, or a redirect to the sign-in page or home. A validation error is not one. */
function refused(outcome: Outcome): boolean {
  if ('error' in outcome) {
    const target = redirectTarget(outcome.error);
    return target !== null && isRefusalTarget(target);
  }
  const value = outcome.value as { ok?: boolean; error?: unknown } | undefined;
  return value?.ok === false && REFUSAL_ERRORS.has(String(value.error));
}

/** Success: a result that says so (no action answers by redirecting). */
function succeeded(outcome: Outcome): boolean {
  if ('error' in outcome) return false;
  return (outcome.value as { ok?: boolean } | undefined)?.ok === true;
}

const describeOutcome = (outcome: Outcome) => ('error' in outcome ? String(outcome.error) : JSON.stringify(outcome.value));

const files = actionFiles();

/** Every exported action found on disk, keyed as CASES is. */
const exportedActions = files.flatMap((file) => {
  const rel = relative(ACTIONS_DIR, file).split('\\').join('/');
  const source = readFileSync(file, 'utf8');
  if (!isActionModule(source)) return [];
  return [...source.matchAll(/export\s+async\s+function\s+(\w+)/g)].map((m) => ({ key: `${rel}#${m[1]}`, file, name: m[1]! }));
});

describe('server actions found on disk', () => {
  it('each exported action has a case here', async () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (!isActionModule(source)) {
        const rel = relative(ACTIONS_DIR, file).split('\\').join('/');
        expect(source.trimStart().startsWith("import 'server-only'"), `${rel} must be a server-action or a server-only module`).toBe(true);
      }
    }
    expect(files.length).toBeGreaterThan(0);
    expect(exportedActions.map((a) => a.key).filter((key) => !CASES[key])).toEqual([]);
    // A case left behind by a renamed action would test nothing.
    expect(Object.keys(CASES).filter((key) => !exportedActions.some((a) => a.key === key))).toEqual([]);
  });

  it('every server-action module lives under lib/actions (so the scan above sees the signed-in ones)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) ? [path] : [];
      });
    const stray = ['app', 'components', 'lib']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((file) => !file.startsWith(ACTIONS_DIR + sep) && isActionModule(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(stray).toEqual([]);
  });
});

/** Thrown to end an isolated run: its transaction rolls back. */
class Rollback extends Error {}

const DB_KEY = Symbol.for('site.db');
const AUTH_KEY = Symbol.for('site.localAuth');
const holder = globalThis as Record<symbol, unknown>;

for (const target of testDatabases()) {
  describe(`server actions refuse intruders on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const fixture = {} as Fixture;
    /** The database as the fixture left it: every isolated case must leave it so. */
    let fixtureState: Record<string, string>;

    const setUp = async () => {
      ({ handle, cleanup } = await target.open());
      const db = handle.db;
      state.db = db;
      // What lib/db/client and the embedded auth would open: this database.
      holder[DB_KEY] = Promise.resolve(handle);
      holder[AUTH_KEY] = Promise.resolve(createLocalAuth(db));
      await seed(db, { withUsers: false });
      const all = await db.select({ id: partners.id, name: partners.name }).from(partners);
      fixture.partnerA = all[0]!.id;
      fixture.partnerB = all[1]!.id;
      fixture.adminId = randomUUID();
      fixture.otherAdminId = randomUUID();
      fixture.partnerUserId = randomUUID();
      fixture.partnerBUserId = randomUUID();

      // The client is a real account with a session: the account actions act through the embedded auth.
      const auth = createLocalAuth(db);
      const ctx = await auth.$context;
      const client = await ctx.internalAdapter.createUser(
        { email: CLIENT_EMAIL, name: 'Cliente', emailVerified: true },
        { method: 'admin' },
      );
      await ctx.internalAdapter.linkAccount({
        userId: client.id,
        providerId: 'credential',
        accountId: client.id,
        password: await ctx.password.hash(CLIENT_PASSWORD),
      });
      fixture.clientId = client.id;
      const { headers } = await auth.api.signInEmail({ body: { email: CLIENT_EMAIL, password: CLIENT_PASSWORD }, returnHeaders: true });
      fixture.clientCookie = headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      await db.insert(userRoles).values([
        { userId: fixture.adminId, role: 'admin' },
        { userId: fixture.otherAdminId, role: 'admin' },
        { userId: fixture.partnerUserId, role: 'partner', partnerId: fixture.partnerA },
        { userId: fixture.partnerBUserId, role: 'partner', partnerId: fixture.partnerB },
      ]);
      const [lead] = await db
        .insert(leads)
        .values({
          type: 'contact',
          name: 'Pessoa B',
          email: 'pessoa@b.example',
          phone: '11999990000',
          payload: {},
          partnerId: fixture.partnerB,
        })
        .returning({ id: leads.id });
      fixture.foreignLead = lead!.id;
      const [app] = await db
        .insert(resellerApplications)
        .values({
          razaoSocial: 'Revenda Teste Ltda',
          nomeFantasia: 'Revenda Teste',
          cnpj: '11.222.333/0001-81',
          nomeResponsavel: 'Responsável',
          cargo: 'Diretor',
          email: 'revenda@example.com',
          telefone: '(11) 99999-0000',
          endereco: 'Rua A',
          numero: '1',
          bairro: 'Centro',
          cidade: 'São Paulo',
          estado: 'SP',
          cep: '01000-000',
          especialidades: ['Cloud'],
          cidadesAtuacao: ['São Paulo'],
          aceiteTermos: true,
          aceitePublicacao: true,
        })
        .returning({ id: resellerApplications.id });
      fixture.application = app!.id;
      const [sub] = await db
        .insert(newsletterSubscribers)
        .values({ email: 'assinante@example.com', unsubscribeToken: 'authz-token' })
        .returning({ id: newsletterSubscribers.id });
      fixture.subscriber = sub!.id;
      const [mail] = await db
        .insert(outbox)
        .values({ kind: 'lead-contact', toAddress: 'equipe@example.com', subject: 'Teste', textBody: 'Texto', status: 'failed' })
        .returning({ id: outbox.id });
      fixture.failedMail = mail!.id;
      fixtureState = await fingerprint(db);
    };
    const tearDown = async () => {
      delete holder[DB_KEY];
      delete holder[AUTH_KEY];
      await cleanup?.();
    };

    const user = (id: string, email: string, fields: Partial<AuthUser>): AuthUser =>
      ({ id, email, fullName: email, emailVerified: true, roles: [], partnerId: null, isAdmin: false, ...fields }) as AuthUser;
    const personas: Record<Persona, () => { user: AuthUser | null; cookie?: string }> = {
      anonymous: () => ({ user: null }),
      client: () => ({ user: user(fixture.clientId, CLIENT_EMAIL, { fullName: 'Cliente' }), cookie: fixture.clientCookie }),
      partner: () => ({ user: user(fixture.partnerUserId, 'parceiro@example.com', { roles: ['partner'], partnerId: fixture.partnerA }) }),
      partnerB: () => ({
        user: user(fixture.partnerBUserId, 'parceiro-b@example.com', { roles: ['partner'], partnerId: fixture.partnerB }),
      }),
      admin: () => ({ user: user(fixture.adminId, 'admin@example.com', { roles: ['admin'], isAdmin: true }) }),
    };

    /**
     * Runs `step` in a transaction that is rolled back afterwards (the actions' own transactions
     * become savepoints in it), with every way the code reaches the database pointing at it: each
     * case starts from the fixture alone and leaves nothing behind.
     */
    async function isolated(step: (db: Db) => Promise<void>): Promise<void> {
      const outside = { db: holder[DB_KEY], auth: holder[AUTH_KEY] };
      try {
        await handle.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          state.db = tx;
          holder[DB_KEY] = Promise.resolve({ ...handle, db: tx });
          holder[AUTH_KEY] = Promise.resolve(createLocalAuth(tx));
          await step(tx);
          throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
      } finally {
        state.db = handle.db;
        holder[DB_KEY] = outside.db;
        holder[AUTH_KEY] = outside.auth;
      }
      // Checked after every case, so that whichever runs next starts from the fixture alone.
      expect(await fingerprint(handle.db), 'the case left the database as the fixture made it').toEqual(fixtureState);
    }

    async function call(file: string, name: string, args: unknown[], persona: Persona): Promise<Outcome> {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const who = personas[persona]();
      state.user = who.user;
      state.cookie = who.cookie ?? null;
      try {
        return { value: await mod[name]!(...args) };
      } catch (error) {
        return { error };
      } finally {
        state.user = null;
        state.cookie = null;
      }
    }

    // The cases run in transactions rolled back on a database only they use; the test that writes
    // for good gets a database of its own.
    describe('in rolled-back transactions', () => {
      beforeAll(setUp, 120_000);
      afterAll(tearDown);

      for (const { key, file, name } of exportedActions) {
        const entry = caseOf(key);
        if (!entry) continue;
        const area = areaOf(key);
        for (const persona of entry.refuse ?? REFUSED[area]) {
          it(`${key} refuses the ${persona} and writes nothing`, async () => {
            await isolated(async (db) => {
              await entry.setup?.(fixture, db);
              const before = await fingerprint(db);
              cache.revalidatePath.mockClear();
              cache.updateTag.mockClear();
              const outcome = await call(file, name, entry.args(fixture), persona);
              expect(refused(outcome), `${key} as ${persona}: ${describeOutcome(outcome)}`).toBe(true);
              expect(await fingerprint(db)).toEqual(before);
              // Nothing changed, so no page is re-rendered and no cached list dropped either.
              expect(cache.revalidatePath).not.toHaveBeenCalled();
              expect(cache.updateTag).not.toHaveBeenCalled();
            });
          });
        }

        // The positive control: these arguments do reach the write, so the refusals above are the checks'.
        const allowed = entry.allowed ?? ALLOWED[area];
        it(`${key} succeeds and writes for the ${allowed} with the same arguments`, async () => {
          await isolated(async (db) => {
            await entry.setup?.(fixture, db);
            const before = await fingerprint(db);
            const outcome = await call(file, name, entry.args(fixture), allowed);
            expect(succeeded(outcome), `${key} as ${allowed}: ${describeOutcome(outcome)}`).toBe(true);
            expect(await fingerprint(db)).not.toEqual(before);
          });
        });
      }

      it('a case runs in a transaction that is rolled back: what it wrote is gone afterwards', async () => {
        await isolated(async (db) => {
          await db.insert(contentRedirects).values({ fromPath: '/campanha-desfeita', toPath: '/servicos', source: 'admin' });
          expect(await fingerprint(db)).not.toEqual(fixtureState);
        });
        expect(await handle.db.select().from(contentRedirects).where(eq(contentRedirects.fromPath, '/campanha-desfeita'))).toEqual([]);
      });
    });

    describe('writing', () => {
      beforeAll(setUp, 120_000);
      afterAll(tearDown);

      it("partner A changes its own lead's status, never partner B's", async () => {
        const [own] = await handle.db
          .insert(leads)
          .values({
            type: 'contact',
            name: 'Pessoa A',
            email: 'pessoa@a.example',
            phone: '11999990001',
            payload: {},
            partnerId: fixture.partnerA,
          })
          .returning({ id: leads.id });
        const [foreign] = await handle.db
          .insert(leads)
          .values({
            type: 'contact',
            name: 'Pessoa C',
            email: 'pessoa@c.example',
            phone: '11999990002',
            payload: {},
            partnerId: fixture.partnerB,
          })
          .returning({ id: leads.id });
        const file = join(ACTIONS_DIR, 'partner', 'dashboard.ts');
        cache.revalidatePath.mockClear();
        expect(await call(file, 'changeLeadStatusAction', ['pt', own!.id, 'contacted'], 'partner')).toMatchObject({ value: { ok: true } });
        expect(cache.revalidatePath).toHaveBeenCalledWith('/[locale]/(account)/painel-parceiro', 'page');
        cache.revalidatePath.mockClear();
        const outcome = await call(file, 'changeLeadStatusAction', ['pt', foreign!.id, 'contacted'], 'partner');
        expect(refused(outcome), describeOutcome(outcome)).toBe(true);
        expect(cache.revalidatePath).not.toHaveBeenCalled();
        const status = async (id: string) =>
          (await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status;
        expect(await status(own!.id)).toBe('contacted');
        expect(await status(foreign!.id)).toBe('new');
      });
    });
  });
}
