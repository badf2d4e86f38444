/**
 * What server actions answer through the action client: each area's titles and texts, who may
 * call, what the step is given, and the small form helpers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AuthUser } from '@/lib/auth/types';

const state = vi.hoisted(() => ({ user: null as unknown }));
const db = vi.hoisted(() => ({ name: 'the database' }));

vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = { pt: (await import('@/messages/pt.json')).default, en: (await import('@/messages/en.json')).default };
  return {
    getTranslations: async ({ locale }: { locale: 'pt' | 'en' }) => createTranslator({ locale, messages: messages[locale] }),
  };
});
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => state.user }));
vi.mock('@/lib/db', () => ({ getDb: async () => db }));
const logged = vi.hoisted(() => vi.fn());
vi.mock('@/lib/ops/log-error', () => ({ logError: logged }));

const { firstIssue, formText, parseField, runAction } = await import('@/lib/actions/client');
const { NotAdminError } = await import('@/lib/auth/authz');

const person = (roles: AuthUser['roles'] = []): AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pessoa@example.com',
  fullName: 'Pessoa',
  emailVerified: true,
  roles,
  partnerId: null,
  isAdmin: roles.includes('admin'),
});
/** The caller's address as the mocked request sends it (no proxy trusted, so the last hop). */
const IP = '203.0.113.9';
const done = async () => ({ ok: true as const, title: 'done' });

beforeEach(() => {
  state.user = null;
  logged.mockClear();
});

describe('who may call an action', () => {
  it('lets an administrator through an admin action, and denies a partner', async () => {
    state.user = person(['admin']);
    expect(await runAction({ locale: 'en', area: 'admin', actor: 'admin', log: 'x' }, done)).toEqual({ ok: true, title: 'done' });
    state.user = person(['partner']);
    expect(await runAction({ locale: 'en', area: 'admin', actor: 'admin', log: 'x' }, done)).toEqual({
      ok: false,
      error: 'forbidden',
      title: 'Could not complete',
      description: 'Administrators only.',
    });
  });

  it('lets a partner through a partner action, and denies an account without the role', async () => {
    state.user = person(['partner']);
    expect(await runAction({ locale: 'en', area: 'partner', actor: 'partner', log: 'x' }, done)).toEqual({ ok: true, title: 'done' });
    state.user = person(['admin']);
    expect(await runAction({ locale: 'en', area: 'partner', actor: 'partner', log: 'x' }, done)).toEqual({
      ok: false,
      error: 'forbidden',
      title: 'Error',
      description: 'Access denied.',
    });
  });

  it('lets any signed-in account through a signed-in action', async () => {
    state.user = person();
    expect(await runAction({ locale: 'en', area: 'account', actor: 'signed-in', log: 'x' }, done)).toEqual({ ok: true, title: 'done' });
  });

  it('runs an action for anyone without reading the session, with an empty actor id', async () => {
    state.user = person(['admin']);
    const step = vi.fn(done);
    await runAction({ locale: 'en', area: 'leads', actor: 'anyone', input: { a: 1 }, log: 'x' }, step);
    expect(step).toHaveBeenCalledWith(expect.objectContaining({ user: null, actor: { id: '' }, data: { a: 1 }, locale: 'en' }));
  });

  it('denies a signed-out caller of the reseller review and the partner panel', async () => {
    expect(await runAction({ locale: 'en', area: 'resellerReview', actor: 'admin', log: 'x' }, done)).toEqual({
      ok: false,
      error: 'forbidden',
      title: 'Could not complete',
      description: 'Administrators only.',
    });
    expect(await runAction({ locale: 'pt', area: 'partner', actor: 'partner', log: 'x' }, done)).toEqual({
      ok: false,
      error: 'forbidden',
      title: 'Erro',
      description: 'Acesso negado.',
    });
  });

  it('answers a signed-out caller of an area without its own text as signed out, with only a title', async () => {
    expect(await runAction({ locale: 'en', area: 'auth', actor: 'signed-in', log: 'x' }, done)).toEqual({
      ok: false,
      error: 'signed_out',
      title: 'Sign-in error',
    });
  });
});

describe('what the step is given', () => {
  it('gives the caller, the database, the request’s IP and the input as the schema gave it back', async () => {
    state.user = person(['partner']);
    const seen: unknown[] = [];
    await runAction(
      { locale: 'en', area: 'partner', actor: 'partner', schema: z.object({ n: z.coerce.number() }), input: { n: '7' }, log: 'x' },
      async (ctx) => {
        seen.push(ctx);
        return done();
      },
    );
    expect(seen).toEqual([
      expect.objectContaining({ locale: 'en', user: state.user, actor: { id: person().id }, db, meta: { ip: IP }, data: { n: 7 } }),
    ]);
  });

  it('reads an unknown or missing locale as Portuguese', async () => {
    const locales: string[] = [];
    const step = async ({ locale }: { locale: string }) => {
      locales.push(locale);
      return done();
    };
    await runAction({ locale: 42, area: 'leads', actor: 'anyone', log: 'x' }, step);
    await runAction({ locale: 'fr', area: 'leads', actor: 'anyone', log: 'x' }, step);
    expect(locales).toEqual(['pt', 'pt']);
  });
});

describe('failures the step reports', () => {
  it('gives each error its area’s title and default text, a validation its validation title', async () => {
    state.user = person(['admin']);
    const results = await runAction({ locale: 'en', area: 'admin', actor: 'admin', log: 'x' }, async ({ fail }) => ({
      ok: true,
      title: 'collected',
      data: {
        notFound: JSON.stringify(fail('not_found')),
        failed: JSON.stringify(fail('failed')),
        validation: JSON.stringify(fail('validation')),
        conflict: JSON.stringify(fail('conflict')),
      },
    }));
    const data = (results as { data: Record<string, string> }).data;
    expect(JSON.parse(data.notFound!)).toEqual({
      ok: false,
      error: 'not_found',
      title: 'Could not complete',
      description: 'Record not found.',
    });
    expect(JSON.parse(data.failed!)).toEqual({
      ok: false,
      error: 'failed',
      title: 'Could not complete',
      description: 'Something went wrong. Please try again shortly.',
    });
    expect(JSON.parse(data.validation!)).toEqual({ ok: false, error: 'validation', title: 'Validation error' });
    expect(JSON.parse(data.conflict!)).toEqual({ ok: false, error: 'conflict', title: 'Could not complete' });
  });

  it('lets the step replace the text and title and name the field', async () => {
    state.user = person(['partner']);
    const outcome = await runAction({ locale: 'en', area: 'partner', actor: 'partner', log: 'x' }, async ({ fail }) =>
      fail('not_found', { text: 'That lead is gone.', field: 'lead.id', title: 'Missing' }),
    );
    expect(outcome).toEqual({ ok: false, error: 'not_found', title: 'Missing', description: 'That lead is gone.', field: 'lead.id' });
  });

  it('keeps an empty replacement text rather than the area’s', async () => {
    state.user = person(['partner']);
    const outcome = await runAction({ locale: 'en', area: 'partner', actor: 'partner', log: 'x' }, async ({ fail }) =>
      fail('failed', { text: '' }),
    );
    expect(outcome).toEqual({ ok: false, error: 'failed', title: 'Error', description: '' });
  });

  it('answers a step that finds the caller is no administrator as forbidden, unlogged', async () => {
    state.user = person(['admin']);
    const outcome = await runAction({ locale: 'en', area: 'resellerReview', actor: 'admin', log: 'x' }, async () => {
      throw new NotAdminError();
    });
    expect(outcome).toEqual({ ok: false, error: 'forbidden', title: 'Could not complete', description: 'Administrators only.' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers a step that throws with the action’s own failure text when it has one', async () => {
    const outcome = await runAction(
      {
        locale: 'en',
        area: 'leads',
        actor: 'anyone',
        log: 'Lead failed',
        failure: (t) => ({ title: t('Leads.errorTitle'), description: 'Try WhatsApp.' }),
      },
      async () => {
        throw new Error('smtp down');
      },
    );
    expect(outcome).toEqual({ ok: false, error: 'failed', title: 'Error', description: 'Try WhatsApp.' });
    expect(logged).toHaveBeenCalledWith('Lead failed', expect.any(Error));
  });

  it('answers a step of the reseller review that throws with that area’s failure text', async () => {
    state.user = person(['admin']);
    const outcome = await runAction({ locale: 'pt', area: 'resellerReview', actor: 'admin', log: 'x' }, async () => {
      throw new Error('boom');
    });
    expect(outcome).toEqual({
      ok: false,
      error: 'failed',
      title: 'Não foi possível concluir',
      description: 'Erro inesperado. Tente novamente.',
    });
  });
});

describe('input the schema refuses', () => {
  it('answers with the validation title only when the action names no text for the issue', async () => {
    const step = vi.fn(done);
    const outcome = await runAction(
      {
        locale: 'en',
        area: 'leads',
        actor: 'anyone',
        schema: z.object({ email: z.string().email('emailInvalid') }),
        input: { email: 'x' },
        log: 'x',
      },
      step,
    );
    expect(outcome).toEqual({ ok: false, error: 'validation', title: 'Validation error', field: 'email' });
    expect(step).not.toHaveBeenCalled();
  });

  it('names no field when the issue sits on the whole input', async () => {
    const outcome = await runAction(
      {
        locale: 'en',
        area: 'leads',
        actor: 'anyone',
        schema: z.object({ a: z.string() }),
        input: 'not an object',
        issueText: () => 'Bad',
        log: 'x',
      },
      done,
    );
    expect(outcome).toEqual({ ok: false, error: 'validation', title: 'Validation error', description: 'Bad' });
  });
});

describe('firstIssue', () => {
  it('gives the first issue’s message and top-level field', () => {
    const error = z.object({ list: z.array(z.string().min(2, 'tooShort')), b: z.string('bMissing') }).safeParse({ list: ['x'] }).error!;
    expect(firstIssue(error)).toEqual({ message: 'tooShort', field: 'list' });
  });
  it('gives no field for an issue on an array index or the whole input', () => {
    expect(firstIssue(z.array(z.string('notText')).safeParse([1]).error!)).toEqual({ message: 'notText', field: undefined });
    expect(firstIssue(z.string('notText').safeParse(1).error!)).toEqual({ message: 'notText', field: undefined });
  });
  it('gives nothing for an error without issues', () =>
    expect(firstIssue(new z.ZodError([]))).toEqual({ message: undefined, field: undefined }));
});

describe('formText', () => {
  it('reads a text field of a form post, empty when absent', () => {
    const form = new FormData();
    form.set('email', 'ana@empresa.com.br');
    expect(formText(form, 'email')).toBe('ana@empresa.com.br');
    expect(formText(form, 'name')).toBe('');
  });
  it('reads a file sent in a text field’s place as empty', () => {
    const form = new FormData();
    form.set('email', new Blob(['ana']), 'email.txt');
    expect(formText(form, 'email')).toBe('');
  });
  it('reads anything that is not a form post as empty', () => {
    expect(formText({ get: () => 'forged' } as unknown as FormData, 'email')).toBe('');
  });
});

describe('parseField', () => {
  it('gives the parsed value, or null when the schema refuses it', () => {
    expect(parseField(z.coerce.number().int(), '12')).toBe(12);
    expect(parseField(z.coerce.number().int(), '1.5')).toBeNull();
  });
});
