/**
 * Every server action of the signed-in areas, called directly (as a forged request would, not
 * through the pages), by people who must not use it: each one refuses and the database stays
 * exactly as it was. The actions are found on disk, so a new action without a case here fails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/types';
import type { Db, DbHandle } from '@/lib/db/client';
import { leads, newsletterSubscribers, outbox, partners, resellerApplications, userRoles } from '@/lib/db/schema';
import { seed } from '@/lib/db/seed';
import { testDatabases } from './helpers';

const state = vi.hoisted(() => ({ user: null as AuthUser | null, db: null as unknown }));

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.77', 'user-agent': 'authz-test' }),
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
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = {
    pt: (await import('@/messages/pt.json')).default,
    en: (await import('@/messages/en.json')).default,
    es: (await import('@/messages/es.json')).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'pt' | 'en' | 'es'; namespace: 'Auth' }) =>
      createTranslator({ locale, messages: messages[locale], namespace }),
    getFormatter: async () => ({}),
  };
});
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getCurrentUser: async () => state.user,
}));
vi.mock('@/lib/db', () => ({ getDb: async () => state.db, getDbHandle: async () => ({ db: state.db }) }));

const ROOT = process.cwd();
const ACTIONS_DIR = join(ROOT, 'lib', 'actions');
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

type Persona = 'anonymous' | 'client' | 'partner';
type Area = 'admin' | 'partner' | 'client';

interface Fixture {
  /** A lead of partner B (partner A's user must not reach it). */
  foreignLead: string;
  partnerA: string;
  partnerB: string;
  application: string;
  subscriber: string;
  failedMail: string;
  adminId: string;
  clientId: string;
}

/**
 * The arguments each action gets: real records, so that a missing check would change them.
 * Keyed by the file (relative to lib/actions) and the export's name.
 */
const CASES: Record<string, ((f: Fixture) => unknown[]) | { args: (f: Fixture) => unknown[]; refuse: Persona[] }> = {
  'admin/resellers.ts#approveAction': (f) => ['pt', f.application],
  'admin/resellers.ts#rejectAction': (f) => ['pt', f.application, { reason: 'Documentação incompleta para análise' }],
  'admin/resellers.ts#resendInviteAction': (f) => ['pt', f.application],
  'admin/jobs.ts#runJobNow': () => {
    const form = new FormData();
    form.set('locale', 'pt');
    form.set('job', 'maintenance-cleanup');
    return [form];
  },
  'partner/dashboard.ts#changeLeadStatusAction': (f) => ['pt', f.foreignLead, 'contacted'],
  'admin/emails.ts#resendMailAction': (f) => ['pt', { id: f.failedMail }],
  'admin/leads.ts#changeLeadStatusAction': (f) => ['pt', f.foreignLead, { status: 'contacted', note: 'Ligação feita' }],
  'admin/leads.ts#assignLeadAction': (f) => ['pt', f.foreignLead, { partnerId: f.partnerA, note: '' }],
  'admin/leads.ts#addLeadNoteAction': (f) => ['pt', f.foreignLead, { note: 'Cliente pediu retorno' }],
  'admin/leads.ts#bulkLeadStatusAction': (f) => ['pt', { ids: [f.foreignLead], status: 'lost', note: '' }],
  'admin/newsletter.ts#removeSubscriberAction': (f) => ['pt', f.subscriber],
  'admin/partners.ts#createPartnerAction': () => ['pt', partnerInput('Parceiro Intruso')],
  'admin/partners.ts#updatePartnerAction': (f) => ['pt', f.partnerB, partnerInput('Parceiro Renomeado')],
  'admin/partners.ts#setPartnerActiveAction': (f) => ['pt', f.partnerB, false],
  'admin/users.ts#grantAdminAction': (f) => ['pt', { userId: f.clientId }],
  'admin/users.ts#revokeAdminAction': (f) => ['pt', { userId: f.adminId }],
  'admin/users.ts#linkPartnerAction': (f) => ['pt', { userId: f.clientId, partnerId: f.partnerB }],
  'admin/users.ts#revokePartnerAction': () => ['pt', { userId: 'authz-partner' }],
  // The client area acts on the session's own account only (no id is taken from the request).
  'account/client-area.ts#saveNameAction': { args: () => ['pt', { name: 'Nome Intruso' }], refuse: ['anonymous'] },
  'account/client-area.ts#changePasswordAction': {
    args: () => ['pt', { current: 'Qualquer-Senha-1', password: 'Outra-Senha-Forte-7', confirm: 'Outra-Senha-Forte-7' }],
    refuse: ['anonymous'],
  },
  'account/client-area.ts#deleteAccountAction': { args: () => ['pt', { confirmEmail: 'cliente@example.com' }], refuse: ['anonymous'] },
  // A partner edits their own profile only (the session names it): no one else may.
  'partner/dashboard.ts#saveProfileAction': {
    args: () => ['pt', { email: 'invasor@example.com', phone: '(11) 99999-0000', territories: [{ state_code: 'SP', cities: ['Santos'] }] }],
    refuse: ['anonymous', 'client'],
  },
};

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
const REFUSED: Record<Area, Persona[]> = {
  admin: ['anonymous', 'client', 'partner'],
  partner: ['anonymous', 'client', 'partner'],
  client: ['anonymous'],
};

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

/** A refusal: a result that says so, or a redirect away (to the sign-in page or home). */
function refused(outcome: { value?: unknown; error?: unknown }): boolean {
  if (outcome.error) return String((outcome.error as { digest?: string }).digest ?? '').startsWith('NEXT_REDIRECT');
  const value = outcome.value as { ok?: boolean } | undefined;
  return value?.ok === false;
}

const files = actionFiles();

describe('server actions found on disk', () => {
  it('each exported action has a case here', async () => {
    const missing: string[] = [];
    for (const file of files) {
      const rel = relative(ACTIONS_DIR, file).split('\\').join('/');
      const source = readFileSync(file, 'utf8');
      if (!isActionModule(source)) {
        expect(source.trimStart().startsWith("import 'server-only'"), `${rel} must be a server-action or a server-only module`).toBe(true);
        continue;
      }
      for (const m of source.matchAll(/export\s+async\s+function\s+(\w+)/g)) if (!CASES[`${rel}#${m[1]}`]) missing.push(`${rel}#${m[1]}`);
    }
    expect(files.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
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

for (const target of testDatabases()) {
  describe(`server actions refuse intruders on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const fixture = {} as Fixture;
    let partnerA: string;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      const db = handle.db;
      state.db = db;
      await seed(db, { withUsers: false });
      const all = await db.select({ id: partners.id, name: partners.name }).from(partners);
      partnerA = all[0]!.id;
      fixture.partnerA = partnerA;
      fixture.partnerB = all[1]!.id;
      fixture.adminId = 'authz-admin';
      fixture.clientId = 'authz-client';
      await db.insert(userRoles).values([
        { userId: fixture.adminId, role: 'admin' },
        { userId: 'authz-partner', role: 'partner', partnerId: partnerA },
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
    }, 120_000);
    afterAll(async () => cleanup?.());

    const personas: Record<Persona, () => AuthUser | null> = {
      anonymous: () => null,
      client: () =>
        ({
          id: fixture.clientId,
          email: 'cliente@example.com',
          fullName: 'Cliente',
          emailVerified: true,
          roles: [],
          partnerId: null,
          isAdmin: false,
        }) as AuthUser,
      partner: () =>
        ({
          id: 'authz-partner',
          email: 'parceiro@example.com',
          fullName: 'Parceiro',
          emailVerified: true,
          roles: ['partner'],
          partnerId: partnerA,
          isAdmin: false,
        }) as AuthUser,
    };

    for (const file of files) {
      const rel = relative(ACTIONS_DIR, file).split('\\').join('/');
      const source = readFileSync(file, 'utf8');
      if (!isActionModule(source)) continue;
      for (const m of source.matchAll(/export\s+async\s+function\s+(\w+)/g)) {
        const key = `${rel}#${m[1]}`;
        const entry = CASES[key];
        const args = typeof entry === 'function' ? entry : entry?.args;
        const refuse = (typeof entry === 'object' && entry.refuse) || REFUSED[areaOf(key)];
        if (!args) continue;
        for (const persona of refuse) {
          it(`${key} refuses the ${persona} and writes nothing`, async () => {
            const mod = (await import(/* @vite-ignore */ file)) as Record<string, (...args: unknown[]) => Promise<unknown>>;
            const fn = mod[m[1]!]!;
            const before = await fingerprint(handle.db);
            cache.revalidatePath.mockClear();
            cache.updateTag.mockClear();
            state.user = personas[persona]();
            const outcome: { value?: unknown; error?: unknown } = {};
            try {
              outcome.value = await fn(...args(fixture));
            } catch (error) {
              outcome.error = error;
            } finally {
              state.user = null;
            }
            expect(refused(outcome), `${key} as ${persona}: ${JSON.stringify(outcome.value ?? String(outcome.error))}`).toBe(true);
            expect(await fingerprint(handle.db)).toEqual(before);
            // Nothing changed, so no page is re-rendered and no cached list dropped either.
            expect(cache.revalidatePath).not.toHaveBeenCalled();
            expect(cache.updateTag).not.toHaveBeenCalled();
          });
        }
      }
    }

    it("partner A changes its own lead's status, never partner B's", async () => {
      const [own] = await handle.db
        .insert(leads)
        .values({ type: 'contact', name: 'Pessoa A', email: 'pessoa@a.example', phone: '11999990001', payload: {}, partnerId: partnerA })
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
      const { changeLeadStatusAction } = await import(/* @vite-ignore */ join(ACTIONS_DIR, 'partner', 'dashboard.ts'));
      state.user = personas.partner();
      try {
        cache.revalidatePath.mockClear();
        expect(await changeLeadStatusAction('pt', own!.id, 'contacted')).toMatchObject({ ok: true });
        expect(cache.revalidatePath).toHaveBeenCalledWith('/[locale]/(account)/painel-parceiro', 'page');
        cache.revalidatePath.mockClear();
        const outcome: { value?: unknown; error?: unknown } = {};
        try {
          outcome.value = await changeLeadStatusAction('pt', foreign!.id, 'contacted');
        } catch (error) {
          outcome.error = error;
        }
        expect(refused(outcome), JSON.stringify(outcome.value ?? String(outcome.error))).toBe(true);
        expect(cache.revalidatePath).not.toHaveBeenCalled();
      } finally {
        state.user = null;
      }
      const status = async (id: string) =>
        (await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status;
      expect(await status(own!.id)).toBe('contacted');
      expect(await status(foreign!.id)).toBe('new');
    });
  });
}
