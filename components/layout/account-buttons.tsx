'use client';

import { LayoutDashboard, LogIn, Shield, UserRound } from '@/components/ui/icons';
import { useEffect, useState } from 'react';
import { SignOutButton } from '@/components/account/sign-out-button';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { hasSignedInHint, setSignedInHint } from '@/lib/auth/signed-in-hint';

interface SessionInfo {
  fullName: string;
  email: string;
  isAdmin: boolean;
  isPartner: boolean;
}

/**
 * Reads the session from a no-store endpoint, so the pages around it stay static; without the
 * signed-in hint there is no session to read, and no request. After a sign-in or sign-out
 * (`auth-changed`) it always asks, and keeps the hint in step with the answer.
 */
function useSession() {
  const pathname = usePathname();
  const [state, setState] = useState<{ loading: boolean; user: SessionInfo | null }>({ loading: true, user: null });
  useEffect(() => {
    let cancelled = false;
    const show = (user: SessionInfo | null) => !cancelled && setState({ loading: false, user });
    const load = () =>
      fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`session ${r.status}`))))
        .then((data: { user: SessionInfo | null }) => {
          setSignedInHint(Boolean(data.user));
          show(data.user);
        })
        .catch(() => show(null));
    if (hasSignedInHint()) void load();
    else show(null);
    window.addEventListener('auth-changed', load);
    return () => {
      cancelled = true;
      window.removeEventListener('auth-changed', load);
    };
  }, [pathname]);
  return state;
}

const buttonClass = 'inline-flex h-9 items-center gap-1.5 rounded-md border text-sm font-medium hover:bg-accent';

export function AccountButtons({ layout = 'row', onNavigate }: { layout?: 'row' | 'column'; onNavigate?: () => void }) {
  const t = useTranslations('Account');
  const { loading, user } = useSession();
  if (loading) return <span className={cn(layout === 'row' ? 'w-20' : 'h-9')} aria-hidden />;
  const wrap = cn('flex gap-1.5', layout === 'column' ? 'flex-col items-stretch' : 'items-center');
  if (!user) {
    return (
      <div className={wrap}>
        <Link href="/auth" className={cn(buttonClass, 'px-3')} onClick={onNavigate}>
          <LogIn className="size-4" aria-hidden />
          {t('login')}
        </Link>
      </div>
    );
  }
  // In the header row the signed-in buttons are icons with their names for screen readers.
  const label = (text: string) => <span className={layout === 'row' ? 'sr-only' : undefined}>{text}</span>;
  const compact = layout === 'row' ? 'px-2.5' : 'px-3';
  return (
    <div className={wrap} data-testid="account-buttons">
      <Link href="/area-do-cliente" className={cn(buttonClass, compact)} onClick={onNavigate} title={t('clientArea')}>
        <UserRound className="size-4" aria-hidden />
        {label(t('clientArea'))}
      </Link>
      {user.isAdmin ? (
        <Link href="/admin" className={cn(buttonClass, compact)} onClick={onNavigate} title={t('admin')}>
          <Shield className="size-4" aria-hidden />
          {label(t('admin'))}
        </Link>
      ) : null}
      {user.isPartner && !user.isAdmin ? (
        <Link href="/painel-parceiro" className={cn(buttonClass, compact)} onClick={onNavigate} title={t('partnerPanel')}>
          <LayoutDashboard className="size-4" aria-hidden />
          {label(t('partnerPanel'))}
        </Link>
      ) : null}
      <SignOutButton onDone={onNavigate} compact={layout === 'row'} />
    </div>
  );
}
