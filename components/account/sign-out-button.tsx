'use client';

import { Loader2, LogOut } from '@/components/ui/icons';
import { usePathname, useRouter } from 'next/navigation';
import { signOutForm } from '@/lib/actions/auth/auth';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { useFormAction } from '@/components/ui/use-action';
import { cn } from '@/lib/utils';

/** Signs out through a plain form (it works before hydration); with scripts, the visitor lands on the home page. */
export function SignOutButton({ className, onDone, compact = false }: { className?: string; onDone?: () => void; compact?: boolean }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const router = useRouter();
  const { formAction, pending } = useFormAction(signOutForm, {
    onResult: (result) => {
      if (!result.ok) return;
      window.dispatchEvent(new Event('auth-changed'));
      onDone?.();
      router.push(localizedPath(locale, '/'));
    },
    // The page itself: any page serves after signing out.
    permalink: usePathname(),
  });
  return (
    <form action={formAction} className="contents">
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        disabled={pending}
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
    </form>
  );
}
