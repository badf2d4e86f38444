'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import { SIGN_UP_TOKEN_PREFIX } from '@/lib/auth/tokens';
import type { ForgotInput, ResetInput, SignInInput, SignUpInput } from '@/lib/validation/auth';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { ForgotForm } from './forgot-form';
import { ResetForm } from './reset-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import type { FieldCaps } from './use-auth-form';

export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset' | 'confirm';

/** Typing caps of the four forms, read from their schemas on the server. */
export interface AuthCaps {
  login: FieldCaps<SignInInput>;
  signup: FieldCaps<SignUpInput>;
  forgot: FieldCaps<ForgotInput>;
  reset: FieldCaps<ResetInput>;
}

/**
 * The /auth panel: sign-in, sign-up and forgot-password as tabs; a reset link (token) shows the
 * new-password form alone, a sign-up link (a `signup:` token) the account activation alone.
 * Switching tabs starts the chosen form afresh.
 */
export function AuthPanel({
  initialMode,
  token,
  invalidLink,
  next,
  caps,
}: {
  initialMode: AuthMode;
  token: string | null;
  invalidLink: boolean;
  next: string;
  caps: AuthCaps;
}) {
  const t = useTranslations('Auth');
  const [mode, setMode] = useState<AuthMode>(initialMode === 'reset' && token?.startsWith(SIGN_UP_TOKEN_PREFIX) ? 'confirm' : initialMode);
  const single = mode === 'reset' || mode === 'confirm';
  const tabs: { mode: AuthMode; label: string }[] = [
    { mode: 'login', label: t('tabLogin') },
    { mode: 'signup', label: t('tabSignup') },
    { mode: 'forgot', label: t('tabForgot') },
  ];

  return (
    <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm">
      {!single ? (
        <div role="tablist" aria-label={t('title')} className="mb-6 grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {tabs.map((tab) => (
            <button
              key={tab.mode}
              type="button"
              role="tab"
              id={`tab-${tab.mode}`}
              aria-selected={mode === tab.mode}
              aria-controls="auth-panel"
              onClick={() => setMode(tab.mode)}
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

      <div id="auth-panel" role={single ? undefined : 'tabpanel'} aria-labelledby={single ? undefined : `tab-${mode}`}>
        {mode === 'login' ? <SignInForm caps={caps.login} next={next} /> : null}
        {mode === 'signup' ? <SignUpForm caps={caps.signup} next={next} /> : null}
        {mode === 'forgot' ? <ForgotForm caps={caps.forgot} invalidLink={invalidLink} /> : null}
        {mode === 'reset' ? <ResetForm caps={caps.reset} token={token ?? ''} onDone={() => setMode('login')} /> : null}
        {mode === 'confirm' ? (
          <ConfirmSignUpForm caps={{ token: caps.reset.token, password: caps.reset.password }} token={token ?? ''} next={next} />
        ) : null}
      </div>
    </div>
  );
}
