import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { getDbHandle, type Db } from '@/lib/db/client';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { COMPANY } from '@/lib/config/company';
import { siteUrl } from '@/lib/config/env';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy';
import { authSecret } from './secret';

/** The embedded auth (better-auth on our own database). */
export function createLocalAuth(db: Db) {
  const baseURL = siteUrl();
  return betterAuth({
    appName: COMPANY.name,
    baseURL,
    basePath: '/api/auth',
    secret: authSecret(),
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db as never, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendMail(db, {
          kind: 'password-reset',
          to: user.email,
          subject: `${COMPANY.name} — redefinição de senha / password reset`,
          text: [
            `Olá, ${user.name}.`,
            '',
            'Recebemos um pedido para redefinir a sua senha. Abra o link abaixo (válido por 1 hora):',
            url,
            '',
            'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
            '',
            `— ${COMPANY.name}`,
          ].join('\n'),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own actions are rate-limited in the database too (lib/rate-limit.ts); this covers the
    // HTTP endpoints under /api/auth.
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 30 },
    verification: { storeIdentifier: 'hashed' },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [nextCookies()],
  });
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

const KEY = Symbol.for('site.localAuth');
type Holder = { [KEY]?: Promise<LocalAuth> };

/** The process's embedded auth instance, on the process's database. */
export function localAuth(): Promise<LocalAuth> {
  const holder = globalThis as Holder;
  holder[KEY] ??= getDbHandle().then((h) => createLocalAuth(h.db));
  return holder[KEY];
}
