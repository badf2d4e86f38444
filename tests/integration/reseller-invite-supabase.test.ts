// The globals a Next.js server installs before any app code runs (a WebSocket for supabase-js on Node 20).
import 'next/dist/server/node-environment-baseline';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseInvitePartnerUser } from '@/lib/auth/partner-invite';
import { getRoles } from '@/lib/auth/roles';
import type { CookieJar } from '@/lib/auth/supabase';
import { createSupabaseAdapter } from '@/lib/auth/supabase-adapter';
import type { DbHandle } from '@/lib/db/client';
import { outbox, partners, resellerApplications, userRoles } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { approveApplication } from '@/lib/resellers/admin';
import { testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

/**
 * Supabase mode of the partner invitation, against a stand-in for the GoTrue endpoints it uses:
 * admin generate_link (service key), and verify + update user for the set-password link.
 */
interface FakeUser {
  id: string;
  email: string;
  password: string | null;
  meta: Record<string, unknown>;
}

const ANON = 'anon-key-for-tests';
const SERVICE = 'service-role-key-for-tests';
const SITE = 'https://supabase-site.example.test';

function startFakeGoTrue() {
  const users = new Map<string, FakeUser>();
  const otps = new Map<string, { userId: string; type: string }>();
  const sessions = new Map<string, string>();
  const calls: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  const userJson = (u: FakeUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    app_metadata: { provider: 'email' },
    user_metadata: u.meta,
    created_at: new Date().toISOString(),
  });
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const auth = req.headers.authorization;
    calls.push({ path, auth, body });
    if (req.headers.apikey !== ANON && req.headers.apikey !== SERVICE) return send(res, 401, { msg: 'no apikey' });

    if (req.method === 'POST' && path === '/auth/v1/admin/generate_link') {
      if (auth !== `Bearer ${SERVICE}`) return send(res, 403, { code: 403, error_code: 'not_admin', msg: 'not admin' });
      const email = String(body.email).toLowerCase();
      let user = [...users.values()].find((u) => u.email === email);
      if (body.type === 'invite') {
        if (user)
          return send(res, 422, {
            code: 422,
            error_code: 'email_exists',
            msg: 'A user with this email address has already been registered',
          });
        user = { id: randomUUID(), email, password: null, meta: (body.data as Record<string, unknown>) ?? {} };
        users.set(user.id, user);
      }
      if (!user) return send(res, 404, { code: 404, error_code: 'user_not_found', msg: 'User not found' });
      const hashed = randomBytes(28).toString('hex');
      otps.set(hashed, { userId: user.id, type: String(body.type) });
      return send(res, 200, {
        ...userJson(user),
        action_link: `http://gotrue/verify?token=${hashed}`,
        email_otp: '123456',
        hashed_token: hashed,
        redirect_to: SITE,
        verification_type: body.type,
      });
    }
    if (req.method === 'POST' && path === '/auth/v1/verify') {
      const otp = otps.get(String(body.token_hash));
      if (!otp || otp.type !== body.type)
        return send(res, 403, { code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' });
      otps.delete(String(body.token_hash));
      const user = users.get(otp.userId)!;
      const token = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: user.id, email: user.email, exp: Math.floor(Date.now() / 1000) + 3600, role: 'authenticated' }),
      ).toString('base64url')}.sig`;
      sessions.set(token, user.id);
      return send(res, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        refresh_token: randomBytes(8).toString('hex'),
        user: userJson(user),
      });
    }
    if (req.method === 'PUT' && path === '/auth/v1/user') {
      const userId = sessions.get((auth ?? '').replace(/^Bearer /, ''));
      if (!userId) return send(res, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' });
      const user = users.get(userId)!;
      if (typeof body.password === 'string') user.password = body.password;
      return send(res, 200, userJson(user));
    }
    return send(res, 404, { code: 404, msg: `not faked: ${req.method} ${path}` });
  });
  return new Promise<{ url: string; users: Map<string, FakeUser>; calls: typeof calls; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        users,
        calls,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

const ENV = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL'] as const;
const saved: Partial<Record<(typeof ENV)[number], string>> = {};
let fake: Awaited<ReturnType<typeof startFakeGoTrue>>;

const mailbox = mailDrop();

beforeAll(async () => {
  mailbox.start();
  for (const key of ENV) saved[key] = process.env[key];
  fake = await startFakeGoTrue();
  process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = ANON;
  process.env.SITE_URL = SITE;
  delete process.env.SMTP_URL;
});
afterAll(async () => {
  mailbox.stop();
  for (const key of ENV) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await fake?.close();
});

function jar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll: (list) => {
      for (const { name, value } of list) {
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
    },
  };
}

for (const target of testDatabases()) {
  describe(`partner invitation with Supabase Auth on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let partnerId: string;
    let otherPartnerId: string;
    const ADMIN = { id: randomUUID() };

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
      const [a, b] = await handle.db.select({ id: partners.id }).from(partners).limit(2);
      partnerId = a!.id;
      otherPartnerId = b!.id;
      await handle.db.insert(userRoles).values({ userId: ADMIN.id, role: 'admin' });
      // Supabase's own schema, as DATABASE_URL sees it on a Supabase project.
      await handle.db.execute(sql`create schema if not exists auth`);
      await handle.db.execute(sql`create table if not exists auth.users (id uuid primary key, email text)`);
    }, 60_000);
    afterAll(async () => cleanup?.());

    const invite = (email: string, id = partnerId) =>
      supabaseInvitePartnerUser(handle.db, {
        email,
        name: 'Bruna Parceira',
        partnerId: id,
        authUrl: `${SITE}/en/auth?next=%2Fpainel-parceiro`,
      });

    it('with the service key: creates the user through an invitation whose link sets the password once', async () => {
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE;
      const email = `Nova.${randomUUID().slice(0, 6)}@Example.org`;
      const result = await invite(email);
      expect(result.status).toBe('created');
      if (result.status !== 'created') return;
      const user = fake.users.get(result.userId)!;
      expect(user).toMatchObject({ email: email.toLowerCase(), password: null, meta: { full_name: 'Bruna Parceira' } });
      expect(await getRoles(handle.db, result.userId)).toEqual({ roles: ['partner'], partnerId });
      const call = fake.calls.filter((c) => c.path === '/auth/v1/admin/generate_link').at(-1)!;
      expect(call).toMatchObject({ auth: `Bearer ${SERVICE}`, body: { type: 'invite', email: email.toLowerCase() } });

      const link = new URL(result.setPasswordUrl);
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/en/auth`);
      expect(link.searchParams.get('next')).toBe('/painel-parceiro');
      const token = link.searchParams.get('token')!;
      expect(token).toMatch(/^invite:[0-9a-f]{56}$/);

      // The /auth reset form hands the token to the adapter: verified as an invitation OTP, then the password is set.
      const adapter = createSupabaseAdapter(async () => jar());
      expect(await adapter.resetPassword({ token, newPassword: 'Invited-Partner-2026' })).toEqual({ ok: true, email: email.toLowerCase() });
      expect(fake.calls.filter((c) => c.path === '/auth/v1/verify').at(-1)?.body).toMatchObject({
        type: 'invite',
        token_hash: token.slice('invite:'.length),
      });
      expect(user.password).toBe('Invited-Partner-2026');
      expect(await createSupabaseAdapter(async () => jar()).resetPassword({ token, newPassword: 'Again-2026-xyz' })).toMatchObject({
        ok: false,
        code: 'invalid_token',
      });
    });

    it('with the service key: an existing user only gets the role, and another partner user is left alone', async () => {
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE;
      const email = `existente.${randomUUID().slice(0, 6)}@example.org`;
      const first = await invite(email, otherPartnerId);
      expect(first.status).toBe('created');
      const again = await invite(email);
      expect(again).toEqual({ status: 'other_partner', userId: 'userId' in first ? first.userId : '' });
      expect((await getRoles(handle.db, 'userId' in first ? first.userId : '')).partnerId).toBe(otherPartnerId);

      // An account made elsewhere (no role yet), found through Supabase's auth.users.
      const id = randomUUID();
      const other = `outra.${randomUUID().slice(0, 6)}@example.org`;
      fake.users.set(id, { id, email: other, password: 'x', meta: {} });
      await handle.db.execute(sql`insert into auth.users (id, email) values (${id}, ${other})`);
      expect(await invite(other)).toEqual({ status: 'granted', userId: id });
      expect(await getRoles(handle.db, id)).toEqual({ roles: ['partner'], partnerId });
    });

    it('without the service key: an existing user gets the role; no account means no_account', async () => {
      delete process.env.SUPABASE_SERVICE_ROLE_KEY;
      const calls = fake.calls.length;
      const id = randomUUID();
      const email = `sem.chave.${randomUUID().slice(0, 6)}@example.org`;
      await handle.db.execute(sql`insert into auth.users (id, email) values (${id}, ${email})`);
      expect(await invite(email.toUpperCase())).toEqual({ status: 'granted', userId: id });
      expect(await invite(`ninguem.${randomUUID().slice(0, 6)}@example.org`)).toEqual({ status: 'no_account' });
      expect(fake.calls.length).toBe(calls);
    });

    it('approval in Supabase mode mails our invitation with the /auth?token=invite:… link, in the applicant language', async () => {
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE;
      const email = `aprovada.${randomUUID().slice(0, 6)}@example.org`;
      const [app] = await handle.db
        .insert(resellerApplications)
        .values({
          razaoSocial: 'Supabase Revendas Ltda',
          nomeFantasia: `Supabase Revendas ${randomUUID().slice(0, 4)}`,
          cnpj: '11.444.777/0001-61',
          nomeResponsavel: 'Bruna Parceira',
          cargo: 'Sócia',
          email,
          telefone: '(11) 98888-7777',
          endereco: 'Rua A',
          numero: '1',
          bairro: 'Centro',
          cidade: 'Campinas',
          estado: 'SP',
          cep: '13000-000',
          especialidades: ['cloud'],
          cidadesAtuacao: ['Campinas'],
          aceiteTermos: true,
          aceitePublicacao: true,
          locale: 'es',
        })
        .returning();
      const result = await approveApplication(handle.db, ADMIN, app!.id);
      expect(result).toMatchObject({ ok: true, invite: 'created' });
      const [mail] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(mail!.textBody).toContain('Esta es su invitación al Panel del Socio');
      // The invitation link reaches the applicant only: the outbox keeps it redacted.
      expect(mail!.textBody).not.toMatch(/token=/);
      const [delivered] = mailbox.to(email);
      expect(delivered!.text).toMatch(new RegExp(`${SITE}/es/auth\\?next=%2Fpainel-parceiro&token=invite%3A[0-9a-f]{56}`));

      delete process.env.SUPABASE_SERVICE_ROLE_KEY;
      const [pending] = await handle.db
        .insert(resellerApplications)
        .values({
          ...app!,
          id: randomUUID(),
          email: `semconta.${randomUUID().slice(0, 6)}@example.org`,
          status: 'pending',
          partnerId: null,
          nomeFantasia: `Sem Conta ${randomUUID().slice(0, 4)}`,
        })
        .returning();
      expect(await approveApplication(handle.db, ADMIN, pending!.id)).toMatchObject({ ok: true, invite: 'no_account' });
      const [noAccount] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, pending!.email));
      expect(noAccount!.textBody).toContain(`${SITE}/es/auth?mode=signup&next=%2Fpainel-parceiro`);
    });
  });
}
