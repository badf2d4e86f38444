import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { getCurrentUser } from '@/lib/auth';
import type { AuthUser } from '@/lib/auth/types';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/client';
import { NotAdminError } from '@/lib/auth/authz';
import { clientIp } from '@/lib/request-ip';
import { toLocale, type Locale } from '@/i18n/locales';
import type { Leaves, Messages } from '@/i18n/strings';
import { logError } from '@/lib/ops/log-error';

/**
 * The one way a server action runs: the locale read, the caller checked (signed in, partner or
 * admin, from the session only), the input parsed with the form's own zod schema, then the step;
 * a refusal or a thrown error becomes a result, never an exception. Actions stay
 * `export async function`s with positional arguments and call `runAction` inside.
 */

/** Why an action failed, for the caller's logic (the title and description are for people). */
export type ActionErrorKey =
  | 'signed_out'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'conflict'
  | 'wrong_password'
  | 'rate_limited'
  | 'last_admin'
  | 'unsupported'
  | 'bad_request'
  | 'too_large'
  | 'failed';

/** What an action may hand back besides its message (a new record's id, where to go next…). */
export type ActionData = Record<string, string | number | boolean | null | undefined>;

export interface ActionSuccess<D extends ActionData = ActionData> {
  ok: true;
  title: string;
  description?: string;
  data?: D;
}

export interface ActionFailure {
  ok: false;
  error: ActionErrorKey;
  title: string;
  description?: string;
  /** The form field (dotted path) the failure belongs to: the form shows the description next to it. */
  field?: string;
  /** What was typed, given back to a plain form so a refused value stays in its field. */
  data?: ActionData;
  /** Seconds until a refused caller may try again (rate limits). */
  retryAfter?: number;
}

/** What every server action answers: a toast's title and text, with data on success or an error key (and field) on failure. */
export type ActionResult<D extends ActionData = ActionData> = ActionSuccess<D> | ActionFailure;

type MessageKey = Leaves<Messages>;

/** The texts of an area's refusals and failures: the one mapping from error keys to messages. */
interface AreaMessages {
  errorTitle: MessageKey;
  validationTitle: MessageKey;
  /** The answer to a signed-out caller, and its error key (the back office and the partner panel say "forbidden"). */
  signedOut?: { error: 'signed_out' | 'forbidden'; text: MessageKey };
  forbidden?: MessageKey;
  notFound?: MessageKey;
  failed?: MessageKey;
  /** A request that is not the form's (malformed, wrong type, from another site): route handlers only. */
  invalid?: MessageKey;
  tooLarge?: { text: MessageKey; field?: string };
}

const AREAS = {
  admin: {
    errorTitle: 'AdminCommon.errorTitle',
    validationTitle: 'AdminCommon.validationTitle',
    signedOut: { error: 'forbidden', text: 'AdminCommon.forbidden' },
    forbidden: 'AdminCommon.forbidden',
    notFound: 'AdminCommon.notFound',
    failed: 'AdminCommon.failed',
  },
  resellerReview: {
    errorTitle: 'AdminResellers.errorTitle',
    validationTitle: 'AdminResellers.validationTitle',
    signedOut: { error: 'forbidden', text: 'AdminResellers.forbidden' },
    forbidden: 'AdminResellers.forbidden',
    notFound: 'AdminResellers.notFound',
    failed: 'AdminResellers.failed',
  },
  account: {
    errorTitle: 'ClientArea.toast.errorTitle',
    validationTitle: 'ClientArea.toast.validationTitle',
    signedOut: { error: 'signed_out', text: 'ClientArea.toast.signedOut' },
    failed: 'ClientArea.toast.error',
  },
  partner: {
    errorTitle: 'PartnerDashboard.toast.errorTitle',
    validationTitle: 'PartnerDashboard.toast.validationTitle',
    signedOut: { error: 'forbidden', text: 'PartnerDashboard.toast.forbidden' },
    forbidden: 'PartnerDashboard.toast.forbidden',
    notFound: 'PartnerDashboard.toast.notFound',
    failed: 'PartnerDashboard.toast.error',
  },
  // Sign-in, sign-up and reset name their own titles; their failures are each action's.
  auth: { errorTitle: 'Auth.toast.loginErrorTitle', validationTitle: 'Auth.toast.validationTitle' },
  leads: { errorTitle: 'Leads.errorTitle', validationTitle: 'Leads.validationTitle', invalid: 'LeadErrors.invalidInput' },
  resellers: {
    errorTitle: 'ResellerForm.form.errorTitle',
    validationTitle: 'ResellerForm.form.errorTitle',
    invalid: 'ResellerErrors.invalidInput',
    tooLarge: { text: 'ResellerErrors.fileTooLarge', field: 'document' },
  },
  // A newsletter mail's link: whatever the token does not hold answers as an invalid link.
  unsubscribe: { errorTitle: 'Unsubscribe.title', validationTitle: 'Unsubscribe.title', notFound: 'Unsubscribe.invalid' },
  newsletterConfirm: {
    errorTitle: 'NewsletterConfirm.title',
    validationTitle: 'NewsletterConfirm.title',
    notFound: 'NewsletterConfirm.invalid',
  },
} as const satisfies Record<string, AreaMessages>;

export type ActionArea = keyof typeof AREAS;

/** Who may call: anyone, any signed-in account, a partner's account, or an administrator. */
export type ActorRule = 'anyone' | 'signed-in' | 'partner' | 'admin';

type UserOf<A extends ActorRule> = A extends 'anyone' ? null : AuthUser;

/** Any message by its full key. */
export type ActionText = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface ActionContext<A extends ActorRule, D> {
  locale: Locale;
  user: UserOf<A>;
  /** The caller as the data layer's checks take it (an empty id for anyone). */
  actor: { id: string };
  db: Db;
  /** What the audit records of the request. */
  meta: { ip: ReturnType<typeof clientIp> };
  /** The input as the schema gave it back (the raw input when the action has no schema). */
  data: D;
  /** Any message of the caller's language by its full key. */
  text: ActionText;
  /** A refusal or failure with the area's title; `text` replaces the area's text for that key. */
  fail: Fail;
}

type Fail = (
  error: ActionErrorKey,
  options?: { text?: string; field?: string; title?: string; data?: ActionData; retryAfter?: number },
) => ActionFailure;

export interface ActionOptions<A extends ActorRule, S extends z.ZodType | undefined> {
  locale: unknown;
  area: ActionArea;
  actor: A;
  /** The form's schema; the first issue answers as a validation failure on its field. */
  schema?: S;
  input?: unknown;
  /** The text of a schema issue's message key, from the form's own catalogue of keys. */
  issueText?: (message: string | undefined, t: ActionText) => string;
  /** What is logged when the step throws. */
  log: string;
  /** The answer when the step throws, when the area's own failure text is not the one. */
  failure?: (t: ActionText) => { title: string; description?: string };
}

const localeOf = (input: unknown): Locale => toLocale(typeof input === 'string' ? input : undefined);

function allowed(rule: ActorRule, user: AuthUser): boolean {
  if (rule === 'admin') return user.isAdmin;
  if (rule === 'partner') return user.roles.includes('partner');
  return true;
}

/** The first schema issue: its message and the field it sits on. */
export function firstIssue(error: z.ZodError): { message: string | undefined; field: string | undefined } {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return { message: issue?.message, field: typeof field === 'string' ? field : undefined };
}

/** The answer of an area in a language: its refusals and failures with the area's texts. */
export async function areaAnswers(areaName: ActionArea, locale: Locale): Promise<{ text: ActionText; fail: Fail }> {
  const area: AreaMessages = AREAS[areaName];
  const text = (await getTranslations({ locale })) as unknown as ActionText;
  const fail: Fail = (error, { text: description, field, title, data, retryAfter } = {}) => {
    const defaults: Partial<Record<ActionErrorKey, MessageKey>> = {
      signed_out: area.signedOut?.text,
      forbidden: area.forbidden ?? area.invalid,
      not_found: area.notFound,
      failed: area.failed,
      bad_request: area.invalid,
      unsupported: area.invalid,
      too_large: area.tooLarge?.text ?? area.invalid,
    };
    const fallback = defaults[error];
    const onField = field ?? (error === 'too_large' ? area.tooLarge?.field : undefined);
    return {
      ok: false,
      error,
      title: title ?? text(error === 'validation' ? area.validationTitle : area.errorTitle),
      ...(description !== undefined ? { description } : fallback ? { description: text(fallback) } : {}),
      ...(onField ? { field: onField } : {}),
      ...(data ? { data } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    };
  };
  return { text, fail };
}

/**
 * The caller checked, the input parsed, then the step; what a server action and a route handler
 * share. The step may answer something else than a result (a route's download), passed through.
 */
export async function runChecked<A extends ActorRule, S extends z.ZodType | undefined, R>(
  options: Omit<ActionOptions<A, S>, 'locale'> & { locale: Locale; request?: Request; user?: AuthUser | null },
  step: (ctx: ActionContext<A, S extends z.ZodType ? z.output<S> : unknown>) => Promise<R>,
): Promise<R | ActionFailure> {
  const { locale } = options;
  const area: AreaMessages = AREAS[options.area];
  const { text, fail } = await areaAnswers(options.area, locale);

  // The session is read again here (a route passes the one it read): the page having rendered proves
  // nothing about this request.
  const user = options.actor === 'anyone' ? null : options.user !== undefined ? options.user : await getCurrentUser();
  if (options.actor !== 'anyone') {
    // A route answers 401 to no session, as HTTP has it; an action may say forbidden instead.
    if (!user) return fail(options.request ? 'signed_out' : (area.signedOut?.error ?? 'signed_out'));
    if (!allowed(options.actor, user)) return fail('forbidden');
  }

  let data: unknown = options.input;
  if (options.schema) {
    const parsed = options.schema.safeParse(options.input);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      const description = options.issueText?.(issue.message, text);
      return fail('validation', { text: description, field: issue.field });
    }
    data = parsed.data;
  }

  try {
    const db = await getDb();
    const meta = { ip: clientIp(options.request?.headers ?? (await headers())) };
    return await step({
      locale,
      user: user as UserOf<A>,
      actor: { id: user?.id ?? '' },
      db,
      meta,
      data: data as S extends z.ZodType ? z.output<S> : unknown,
      text,
      fail,
    });
  } catch (error) {
    if (error instanceof NotAdminError) return fail('forbidden');
    logError(options.log, error);
    if (options.failure) return { ok: false, error: 'failed', ...options.failure(text) };
    return fail('failed');
  }
}

/** Runs one server action through the client; see the module comment. */
export async function runAction<A extends ActorRule, S extends z.ZodType | undefined = undefined, D extends ActionData = ActionData>(
  options: ActionOptions<A, S>,
  step: (ctx: ActionContext<A, S extends z.ZodType ? z.output<S> : unknown>) => Promise<ActionResult<D>>,
): Promise<ActionResult<D>> {
  return runChecked({ ...options, locale: localeOf(options.locale) }, step);
}

/** A text field of a plain form post (a form that works without JavaScript), '' when absent. */
export function formText(formData: FormData, name: string): string {
  // A forged request may send anything in the form's place.
  const value = formData instanceof FormData ? formData.get(name) : null;
  return typeof value === 'string' ? value : '';
}

/** One value checked with its schema: the parsed value, or null. For one-field and one-button forms. */
export function parseField<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
