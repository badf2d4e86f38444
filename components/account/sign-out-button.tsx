'use client';

import { Loader2, LogOut } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { signOutAction } from '@/lib/actions/auth/auth';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { callAction } from '@/components/ui/use-action';
import { cn } from '@/lib/utils';

export function SignOutButton({ className, onDone, compact = false }: { className?: string; onDone?: () => void; compact?: boolean }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        const result = await callAction(() => signOutAction(locale), { title: t('logoutError') });
        setPending(false);
        if (result?.ok) {
          window.dispatchEvent(new Event('auth-changed'));
          onDone?.();
          router.push(localizedPath(locale, '/'));
        }
      }}
      title={compact ? t('logout') : undefined}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-md border text-sm font-medium hover:bg-accent disabled:opacity-60',
        compact ? 'px-2.5' : 'px-3',
        className,
      )}
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <LogOut className="size-4" aria-hidden />}
      <span className={compact ? 'sr-only' : undefined}>{t('logout')}</span>
    </button>
  );
}
