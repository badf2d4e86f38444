/**
 * The one action client: what every server action answers when the caller is refused, the input
 * is refused by the form's schema, or the work itself throws. The texts are the toasts people see.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/types';

const state = vi.hoisted(() => ({ user: null as unknown }));

vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = { pt: (await import('@/messages/pt.json')).default, en: (await import('@/messages/en.json')).default };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'pt' | 'en'; namespace?: 'Auth' }) =>
      createTranslator({ locale, messages: messages[locale], namespace }),
  };
});
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => state.user }));
vi.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
const logged = vi.hoisted(() => vi.fn());
vi.mock('@/lib/ops/log-error', () => ({ logError: logged }));

const { runAction } = await import('@/lib/actions/client');
const { profileSchema } = await import('@/lib/validation/account');

const person = (roles: AuthUser['roles'] = []): AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pessoa@example.com',
  fullName: 'Pessoa',
  emailVerified: true,
  roles,
  partnerId: null,
  isAdmin: roles.includes('admin'),
});

beforeEach(() => {
  state.user = null;
  logged.mockClear();
});

describe('the action client', () => {
  it('answers a step that throws with the area’s failure text, logged, never an exception', async () => {
    state.user = person(['admin']);
    const outcome = await runAction({ locale: 'en', area: 'admin', actor: 'admin', log: 'Admin action failed' }, async () => {
      throw new Error('database gone');
    });
    expect(outcome).toEqual({
      ok: false,
      error: 'failed',
      title: 'Could not complete',
      description: 'Something went wrong. Please try again shortly.',
    });
    expect(logged).toHaveBeenCalledWith('Admin action failed', expect.any(Error));
  });

  it('refuses a signed-out caller as the area says it: the client area asks to sign in, the back office denies', async () => {
    const step = vi.fn(async () => ({ ok: true as const, title: 'done' }));
    expect(await runAction({ locale: 'en', area: 'account', actor: 'signed-in', log: 'x' }, step)).toEqual({
      ok: false,
      error: 'signed_out',
      title: 'Could not finish',
      description: 'Your session has ended. Sign in again to continue.',
    });
    expect(await runAction({ locale: 'en', area: 'admin', actor: 'admin', log: 'x' }, step)).toMatchObject({
      ok: false,
      error: 'forbidden',
      description: 'Administrators only.',
    });
    state.user = person();
    expect(await runAction({ locale: 'en', area: 'partner', actor: 'partner', log: 'x' }, step)).toMatchObject({
      ok: false,
      error: 'forbidden',
      description: 'Access denied.',
    });
    expect(step).not.toHaveBeenCalled();
  });

  it('refuses input the form’s schema refuses: the form’s own text, on its field, and nothing runs', async () => {
    state.user = person();
    const step = vi.fn(async () => ({ ok: true as const, title: 'done' }));
    const outcome = await runAction(
      {
        locale: 'pt',
        area: 'account',
        actor: 'signed-in',
        schema: profileSchema,
        input: { name: 'x' },
        issueText: (message, t) => t(`ClientArea.errors.${message as 'nameTooShort'}`),
        log: 'x',
      },
      step,
    );
    expect(outcome).toEqual({
      ok: false,
      error: 'validation',
      title: 'Verifique os campos',
      description: 'O nome deve ter pelo menos 2 caracteres',
      field: 'name',
    });
    expect(step).not.toHaveBeenCalled();
  });
});
