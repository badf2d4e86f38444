import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type * as NextServer from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { authRateLimits, authSessions, authUsers, outbox, rateLimits, sessionActivity, userRoles } from '@/lib/db/schema';
import { testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

/*
 * The embedded auth's public surface and the site's own auth actions, on both databases: the
 * site's rules hold inside better-auth, only the reset-link landing is served over HTTP, answers
 * never tell a known address from a new one, lockouts key on e-mail + IP, and links in mails come
 * from the configured site URL and never stay readable in the outbox.
 *
 * The server actions run as in a request: next/headers gives the request's headers, `after` work is
 * collected and awaited by `settle()`, and translations come from the message files.
 */
const request = vi.hoisted(() => ({ headers: new Headers(), pending: [] as Promise<unknown>[] }));

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  after: (task: (() => unknown) | Promise<unknown>) => {
    request.pending.push(Promise.resolve().then(() => (typeof task === 'function' ? task() : task)));
  },
}));
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const SITE = 'https://loja.example.test';
const ENV_KEYS = [
  'SITE_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'TRUSTED_PROXY',
] as const;
const saved: Partial<Record<(typeof ENV_KEYS)[number], string>> = {};
const mailbox = mailDrop();

beforeAll(() => {
  for (const key of ENV_KEYS) saved[key] = process.env[key];
  process.env.SITE_URL = SITE;
  process.env.AUTH_SECRET = 'auth-hardening-test-secret-0123456789abcdef';
  process.env.TRUSTED_PROXY = '0';
  delete process.env.SMTP_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  mailbox.start();
});
afterAll(() => {
  mailbox.stop();
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

/** A request from `ip` (as the production server hands it to the app), with extra headers. */
function from(ip: string, extra: Record<string, string> = {}) {
  request.headers = new Headers({ 'x-forwarded-for': ip, host: 'loja.example.test', ...extra });
}

/** Waits for the work the actions left for after their answers. */
async function settle() {
  while (request.pending.length) await Promise.all(request.pending.splice(0));
}

const uniqueEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@example.org`;
let ipCount = 0;
// One address per call within this file (its database is its own).
const ip = () => `198.51.${100 + (++ipCount >> 8)}.${ipCount & 255}`;

for (const target of testDatabases()) {
  describe(`auth hardening on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      const { createLocalAuth } = await import('@/lib/auth/local');
      // The process's database and embedded auth, as the server would hold them.
      const holder = globalThis as Record<symbol, unknown>;
      holder[Symbol.for('site.db')] = Promise.resolve(handle);
      holder[Symbol.for('site.localAuth')] = Promise.resolve(createLocalAuth(handle.db));
    }, 120_000);
    afterAll(async () => {
      const holder = globalThis as Record<symbol, unknown>;
      delete holder[Symbol.for('site.db')];
      delete holder[Symbol.for('site.localAuth')];
      await cleanup?.();
    });

    const auth = async () => (await import('@/lib/auth/local')).localAuth();
    const actions = () => import('@/lib/actions/auth/auth');

    /** An account with a known password, created directly (as the seed does). */
    async function account(password = 'Correct-Horse-Battery-9') {
      const email = uniqueEmail('conta');
      await (await auth()).api.signUpEmail({ body: { email, password, name: 'Conta Existente' } });
      return { email, password };
    }

    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

    describe('the /api/auth route', () => {
      const route = () => import('@/app/api/auth/[...all]/route');

      it('serves none of the sign-up, sign-in or session endpoints: a weak password gets no account and no session', async () => {
        const { POST, GET } = await route();
        const email = uniqueEmail('http');
        const signUp = await POST(
          new Request(`${SITE}/api/auth/sign-up/email`, json({ email, password: 'password123', name: 'Weak' }, { origin: SITE })),
        );
        expect(signUp.status).toBe(404);
        expect(signUp.headers.get('set-cookie')).toBeNull();
        expect(await db().select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(0);

        const existing = await account();
        for (const path of ['sign-in/email', 'sign-out', 'request-password-reset', 'reset-password', 'change-password', 'update-user']) {
          const response = await POST(new Request(`${SITE}/api/auth/${path}`, json({ ...existing }, { origin: SITE })));
          expect(response.status, path).toBe(404);
        }
        for (const path of ['get-session', 'ok', 'list-sessions', 'verify-email?token=x']) {
          expect((await GET(new Request(`${SITE}/api/auth/${path}`))).status, path).toBe(404);
        }
      });

      it('refuses writes from another site with 403', async () => {
        const { POST } = await route();
        const body = { email: uniqueEmail('csrf'), password: 'Correct-Horse-Battery-9', name: 'X' };
        const foreign = await POST(new Request(`${SITE}/api/auth/sign-up/email`, json(body, { origin: 'https://evil.example' })));
        expect(foreign.status).toBe(403);
        const crossSite = await POST(new Request(`${SITE}/api/auth/sign-in/email`, json(body, { 'sec-fetch-site': 'cross-site' })));
        expect(crossSite.status).toBe(403);
        const reset = await POST(
          new Request(
            `${SITE}/api/auth/request-password-reset`,
            json({ email: body.email, redirectTo: '/auth' }, { origin: 'https://evil.example' }),
          ),
        );
        expect(reset.status).toBe(403);
      });

      it('serves the reset link landing: a valid token goes to /auth, anything else to the invalid-link view', async () => {
        const { GET } = await route();
        const { email } = await account();
        await (await auth()).api.requestPasswordReset({ body: { email, redirectTo: `${SITE}/en/auth` } });
        const [mail] = mailbox.to(email);
        const link = new URL(mail!.text.match(/https:\/\/\S+reset-password\S+/)![0]);
        expect(link.origin).toBe(SITE);

        const ok = await GET(new Request(link, { headers: { 'x-forwarded-for': ip() } }));
        expect(ok.status).toBe(302);
        expect(ok.headers.get('location')).toMatch(new RegExp(`^${SITE}/en/auth\\?token=`));
        const bad = await GET(new Request(`${SITE}/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(`${SITE}/auth`)}`));
        expect(bad.headers.get('location')).toBe(`${SITE}/auth?error=INVALID_TOKEN`);
      });
    });

    describe('inside better-auth, whoever calls it', () => {
      it('refuses a common or short password at sign-up and at reset', async () => {
        const api = (await auth()).api;
        await expect(
          api.signUpEmail({ body: { email: uniqueEmail('weak'), password: 'password123', name: 'Weak' } }),
        ).rejects.toMatchObject({
          body: { code: 'PASSWORD_COMMON' },
        });
        const { handler } = await auth();
        const response = await handler(
          new Request(`${SITE}/api/auth/sign-up/email`, json({ email: uniqueEmail('weak'), password: 'password123', name: 'W' })),
        );
        expect(response.status).toBe(400);
        expect(response.headers.get('set-cookie')).toBeNull();

        const { email } = await account();
        await api.requestPasswordReset({ body: { email, redirectTo: `${SITE}/auth` } });
        const token = mailbox.to(email)[0]!.text.match(/reset-password\/([\w-]+)/)![1]!;
        await expect(api.resetPassword({ body: { token, newPassword: 'password123' } })).rejects.toMatchObject({
          body: { code: 'PASSWORD_COMMON' },
        });
        await expect(api.resetPassword({ body: { token, newPassword: 'Another-Strong-Pass-7' } })).resolves.toEqual({ status: true });
      });

      it('answers a sign-up for a known address exactly like one for a new address, and signs nobody in', async () => {
        const { handler } = await auth();
        const known = await account();
        const post = (email: string) =>
          handler(new Request(`${SITE}/api/auth/sign-up/email`, json({ email, password: 'Correct-Horse-Battery-9', name: 'Alguém' })));
        const fresh = await post(uniqueEmail('novo'));
        const taken = await post(known.email);
        expect(taken.status).toBe(fresh.status);
        expect(fresh.status).toBe(200);
        expect(fresh.headers.get('set-cookie')).toBeNull();
        expect(taken.headers.get('set-cookie')).toBeNull();
        const [a, b] = [(await fresh.json()) as Record<string, unknown>, (await taken.json()) as Record<string, unknown>];
        expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
        expect(b.token).toBeNull();
        // The owner of the known address hears about it instead.
        expect(mailbox.to(known.email).map((m) => m.kind)).toEqual(['sign-up-existing']);
      });

      it('throttles HTTP sign-ins per e-mail and IP beyond the short window better-auth keeps itself, never another IP', async () => {
        const { handler } = await auth();
        const known = await account();
        const attempt = (address: string, password: string) =>
          handler(new Request(`${SITE}/api/auth/sign-in/email`, json({ email: known.email, password }, { 'x-forwarded-for': address })));
        const attacker = ip();
        // better-auth alone allows 3 sign-ins per 10 s per IP: the attacker waits each window out.
        const waitOutWindow = () =>
          db()
            .update(authRateLimits)
            .set({ lastRequest: sql`${authRateLimits.lastRequest} - 11000` })
            .where(like(authRateLimits.key, `${attacker}|%`));
        const statuses: number[] = [];
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 3; i++) statuses.push((await attempt(attacker, `wrong-password-${round}-${i}`)).status);
          await waitOutWindow();
        }
        // Five wrong guesses, then the e-mail+IP pair must wait: the sixth is refused at once.
        expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(statuses[5]).toBe(429);
        expect((await attempt(attacker, known.password)).status).toBe(429);
        expect((await attempt(`203.0.113.${Math.floor(Math.random() * 250) + 1}`, known.password)).status).toBe(200);
      });
    });

    describe('the site actions', () => {
      it('answers a sign-up the same way for a new and a known address; each mailbox gets its own next step', async () => {
        const { signUpAction } = await actions();
        const known = await account();
        const fresh = uniqueEmail('nova');
        from(ip());
        const a = await signUpAction(
          'pt',
          { fullName: 'Nova Pessoa', email: fresh, password: 'Correct-Horse-Battery-9' },
          '/area-do-cliente',
        );
        from(ip());
        const b = await signUpAction(
          'pt',
          { fullName: 'Nova Pessoa', email: known.email, password: 'Correct-Horse-Battery-9' },
          '/area-do-cliente',
        );
        expect(a).toEqual({
          ok: true,
          title: 'Verifique seu e-mail',
          description: `Enviamos uma mensagem para ${fresh}. Siga as instruções dela para acessar sua conta.`,
        });
        expect({ ...b, description: b.description?.replace(known.email, fresh) }).toEqual(a);
        await settle();

        // No account yet for the new address: it exists once its link is opened.
        expect(await db().select().from(authUsers).where(eq(authUsers.email, fresh))).toHaveLength(0);
        const [link] = mailbox.to(fresh);
        expect(link).toMatchObject({ kind: 'sign-up-link', subject: expect.stringContaining('ative sua conta') });
        expect(link!.text).toMatch(new RegExp(`${SITE}/auth\\?token=signup%3A[\\w-]{40,}`));
        const [notice] = mailbox.to(known.email);
        expect(notice).toMatchObject({ kind: 'sign-up-existing', subject: expect.stringContaining('você já tem uma conta') });
        expect(notice!.text).toContain(`${SITE}/auth`);
        // Neither the link nor anything that opens an account is readable in the outbox.
        const rows = await db().select().from(outbox).where(eq(outbox.toAddress, fresh));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.textBody).not.toContain('token=');
        expect(rows[0]!.textBody).toContain('[redacted]');
      });

      it('opens an account from its link with the password chosen at sign-up, once, and signs it in', async () => {
        const { confirmSignUpAction, signInAction, signUpAction } = await actions();
        const email = uniqueEmail('ativa');
        from(ip());
        await signUpAction('en', { fullName: 'Ana Ativa', email, password: 'Chosen-Password-2026' }, '/painel-parceiro');
        await settle();
        const [mail] = mailbox.to(email);
        expect(mail!.subject).toContain('activate your account');
        const url = new URL(mail!.text.match(/https:\/\/\S+token=\S+/)![0]);
        expect(url.pathname).toBe('/en/auth');
        expect(url.searchParams.get('next')).toBe('/painel-parceiro');
        const token = url.searchParams.get('token')!;

        // Someone else's password (whoever planted the sign-up) does not open it.
        const wrong = await confirmSignUpAction('en', { token, password: 'Not-The-Password-1' }, '/painel-parceiro');
        expect(wrong).toMatchObject({ ok: false, field: 'password' });
        expect(await db().select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(0);

        const done = await confirmSignUpAction('en', { token, password: 'Chosen-Password-2026' }, '/painel-parceiro');
        expect(done).toEqual({
          ok: true,
          title: 'Account created successfully!',
          description: 'You have been signed in automatically.',
          data: { redirectTo: '/en/painel-parceiro' },
        });
        const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
        expect(user).toMatchObject({ name: 'Ana Ativa', emailVerified: true });
        expect(await confirmSignUpAction('en', { token, password: 'Chosen-Password-2026' }, '/')).toMatchObject({
          ok: false,
          field: 'token',
        });
        from(ip());
        expect(await signInAction('en', { email, password: 'Chosen-Password-2026' }, '/')).toMatchObject({ ok: true });
      });

      it('a sign-up planted on someone else’s address gives its author nothing to sign in with', async () => {
        const { signInAction, signUpAction } = await actions();
        const victim = uniqueEmail('vitima');
        from(ip());
        await signUpAction('pt', { fullName: 'Atacante', email: victim, password: 'Attacker-Knows-This-1' }, '/');
        await settle();
        from(ip());
        const planted = await signInAction('pt', { email: victim, password: 'Attacker-Knows-This-1' }, '/');
        const nobody = await signInAction('pt', { email: uniqueEmail('ninguem'), password: 'Attacker-Knows-This-1' }, '/');
        expect(planted).toEqual({ ok: false, error: 'wrong_password', title: 'Erro de login', description: 'Email ou senha incorretos' });
        expect(nobody).toEqual(planted);
      });

      /** Dates the last attempt of a backing-off pair to now, as if the next came right after it. */
      const attemptJustMade = (key: string) =>
        db()
          .update(rateLimits)
          .set({ windowStart: sql`now()` })
          .where(eq(rateLimits.key, key));

      it('locks sign-in out per e-mail and IP with growing waits; the owner elsewhere still signs in', async () => {
        const { signInAction } = await actions();
        const known = await account();
        const attacker = ip();
        const { rateLimitClient, storedRateLimitKey } = await import('@/lib/rate-limit');
        const key = storedRateLimitKey(`signin:backoff:${known.email}:${rateLimitClient(attacker)}`);
        const results: string[] = [];
        for (let i = 0; i < 6; i++) {
          // Each attempt follows the last at once, however long a password check takes on this machine.
          if (i === 5) await attemptJustMade(key);
          from(attacker);
          results.push((await signInAction('pt', { email: known.email, password: `wrong-password-${i}` }, '/')).description ?? '');
        }
        expect(results.slice(0, 5)).toEqual(Array(5).fill('Email ou senha incorretos'));
        expect(results[5]).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');

        // Wrong guesses from other addresses add up nowhere: the owner is never locked out.
        for (let i = 0; i < 4; i++) {
          from(`203.0.113.${10 + i}`);
          await signInAction('pt', { email: known.email, password: 'wrong-password-x' }, '/');
        }
        from('192.0.2.77');
        expect(await signInAction('pt', { email: known.email, password: known.password }, '/')).toMatchObject({
          ok: true,
          title: 'Login realizado!',
        });

        // The attacker's wait doubles: 2 s after the 5th attempt, then 4 s.
        await db()
          .update(rateLimits)
          .set({ windowStart: sql`now() - interval '3 seconds'` })
          .where(eq(rateLimits.key, key));
        from(attacker);
        expect((await signInAction('pt', { email: known.email, password: 'wrong-password-6' }, '/')).description).toBe(
          'Email ou senha incorretos',
        );
        await db()
          .update(rateLimits)
          .set({ windowStart: sql`now() - interval '3 seconds'` })
          .where(eq(rateLimits.key, key));
        from(attacker);
        expect((await signInAction('pt', { email: known.email, password: 'wrong-password-7' }, '/')).description).toMatch(
          /Muitas tentativas/,
        );
      });

      it('counts the addresses of one IPv6 /64 as one client: rotating them buys no fresh attempts', async () => {
        const { signInAction } = await actions();
        const known = await account();
        const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
        const addresses = ['::1', '::2', '::3', ':ffff:ffff:ffff:fff0', ':1:2:3:4', '::abcd', ':8000::', '::ffff'].map((a) => `${net}${a}`);
        const { rateLimitClient, storedRateLimitKey } = await import('@/lib/rate-limit');
        const key = storedRateLimitKey(`signin:backoff:${known.email}:${rateLimitClient(addresses[0]!)}`);
        const results: string[] = [];
        for (const [i, address] of addresses.entries()) {
          if (i >= 5) await attemptJustMade(key);
          from(address);
          results.push((await signInAction('pt', { email: known.email, password: 'wrong-password' }, '/')).description ?? '');
        }
        expect(results.slice(0, 5)).toEqual(Array(5).fill('Email ou senha incorretos'));
        expect(results.slice(5)).toEqual(Array(3).fill('Muitas tentativas. Aguarde alguns minutos e tente novamente.'));
        // The next /64 is another client.
        from(`2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:2::1`);
        expect(await signInAction('pt', { email: known.email, password: known.password }, '/')).toMatchObject({ ok: true });
      });

      it('lets one IP try 20 sign-ins in 10 minutes, whatever the addresses; the 21st waits, another IP does not', async () => {
        const { beginSignIn } = await import('@/lib/auth/throttle');
        const client = ip();
        const tries = [];
        for (let i = 0; i < 21; i++) tries.push(await beginSignIn(db(), `varredura.${i}.${randomUUID().slice(0, 6)}@example.org`, client));
        expect(tries.slice(0, 20).every((t) => t.allowed)).toBe(true);
        expect(tries[20]).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
        const wait = (tries[20] as { retryAfterSeconds: number }).retryAfterSeconds;
        expect(wait).toBeGreaterThan(9 * 60);
        expect(wait).toBeLessThanOrEqual(10 * 60);
        expect(await beginSignIn(db(), `varredura.outra@example.org`, ip())).toEqual({ allowed: true });
      });

      it('after a day’s ceiling of failures on one account, asks for the mailed link; the owner’s link still works and starts over', async () => {
        const { requestResetAction, resetPasswordAction, signInAction } = await actions();
        const { AUTH_LIMITS } = await import('@/lib/config/limits');
        const known = await account();
        const stranger = uniqueEmail('sem-conta');
        // Guesses from as many clients as the ceiling allows, each one well within its own limits.
        for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAccount.limit; i++) {
          for (const email of [known.email, stranger]) {
            from(`192.0.2.${i + 1}`);
            expect((await signInAction('pt', { email, password: `wrong-password-${i}` }, '/')).description).toBe(
              'Email ou senha incorretos',
            );
          }
        }
        const useLink = {
          ok: false,
          error: 'rate_limited',
          title: 'Erro de login',
          description:
            'Por segurança, esta conta só pode entrar hoje com um link enviado por e-mail. Use “Esqueci a senha” para recebê-lo.',
        };
        // From a fresh client, even the right password is not checked; an address without an account answers the same.
        from('203.0.113.200');
        expect(await signInAction('pt', { email: known.email, password: known.password }, '/')).toEqual(useLink);
        from('203.0.113.201');
        expect(await signInAction('pt', { email: stranger, password: 'whatever-password' }, '/')).toEqual(useLink);

        // The owner asks for the link, sets a password through it and signs in at once.
        from('203.0.113.202');
        expect(await requestResetAction('pt', { email: known.email })).toMatchObject({ ok: true });
        await settle();
        const landing = mailbox
          .to(known.email)
          .at(-1)!
          .text.match(/reset-password\/([\w-]+)/)![1]!;
        from('203.0.113.202');
        expect(
          await resetPasswordAction('pt', { token: landing, password: 'Owner-New-Password-31', confirm: 'Owner-New-Password-31' }),
        ).toMatchObject({ ok: true });
        expect(await signInAction('pt', { email: known.email, password: 'Owner-New-Password-31' }, '/')).toMatchObject({ ok: true });
      }, 240_000);

      it('answers a reset request the same way for any address; the link comes from the site URL, never a request header', async () => {
        const { requestResetAction } = await actions();
        const known = await account();
        const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
        const previous = process.env.SITE_URL;
        // Even with SITE_URL unset (outside production), the link uses the configured fallback, not the Host.
        delete process.env.SITE_URL;
        try {
          from(ip(), hostile);
          const a = await requestResetAction('es', { email: known.email });
          from(ip(), hostile);
          const b = await requestResetAction('es', { email: uniqueEmail('desconhecido') });
          expect(a).toEqual({ ok: true, title: '¡Correo enviado!', description: expect.any(String) });
          expect(b).toEqual(a);
          await settle();
        } finally {
          process.env.SITE_URL = previous;
        }
        const [mail] = mailbox.to(known.email);
        expect(mail!.subject).toContain('restablecer contraseña');
        expect(mail!.text).not.toContain('evil.example');
        const callback = new URL(new URL(mail!.text.match(/https?:\/\/\S+reset-password\S+/)![0]).searchParams.get('callbackURL')!);
        expect(callback.host).not.toBe('evil.example');
        expect(callback.pathname).toBe('/es/auth');
        const [row] = await db().select().from(outbox).where(eq(outbox.toAddress, known.email));
        expect(row!.textBody).not.toMatch(/reset-password/);
      });
    });

    describe('session limits (clock moved by the test)', () => {
      const MINUTE = 60_000;
      const HOUR = 60 * MINUTE;
      const DAY = 24 * HOUR;

      /** A signed-in browser's session cookie for a new account (an admin when asked). */
      async function signedIn(admin: boolean) {
        const { email, password } = await account();
        const api = (await auth()).api;
        const { headers, response } = await api.signInEmail({ body: { email, password }, returnHeaders: true });
        if (admin) await db().insert(userRoles).values({ userId: response.user.id, role: 'admin' });
        const cookie = headers
          .getSetCookie()
          .map((c) => c.split(';')[0]!)
          .join('; ');
        return { cookie, userId: response.user.id };
      }
      const current = async (cookie: string) => {
        from('198.51.100.9', { cookie });
        return (await import('@/lib/auth')).getCurrentUser();
      };

      afterEach(() => {
        vi.useRealTimers();
      });

      it('an admin session ends after 30 minutes without a request, and is gone from the database', async () => {
        const start = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: start });
        const { cookie, userId } = await signedIn(true);
        expect(await current(cookie)).toMatchObject({ id: userId, isAdmin: true });
        vi.setSystemTime(start + 29 * MINUTE);
        expect(await current(cookie)).toMatchObject({ id: userId });
        vi.setSystemTime(start + 29 * MINUTE + 31 * MINUTE);
        expect(await current(cookie)).toBeNull();
        expect(await db().select().from(authSessions).where(eq(authSessions.userId, userId))).toEqual([]);
        expect(await db().select().from(sessionActivity).where(eq(sessionActivity.userId, userId))).toEqual([]);
        // Still gone when the clock comes back: the session itself was ended.
        vi.setSystemTime(start + 30 * MINUTE);
        expect(await current(cookie)).toBeNull();
      });

      it('an admin session in use ends 12 hours after sign-in', async () => {
        const start = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: start });
        const { cookie } = await signedIn(true);
        let t = start;
        while (t + 25 * MINUTE < start + 12 * HOUR) {
          t += 25 * MINUTE;
          vi.setSystemTime(t);
          expect(await current(cookie), `${(t - start) / MINUTE} min`).not.toBeNull();
        }
        vi.setSystemTime(start + 12 * HOUR);
        expect(await current(cookie)).toBeNull();
      }, 120_000);

      it('the proxy’s guard applies the same limits', async () => {
        const { NextRequest, NextResponse } = await import('next/server');
        const { userFromRequest } = await import('@/lib/auth/request-user');
        const start = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: start });
        const { cookie, userId } = await signedIn(true);
        const guard = () =>
          userFromRequest(
            new NextRequest(`${SITE}/admin`, { headers: { cookie, 'x-forwarded-for': '198.51.100.9' } }),
            NextResponse.next(),
          );
        expect(await guard()).toMatchObject({ id: userId, isAdmin: true });
        vi.setSystemTime(start + 10 * MINUTE);
        expect(await guard()).toMatchObject({ id: userId });
        vi.setSystemTime(start + 41 * MINUTE);
        expect(await guard()).toBeNull();
      });

      it('other sessions idle up to 7 days and last at most 30 days', async () => {
        const start = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: start });
        const idle = await signedIn(false);
        const busy = await signedIn(false);
        vi.setSystemTime(start + 6 * DAY);
        expect(await current(idle.cookie)).not.toBeNull();
        expect(await current(busy.cookie)).not.toBeNull();
        vi.setSystemTime(start + 13 * DAY + HOUR);
        expect(await current(idle.cookie)).toBeNull();
        for (let day = 12; day < 30; day += 6) {
          vi.setSystemTime(start + day * DAY);
          expect(await current(busy.cookie), `day ${day}`).not.toBeNull();
        }
        vi.setSystemTime(start + 30 * DAY);
        expect(await current(busy.cookie)).toBeNull();
      });
    });

    describe('mail with access links', () => {
      it('keeps the link out of the outbox; with nowhere to deliver, such a mail fails instead of waiting', async () => {
        const { sendMail } = await import('@/lib/mail');
        const { outboxItem } = await import('@/lib/admin/tables');
        const to = uniqueEmail('correio');
        const link = `${SITE}/api/auth/reset-password/abcdefghijklmnopqrstuvwx?callbackURL=${encodeURIComponent(`${SITE}/auth`)}`;
        mailbox.pause();
        try {
          expect(await sendMail(db(), { kind: 'password-reset', to, subject: 's', text: `Abra:\n${link}\n` })).toMatchObject({
            status: 'failed',
          });
          expect(await sendMail(db(), { kind: 'lead-contact', to, subject: 's', text: `Veja ${SITE}/servicos` })).toMatchObject({
            status: 'queued',
          });
        } finally {
          mailbox.start();
        }
        const rows = await db().select().from(outbox).where(eq(outbox.toAddress, to));
        const reset = rows.find((r) => r.kind === 'password-reset')!;
        expect(reset.textBody).toBe('Abra:\n[redacted]\n');
        expect(reset.lastError).toMatch(/SMTP_URL/);
        expect(rows.find((r) => r.kind === 'lead-contact')!.textBody).toBe(`Veja ${SITE}/servicos`);

        // A row stored before redaction existed still shows no link in the admin.
        expect(outboxItem({ ...reset, textBody: `Abra:\n${link}\n` })).toMatchObject({ text: 'Abra:\n[redacted]\n', redacted: true });
        expect(outboxItem({ ...reset, textBody: `Veja ${SITE}/servicos` })).toMatchObject({ redacted: false });
      });
    });
  });
}
