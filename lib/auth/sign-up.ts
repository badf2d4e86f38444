import { randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import type { Db } from '@/lib/db/client';
import { AUTH_LIMITS } from '@/lib/config/limits';
import { sendMail } from '@/lib/mail';
import type { LocalAuth } from './local';
import { accountReadyMail, authPageUrl, existingAccountMail, signUpLinkMail } from './mails';
import { mayMail } from './throttle';
import { SIGN_UP_TOKEN_PREFIX } from './tokens';
import type { AuthAdapter, ConfirmSignUpOutcome } from './types';

/*
 * Sign-up that never tells the visitor whether an address has an account. The visitor always
 * reads "check your e-mail"; the mailbox decides what happens next:
 * - a new address gets a link; the account is created only when that link is opened and the
 *   password chosen at sign-up is typed again (so nobody can plant an account with a password of
 *   their own on someone else's address, and nobody learns anything by signing in afterwards);
 * - an address with an account gets a notice (sign in, or reset the password) instead.
 */

export interface SignUpRequest {
  email: string;
  password: string;
  fullName: string;
  locale: Locale;
  /** Where the new account goes after the link is opened (a safe return path). */
  next: string;
}

/** What a pending sign-up keeps until its link is opened (the password only as its hash). */
interface PendingSignUp {
  email: string;
  name: string;
  passwordHash: string;
}

const identifier = (token: string) => `sign-up:${token}`;

/**
 * Embedded auth: the password is hashed in both cases (the same work whether or not the address
 * has an account). A new address gets the sign-up link; for a known one, its owner's name comes
 * back so the caller can send the notice.
 */
export async function startLocalSignUp(db: Db, auth: LocalAuth, input: SignUpRequest): Promise<{ existing: { name: string } | null }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const passwordHash = await ctx.password.hash(input.password);
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (found) return { existing: { name: found.user.name } };

  const token = randomBytes(32).toString('base64url');
  const pending: PendingSignUp = { email, name: input.fullName.trim(), passwordHash };
  await ctx.internalAdapter.createVerificationValue({
    identifier: identifier(token),
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + AUTH_LIMITS.signUpLinkHours * 3600_000),
  });
  const query: Record<string, string> = { token: `${SIGN_UP_TOKEN_PREFIX}${token}` };
  if (input.next !== '/area-do-cliente') query.next = input.next;
  const url = authPageUrl(input.locale, query);
  await sendMail(db, await signUpLinkMail({ to: email, name: pending.name, url, locale: input.locale }));
  return { existing: null };
}

/**
 * Opens a sign-up link: with the password chosen at sign-up, creates the account (its e-mail
 * verified: the link reached that mailbox). The link works once; a wrong password leaves it usable.
 */
export async function confirmLocalSignUp(auth: LocalAuth, input: { token: string; password: string }): Promise<ConfirmSignUpOutcome> {
  const ctx = await auth.$context;
  const token = input.token.startsWith(SIGN_UP_TOKEN_PREFIX) ? input.token.slice(SIGN_UP_TOKEN_PREFIX.length) : input.token;
  const invalid: ConfirmSignUpOutcome = { ok: false, code: 'invalid_token', message: 'Invalid or expired link' };
  const found = await ctx.internalAdapter.findVerificationValue(identifier(token));
  if (!found || found.expiresAt < new Date()) return invalid;
  let pending: PendingSignUp;
  try {
    pending = JSON.parse(found.value) as PendingSignUp;
  } catch {
    return invalid;
  }
  if (!(await ctx.password.verify({ hash: pending.passwordHash, password: input.password }))) {
    return { ok: false, code: 'invalid_credentials', message: 'Wrong password' };
  }
  // Single use: of two concurrent openings, one gets the row.
  if (!(await ctx.internalAdapter.consumeVerificationValue(identifier(token)))) return invalid;
  if (await ctx.internalAdapter.findUserByEmail(pending.email)) return { ok: false, code: 'email_taken', message: 'Account exists' };
  try {
    const user = await ctx.internalAdapter.createUser(
      { email: pending.email, name: pending.name, emailVerified: true },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: pending.passwordHash,
    });
  } catch (error) {
    // Created meanwhile (the same link opened twice at once, an invitation): that account stands.
    if (await ctx.internalAdapter.findUserByEmail(pending.email)) return { ok: false, code: 'email_taken', message: 'Account exists' };
    throw error;
  }
  return { ok: true, email: pending.email };
}

/**
 * The sign-up after the visitor has been answered: through the auth backend in use, then the
 * owner of a known address gets the notice, in the request's language. Nothing here reaches the
 * visitor; a capped address is skipped silently.
 */
export async function registerAccount(db: Db, adapter: AuthAdapter, input: SignUpRequest): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (!(await mayMail(db, 'signup', email))) return;
  const outcome = await adapter.signUp({ ...input, email });
  if (!outcome.ok) {
    console.error(`Sign-up failed (${outcome.code}): ${outcome.message}`);
    return;
  }
  const recipient = { to: email, name: outcome.name, locale: input.locale };
  if (outcome.mail === 'existing') await sendMail(db, await existingAccountMail(recipient));
  else if (outcome.mail === 'ready') await sendMail(db, await accountReadyMail(recipient));
}
