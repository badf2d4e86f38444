import 'server-only';
import { headers } from 'next/headers';
import { localAuth as getLocalAuth } from './local';
import { localInvitePartnerUser } from './partner-invite';
import type { AuthAdapter, AuthOutcome } from './types';

function failure(error: unknown): AuthOutcome {
  const e = error as { status?: string | number; statusCode?: number; body?: { code?: string; message?: string }; message?: string };
  const code = e.body?.code ?? '';
  const message = e.body?.message ?? e.message ?? 'Error';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND')
    return { ok: false, code: 'invalid_credentials', message };
  if (code.startsWith('USER_ALREADY_EXISTS')) return { ok: false, code: 'email_taken', message };
  if (code.startsWith('PASSWORD_TOO')) return { ok: false, code: 'weak_password', message };
  if (code === 'INVALID_TOKEN') return { ok: false, code: 'invalid_token', message };
  if (e.statusCode === 429 || e.status === 'TOO_MANY_REQUESTS') return { ok: false, code: 'rate_limited', message };
  return { ok: false, code: 'server', message };
}

export const localAdapter: AuthAdapter = {
  name: 'local',
  async getSessionUser() {
    const auth = await getLocalAuth();
    const session = await auth.api.getSession({ headers: await headers() });
    if (!session) return null;
    return { id: session.user.id, email: session.user.email, fullName: session.user.name };
  },
  async signUp({ email, password, fullName }) {
    try {
      const auth = await getLocalAuth();
      await auth.api.signUpEmail({ body: { email, password, name: fullName }, headers: await headers() });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  async signIn({ email, password }) {
    try {
      const auth = await getLocalAuth();
      await auth.api.signInEmail({ body: { email, password }, headers: await headers() });
      return { ok: true };
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
      await auth.api.resetPassword({ body: { token, newPassword } });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  invitePartnerUser: localInvitePartnerUser,
};
