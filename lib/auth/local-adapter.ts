import 'server-only';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { getDbHandle } from '@/lib/db/client';
import { authUsers, authVerifications } from '@/lib/db/schema';
import { withClientIp } from '@/lib/request-ip';
import { localAuth as getLocalAuth } from './local';
import { localInvitePartnerUser } from './partner-invite';
import { endLocalSession, LOCAL_SESSION_PREFIX } from './session-limits';
import { confirmLocalSignUp, startLocalSignUp } from './sign-up';
import type { AuthAdapter, AuthOutcome } from './types';

function failure(error: unknown): AuthOutcome & { ok: false } {
  const e = error as { status?: string | number; statusCode?: number; body?: { code?: string; message?: string }; message?: string };
  const code = e.body?.code ?? '';
  const message = e.body?.message ?? e.message ?? 'Error';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND')
    return { ok: false, code: 'invalid_credentials', message };
  if (code.startsWith('USER_ALREADY_EXISTS')) return { ok: false, code: 'email_taken', message };
  if (code.startsWith('PASSWORD_TOO') || code === 'PASSWORD_COMMON') return { ok: false, code: 'weak_password', message };
  if (code === 'INVALID_TOKEN') return { ok: false, code: 'invalid_token', message };
  if (e.statusCode === 429 || e.status === 'TOO_MANY_REQUESTS') return { ok: false, code: 'rate_limited', message };
  return { ok: false, code: 'server', message };
}

/** The request's headers as better-auth should see them (the client IP resolved the site's way). */
async function requestHeaders(): Promise<Headers> {
  return withClientIp(await headers());
}

export const localAdapter: AuthAdapter = {
  name: 'local',
  async getSessionUser() {
    const auth = await getLocalAuth();
    const session = await auth.api.getSession({ headers: await headers() });
    if (!session) return null;
    return {
      id: session.user.id,
      email: session.user.email,
      fullName: session.user.name,
      emailVerified: session.user.emailVerified,
      session: { key: `${LOCAL_SESSION_PREFIX}${session.session.id}`, startedAt: new Date(session.session.createdAt) },
    };
  },
  async endSession(session) {
    await endLocalSession((await getDbHandle()).db, session.key.slice(LOCAL_SESSION_PREFIX.length));
  },
  async signUp(input) {
    try {
      const { existing } = await startLocalSignUp((await getDbHandle()).db, await getLocalAuth(), input);
      return existing ? { ok: true, mail: 'existing', name: existing.name } : { ok: true, mail: 'sent', name: input.fullName };
    } catch (error) {
      return failure(error);
    }
  },
  async confirmSignUp(input) {
    try {
      return await confirmLocalSignUp(await getLocalAuth(), input);
    } catch (error) {
      return { ...failure(error), code: 'server' };
    }
  },
  async signIn({ email, password }) {
    try {
      const auth = await getLocalAuth();
      const { user } = await auth.api.signInEmail({ body: { email, password }, headers: await requestHeaders() });
      return { ok: true, userId: user.id };
    } catch (error) {
      return failure(error);
    }
  },
  async signOut() {
    try {
      const auth = await getLocalAuth();
      await auth.api.signOut({ headers: await headers() });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  async requestPasswordReset({ email, redirectTo }) {
    try {
      const auth = await getLocalAuth();
      await auth.api.requestPasswordReset({ body: { email, redirectTo } });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  async resetPassword({ token, newPassword }) {
    try {
      const auth = await getLocalAuth();
      const ctx = await auth.$context;
      // The link's account, read before the reset consumes the link.
      const link = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
      await auth.api.resetPassword({ body: { token, newPassword } });
      // The link reached the mailbox: the address is proven (a partner invitation starts unverified).
      if (!link?.value) return { ok: true, email: null };
      const user = await ctx.internalAdapter.updateUser(link.value, { emailVerified: true });
      return { ok: true, email: user?.email ?? null };
    } catch (error) {
      return failure(error);
    }
  },
  invitePartnerUser: localInvitePartnerUser,
  async updateName({ name }) {
    try {
      const auth = await getLocalAuth();
      await auth.api.updateUser({ body: { name }, headers: await headers() });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  async changePassword({ currentPassword, newPassword }) {
    try {
      const auth = await getLocalAuth();
      // The password policy runs in better-auth's hook; this session gets a fresh token, the others end.
      await auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers: await headers() });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  canDeleteUser: () => true,
  async deleteUser(tx, userId) {
    // Sessions and credentials go with the user (ON DELETE CASCADE); pending reset links name the id.
    await tx.delete(authVerifications).where(eq(authVerifications.value, userId));
    await tx.delete(authUsers).where(eq(authUsers.id, userId));
  },
};
