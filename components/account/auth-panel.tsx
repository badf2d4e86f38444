'use client';

import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { requestResetAction, resetPasswordAction, signInAction, signUpAction, type ActionResult } from '@/lib/auth/actions';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { forgotSchema, resetSchema, signInSchema, signUpSchema } from '@/lib/validation/auth';

export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

type Strings = Record<string, unknown>;
function lookup(strings: Strings, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  return typeof value === 'string' ? value : `Auth.${key}`;
}

const inputClass =
  'h-11 w-full rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-destructive';

export function AuthPanel({
  locale,
  initialMode,
  token,
  invalidLink,
  next,
  strings,
}: {
  locale: Locale;
  initialMode: AuthMode;
  token: string | null;
  invalidLink: boolean;
  next: string;
  strings: Strings;
}) {
  const t = (key: string) => lookup(strings, key);
  const router = useRouter();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tabs: { mode: AuthMode; label: string }[] = [
    { mode: 'login', label: t('tabLogin') },
    { mode: 'signup', label: t('tabSignup') },
    { mode: 'forgot', label: t('tabForgot') },
  ];

  async function submit(
    event: FormEvent<HTMLFormElement>,
    schema: z.ZodType,
    action: (values: Record<string, string>) => Promise<ActionResult>,
    after?: (result: ActionResult) => void,
  ) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        fieldErrors[field] ??= t(`errors.${issue.message}`);
      }
      setErrors(fieldErrors);
      toast({ title: t('toast.validationTitle'), description: Object.values(fieldErrors)[0], variant: 'error' });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await action(values);
      toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
      if (result.ok) after?.(result);
    } catch {
      toast({ title: t('toast.loginErrorTitle'), description: t('toast.loginException'), variant: 'error' });
    } finally {
      setPending(false);
    }
  }

  const afterLogin = (result: ActionResult) => {
    window.dispatchEvent(new Event('auth-changed'));
    router.push(result.redirectTo ?? '/');
    router.refresh();
  };

  return (
    <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm">
      {mode !== 'reset' ? (
        <div role="tablist" aria-label={t('title')} className="mb-6 grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {tabs.map((tab) => (
            <button
              key={tab.mode}
              type="button"
              role="tab"
              id={`tab-${tab.mode}`}
              aria-selected={mode === tab.mode}
              aria-controls="auth-panel"
              onClick={() => {
                setMode(tab.mode);
                setErrors({});
              }}
              className={cn(
                'rounded-md px-2 py-2 text-sm font-medium',
                mode === tab.mode ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}

      <div id="auth-panel" role={mode === 'reset' ? undefined : 'tabpanel'} aria-labelledby={mode === 'reset' ? undefined : `tab-${mode}`}>
        {mode === 'login' ? (
          <form noValidate onSubmit={(e) => submit(e, signInSchema, (v) => signInAction(locale, v, next), afterLogin)} className="flex flex-col gap-4">
            <Field name="email" label={t('email')} type="email" autoComplete="email" error={errors.email} />
            <PasswordField name="password" label={t('password')} autoComplete="current-password" error={errors.password} show={t('showPassword')} hide={t('hidePassword')} />
            <Submit pending={pending} label={t('login')} pendingLabel={t('sending')} />
          </form>
        ) : null}

        {mode === 'signup' ? (
          <form noValidate onSubmit={(e) => submit(e, signUpSchema, (v) => signUpAction(locale, v, next), afterLogin)} className="flex flex-col gap-4">
            <Field name="fullName" label={t('fullName')} autoComplete="name" error={errors.fullName} />
            <Field name="email" label={t('email')} type="email" autoComplete="email" error={errors.email} />
            <PasswordField
              name="password"
              label={t('password')}
              autoComplete="new-password"
              error={errors.password}
              hint={t('passwordHint')}
              show={t('showPassword')}
              hide={t('hidePassword')}
            />
            <Submit pending={pending} label={t('signup')} pendingLabel={t('sending')} />
          </form>
        ) : null}

        {mode === 'forgot' ? (
          <form noValidate onSubmit={(e) => submit(e, forgotSchema, (v) => requestResetAction(locale, v))} className="flex flex-col gap-4">
            {invalidLink ? (
              <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
                {t('invalidLink')}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">{t('forgotText')}</p>
            <Field name="email" label={t('email')} type="email" autoComplete="email" error={errors.email} />
            <Submit pending={pending} label={t('sendReset')} pendingLabel={t('sending')} />
          </form>
        ) : null}

        {mode === 'reset' ? (
          <form
            noValidate
            onSubmit={(e) =>
              submit(e, resetSchema, (v) => resetPasswordAction(locale, v), () => {
                router.replace(`${locale === 'pt' ? '' : `/${locale}`}/auth`);
                setMode('login');
              })
            }
            className="flex flex-col gap-4"
          >
            <h2 className="text-xl font-bold">{t('resetTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('resetText')}</p>
            <input type="hidden" name="token" value={token ?? ''} />
            <PasswordField name="password" label={t('newPassword')} autoComplete="new-password" error={errors.password} hint={t('passwordHint')} show={t('showPassword')} hide={t('hidePassword')} />
            <PasswordField name="confirm" label={t('confirmPassword')} autoComplete="new-password" error={errors.confirm} show={t('showPassword')} hide={t('hidePassword')} />
            <Submit pending={pending} label={t('saveNewPassword')} pendingLabel={t('sending')} />
            <Link href="/auth" className="text-center text-sm text-primary hover:underline">
              {t('tabLogin')}
            </Link>
          </form>
        ) : null}
      </div>
    </div>
  );
}

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  hint,
  trailing,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  hint?: string;
  trailing?: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, trailing ? 'pr-11' : null)}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PasswordField(props: { name: string; label: string; autoComplete: string; error?: string; hint?: string; show: string; hide: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? props.hide : props.show}
          aria-pressed={visible}
          className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      }
    />
  );
}

function Submit({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60"
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
