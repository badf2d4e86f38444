import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getIP } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { getDbHandle, type Db } from '@/lib/db/client';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { COMPANY } from '@/lib/config/company';
import { siteUrl } from '@/lib/config/env';
import { existingAccountMail, localeOfLink, resetPasswordMail } from './mails';
import { checkPassword, PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem } from './password-policy';
import { authSecret } from '@/lib/security/secret';
import { beginSignIn, mayMail, signInFailed, signInSucceeded } from './throttle';
import { RATE_LIMIT_CLIENT } from '@/lib/config/limits';

/** The body field holding the new password, per endpoint that sets one. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

const PASSWORD_CODES: Record<PasswordProblem, string> = {
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  common: 'PASSWORD_COMMON',
};

/**
 * The embedded auth (better-auth on our own database). The site's rules hold inside it, whatever
 * calls it: every new password passes the password policy, HTTP sign-ins are throttled per
 * e-mail+IP, a sign-up never signs anyone in nor tells a known address from a new one, and its
 * mails come from the configured site URL, in the language of the request.
 */
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
      // A sign-up creates no session; with this off, better-auth also answers a sign-up for a
      // known address like one for a new address (and calls onExistingUserSignUp).
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        if (!(await mayMail(db, 'reset', user.email))) return;
        const locale = localeOfLink(new URL(url).searchParams.get('callbackURL'));
        await sendMail(db, await resetPasswordMail({ to: user.email, name: user.name, url, locale }));
      },
      onExistingUserSignUp: async ({ user }, request) => {
        if (!(await mayMail(db, 'signup', user.email))) return;
        await sendMail(
          db,
          await existingAccountMail({ to: user.email, name: user.name, locale: localeOfLink(request?.headers.get('referer')) }),
        );
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const field = PASSWORD_FIELDS[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === 'string') {
          const problem = checkPassword(password);
          if (problem) throw new APIError('BAD_REQUEST', { code: PASSWORD_CODES[problem], message: `Password rejected: ${problem}` });
        }
        // Server code calling auth.api throttles itself (lib/actions/auth/auth.ts); HTTP callers are throttled here.
        if (ctx.path === '/sign-in/email' && ctx.request) {
          const verdict = await beginSignIn(db, String(body.email ?? ''), requestIp(ctx.request, ctx.context.options));
          if (!verdict.allowed) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again later.' },
              { 'Retry-After': String(verdict.retryAfterSeconds) },
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !ctx.request) return;
        const session = ctx.context.newSession;
        if (session) await signInSucceeded(db, session.user.email, requestIp(ctx.request, ctx.context.options));
        else if (ctx.context.returned instanceof APIError && ctx.context.returned.statusCode === 401) {
          await signInFailed(db, String((ctx.body as Record<string, unknown> | undefined)?.email ?? ''));
        }
      }),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Only a few endpoints are served over HTTP at all (lib/auth/http.ts); this limits those per IP.
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 30 },
    verification: { storeIdentifier: 'hashed' },
    advanced: {
      // Requests reach better-auth with X-Forwarded-For reduced to the client IP that
      // lib/request-ip.ts resolves (withClientIp), a single value better-auth trusts.
      // Its own limiter counts an IPv6 client per network, like the site's (lib/http/ip.ts).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'], ipv6Subnet: RATE_LIMIT_CLIENT.ipv6Prefix },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [nextCookies()],
  });
}

/** The client IP of a request that came through withClientIp (see advanced.ipAddress). */
function requestIp(request: Request, options: Parameters<typeof getIP>[1]): string {
  return getIP(request, options) ?? 'unknown';
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
