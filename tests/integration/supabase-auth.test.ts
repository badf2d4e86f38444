// The globals a Next.js server installs before any app code runs: on Node 20 that includes a
// `WebSocket` (Next's bundled `ws`), without which supabase-js's realtime client refuses to construct.
import 'next/dist/server/node-environment-baseline';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@/lib/auth/supabase';
import { createSupabaseAdapter } from '@/lib/auth/supabase-adapter';
import type { AuthAdapter } from '@/lib/auth/types';
import { startFakeSupabaseAuth, type FakeAuthRequest, type FakeSupabaseAuth } from './fake-supabase-auth';

const ORIGIN = 'https://app.example.com';
const ENV_KEYS = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'SITE_URL'] as const;

type SetCookie = Parameters<CookieJar['setAll']>[0][number];

/**
 * What a browser keeps between requests: name → value. @supabase/ssr deletes a cookie by
 * setting it to '' with maxAge 0; a value the browser would refuse (bad characters, over
 * 4096 bytes with its name) fails the test instead of being silently stored.
 */
class BrowserCookieJar implements CookieJar {
  private readonly cookies = new Map<string, string>();
  readonly writes: SetCookie[] = [];

  constructor(initial?: Iterable<[string, string]>) {
    if (initial) for (const [name, value] of initial) this.cookies.set(name, value);
  }

  getAll() {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  setAll(list: SetCookie[]) {
    for (const cookie of list) {
      this.writes.push(cookie);
      const { name, value, options } = cookie;
      const maxAge = options.maxAge;
      const expires = options.expires;
      const expired = (typeof maxAge === 'number' && maxAge <= 0) || (expires instanceof Date && expires.getTime() <= Date.now());
      if (value === '' || expired) {
        this.cookies.delete(name);
        continue;
      }
      expect(name, 'cookie name must be an RFC 6265 token').toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
      expect(value, `cookie ${name} has characters a browser would reject`).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
      expect(name.length + value.length, `cookie ${name} is too large for a browser`).toBeLessThanOrEqual(4096);
      this.cookies.set(name, value);
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  names() {
    return [...this.cookies.keys()];
  }

  /** Another tab/device holding exactly these cookies. */
  clone() {
    return new BrowserCookieJar(this.cookies);
  }
}

let fake: FakeSupabaseAuth;
const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string>> = {};

function pointEnvAt(server: FakeSupabaseAuth) {
  process.env.NEXT_PUBLIC_SUPABASE_URL = server.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = server.anonKey;
  process.env.SITE_URL = ORIGIN;
}

beforeAll(async () => {
  for (const key of ENV_KEYS) savedEnv[key] = process.env[key];
  fake = await startFakeSupabaseAuth();
  pointEnvAt(fake);
});

afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await fake?.close();
});

/** auth-js's default storage key: `sb-<first label of the host>-auth-token`. */
function storageKey(server: FakeSupabaseAuth = fake) {
  return `sb-${new URL(server.url).hostname.split('.')[0]}-auth-token`;
}

/** Session cookie names: the key itself or its `.0`, `.1`, … chunks. */
function authCookieNames(jar: BrowserCookieJar, key = storageKey()) {
  return jar.names().filter((name) => name === key || new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+$`).test(name));
}

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string; user_metadata: Record<string, unknown> };
}

/** Reassembles and decodes the session cookie exactly as @supabase/ssr stores it. */
function readSessionCookie(jar: BrowserCookieJar, key = storageKey()): StoredSession | null {
  let raw = jar.get(key);
  if (raw === undefined) {
    const chunks: string[] = [];
    for (let i = 0; jar.get(`${key}.${i}`) !== undefined; i++) chunks.push(jar.get(`${key}.${i}`)!);
    if (chunks.length === 0) return null;
    raw = chunks.join('');
  }
  expect(raw.startsWith('base64-')).toBe(true);
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8')) as StoredSession;
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function adapterFor(jar: BrowserCookieJar): AuthAdapter {
  return createSupabaseAdapter(async () => jar);
}

/**
 * A long (but real-world) full name: it appears twice in the session, so the session no longer
 * fits one cookie and @supabase/ssr splits it into `sb-<ref>-auth-token.0`, `.1`, ….
 */
const LONG_NAME =
  'Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes Figueiredo ' +
  'Pereira da Silva Santos Oliveira Rodrigues Nascimento Carvalho Gonçalves Ribeiro Martins';

function uniqueEmail(tag: string) {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

function requestsTo(method: string, path: string, server: FakeSupabaseAuth = fake): FakeAuthRequest[] {
  return server.requests.filter((r) => r.method === method && r.path === path);
}

const SIGN_UP = { locale: 'pt', next: '/area-do-cliente' } as const;

/** Registers a user (a sign-up signs nobody in), signs it in from its own browser and returns that browser's jar. */
async function registered(email: string, password: string, fullName = 'Test User') {
  const jar = new BrowserCookieJar();
  expect(await adapterFor(jar).signUp({ email, password, fullName, ...SIGN_UP })).toEqual({ ok: true, mail: 'ready', name: fullName });
  expect(authCookieNames(jar)).toEqual([]);
  expect(await adapterFor(jar).signIn({ email, password })).toEqual({ ok: true, userId: expect.any(String) });
  return jar;
}

describe('Supabase auth adapter against a fake Supabase Auth server', () => {
  it('signs up without signing the visitor in; the session of a sign-in is stored in the auth cookie and read back', async () => {
    const email = uniqueEmail('signup');
    const fullName = 'Ana Souza';
    const jar = new BrowserCookieJar();

    // This project confirms e-mails at once: the account is ready, the caller mails how to sign in.
    expect(await adapterFor(jar).signUp({ email, password: 'first-password-1', fullName, ...SIGN_UP })).toEqual({
      ok: true,
      mail: 'ready',
      name: fullName,
    });
    expect(authCookieNames(jar)).toEqual([]);
    expect(await adapterFor(jar).signIn({ email, password: 'first-password-1' })).toMatchObject({ ok: true });

    // The session went into `sb-<ref>-auth-token` (chunked .0/.1… when it is large), base64url-encoded.
    const names = authCookieNames(jar);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('sb-') && /-auth-token(\.\d+)?$/.test(n))).toBe(true);
    const stored = readSessionCookie(jar);
    expect(stored?.user.email).toBe(email);
    const claims = jwtPayload(stored!.access_token);
    expect(claims).toMatchObject({
      sub: stored!.user.id,
      email,
      role: 'authenticated',
      aal: 'aal1',
      user_metadata: { full_name: fullName },
    });
    expect(typeof claims.session_id).toBe('string');

    // A later request: a new adapter (and client) that only has the browser's cookies.
    const user = await adapterFor(jar).getSessionUser();
    expect(user).toEqual({
      id: stored!.user.id,
      email,
      fullName,
      emailVerified: true,
      session: { key: expect.stringMatching(/^supabase:/), startedAt: expect.any(Date) },
    });

    const signup = requestsTo('POST', '/auth/v1/signup').find((r) => (r.body as { email?: string }).email === email);
    expect(signup).toBeDefined();
    expect(signup!.query.redirect_to).toBe(`${ORIGIN}/`);
    expect(signup!.body).toMatchObject({ email, data: { full_name: fullName }, code_challenge_method: 's256' });
    expect(signup!.headers.apikey).toBe(fake.anonKey);
    // Only the explicit sign-in asked for a password session.
    expect(
      requestsTo('POST', '/auth/v1/token').filter(
        (r) => r.query.grant_type === 'password' && (r.body as { email?: string }).email === email,
      ),
    ).toHaveLength(1);
    // getSessionUser asked the server with the user's access token.
    expect(requestsTo('GET', '/auth/v1/user').at(-1)?.headers.authorization).toBe(`Bearer ${stored!.access_token}`);
  });

  it('rejects a wrong password and signs in with the right one', async () => {
    const email = uniqueEmail('signin');
    await registered(email, 'right-password-1', LONG_NAME);

    const jar = new BrowserCookieJar();
    const wrong = await adapterFor(jar).signIn({ email, password: 'wrong-password-1' });
    expect(wrong).toMatchObject({ ok: false, code: 'invalid_credentials' });
    expect(authCookieNames(jar)).toEqual([]);
    expect(await adapterFor(jar).getSessionUser()).toBeNull();

    expect(await adapterFor(jar).signIn({ email, password: 'right-password-1' })).toMatchObject({ ok: true });
    // This session is too large for one cookie: it arrives as ordered chunks.
    expect(authCookieNames(jar).sort()).toEqual([`${storageKey()}.0`, `${storageKey()}.1`]);
    expect(readSessionCookie(jar)?.user.email).toBe(email);
    expect(await adapterFor(jar).getSessionUser()).toMatchObject({ email, fullName: LONG_NAME });
  });

  it('names the session and its sign-in time for the session limits, and ends just that session when asked', async () => {
    const email = uniqueEmail('limits');
    const jar = await registered(email, 'limits-password-1', LONG_NAME);
    const other = new BrowserCookieJar();
    expect(await adapterFor(other).signIn({ email, password: 'limits-password-1' })).toMatchObject({ ok: true });
    const lookup = await adapterFor(jar).getSessionUser();
    expect(lookup?.session?.key).toMatch(/^supabase:[0-9a-f-]{36}$/);
    expect(Math.abs(lookup!.session!.startedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await adapterFor(other).getSessionUser())?.session?.key).not.toBe(lookup?.session?.key);

    await adapterFor(jar).endSession(lookup!.session!);
    expect(requestsTo('POST', '/auth/v1/logout').at(-1)?.query.scope).toBe('local');
    expect(await adapterFor(jar).getSessionUser()).toBeNull();
    expect(await adapterFor(other).getSessionUser()).toMatchObject({ email });
  });

  it('signs out: the cookie is gone, the session is revoked and no user is returned', async () => {
    const email = uniqueEmail('signout');
    const jar = await registered(email, 'signout-password-1', LONG_NAME);
    expect(authCookieNames(jar).length).toBeGreaterThan(1); // chunked: every chunk must go
    const before = readSessionCookie(jar)!;
    expect(await adapterFor(jar).getSessionUser()).not.toBeNull();

    expect(await adapterFor(jar).signOut()).toEqual({ ok: true });

    expect(authCookieNames(jar)).toEqual([]);
    expect(jar.names().filter((n) => n.startsWith(storageKey()))).toEqual([]);
    expect(await adapterFor(jar).getSessionUser()).toBeNull();
    const logout = requestsTo('POST', '/auth/v1/logout').at(-1);
    expect(logout?.query.scope).toBe('global');
    expect(logout?.headers.authorization).toBe(`Bearer ${before.access_token}`);
    // Cookies copied before the sign-out are useless now: the server revoked the session.
    expect(
      await adapterFor(
        new BrowserCookieJar([[storageKey(), `base64-${Buffer.from(JSON.stringify(before)).toString('base64url')}`]]),
      ).getSessionUser(),
    ).toBeNull();
  });

  it('resets a password through the PKCE recovery link, once', async () => {
    const email = uniqueEmail('reset');
    const oldPassword = 'old-password-1';
    const newPassword = 'new-password-2';
    const signedInElsewhere = await registered(email, oldPassword, 'Carla Dias');

    // The forgotten-password form, in a browser that is not signed in.
    const jar = new BrowserCookieJar();
    expect(await adapterFor(jar).requestPasswordReset({ email, redirectTo: `${ORIGIN}/auth` })).toEqual({ ok: true });
    const recovery = fake.recoveries.filter((r) => r.email === email).at(-1);
    expect(recovery).toMatchObject({ redirectTo: `${ORIGIN}/auth`, codeChallengeMethod: 's256' });
    expect(recovery?.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The PKCE verifier waits in a cookie for the link to come back.
    expect(jar.get(`${storageKey()}-code-verifier`)).toMatch(/^base64-/);
    const beforeExchange = jar.clone();
    const code = fake.resetCodeFor(email);
    expect(code).toBeTruthy();

    // The link opened in another browser that started a reset of its own: its verifier does not
    // match this code's challenge, so the server refuses it (without using the code up).
    const otherBrowser = new BrowserCookieJar();
    expect(await adapterFor(otherBrowser).requestPasswordReset({ email, redirectTo: `${ORIGIN}/auth` })).toEqual({ ok: true });
    expect(fake.resetCodeFor(email)).not.toBe(code);
    expect(await adapterFor(otherBrowser).resetPassword({ token: code!, newPassword })).toMatchObject({
      ok: false,
      code: 'invalid_token',
    });
    expect(authCookieNames(otherBrowser)).toEqual([]);

    // The account's address comes back, so its sign-in failure count can start over.
    expect(await adapterFor(jar).resetPassword({ token: code!, newPassword })).toEqual({ ok: true, email });
    expect(jar.get(`${storageKey()}-code-verifier`)).toBeUndefined();
    expect(await adapterFor(jar).getSessionUser()).toMatchObject({ email, fullName: 'Carla Dias' });
    const pkce = requestsTo('POST', '/auth/v1/token')
      .filter((r) => r.query.grant_type === 'pkce')
      .at(-1);
    expect(pkce?.body).toMatchObject({ auth_code: code });
    expect(requestsTo('PUT', '/auth/v1/user').at(-1)?.body).toMatchObject({ password: newPassword });

    expect(await adapterFor(new BrowserCookieJar()).signIn({ email, password: newPassword })).toMatchObject({ ok: true });
    expect(await adapterFor(new BrowserCookieJar()).signIn({ email, password: oldPassword })).toMatchObject({
      ok: false,
      code: 'invalid_credentials',
    });
    // Changing the password ended the sessions opened before it.
    expect(await adapterFor(signedInElsewhere).getSessionUser()).toBeNull();

    // The link works once: neither the same browser nor a copy holding the verifier can reuse it.
    expect(await adapterFor(jar).resetPassword({ token: code!, newPassword: 'third-password-3' })).toMatchObject({ ok: false });
    expect(await adapterFor(beforeExchange).resetPassword({ token: code!, newPassword: 'third-password-3' })).toMatchObject({
      ok: false,
      code: 'invalid_token',
    });
    expect(await adapterFor(new BrowserCookieJar()).signIn({ email, password: newPassword })).toMatchObject({ ok: true });
  });

  it('answers a second sign-up for the same e-mail like a first one; only the caller learns to mail the owner', async () => {
    const email = uniqueEmail('twice');
    await registered(email, 'twice-password-1');
    const jar = new BrowserCookieJar();
    expect(await adapterFor(jar).signUp({ email, password: 'twice-password-2', fullName: 'Other', ...SIGN_UP })).toEqual({
      ok: true,
      mail: 'existing',
      name: null,
    });
    expect(authCookieNames(jar)).toEqual([]);
    expect(await adapterFor(jar).signIn({ email, password: 'twice-password-2' })).toMatchObject({ ok: false, code: 'invalid_credentials' });
  });
});
