'use client';

import { CheckCircle2, Info, X, XCircle } from '@/components/ui/icons';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { dismissToast, getToasts, removeToast, subscribe, type Toast } from '@/components/ui/toast';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const AUTO_DISMISS_MS = 6000;
const EMPTY: Toast[] = [];

export function Toaster() {
  const t = useTranslations('Common');
  const toasts = useSyncExternalStore(subscribe, getToasts, () => EMPTY);
  return (
    <div
      aria-label={t('notifications')}
      role="region"
      className="pointer-events-none fixed inset-x-0 top-3 z-[70] flex flex-col items-center gap-2 px-3 sm:bottom-auto sm:left-auto sm:right-4 sm:top-4 sm:items-end"
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={t('close')} />
      ))}
    </div>
  );
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!item.open) {
      const id = setTimeout(() => removeToast(item.id), 200);
      return () => clearTimeout(id);
    }
    if (paused) return;
    const id = setTimeout(() => dismissToast(item.id), AUTO_DISMISS_MS);
    return () => clearTimeout(id);
  }, [item.open, item.id, paused]);

  const Icon = item.variant === 'error' ? XCircle : item.variant === 'success' ? CheckCircle2 : Info;
  return (
    <div
      role={item.variant === 'error' ? 'alert' : 'status'}
      aria-live={item.variant === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-2xl transition-all',
        item.open ? 'opacity-100' : 'translate-y-1 opacity-0',
        item.variant === 'error' && 'border-destructive/50',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          item.variant === 'error'
            ? 'text-destructive'
            : item.variant === 'success'
              ? 'text-emerald-600 dark:text-emerald-400'
              : 'text-primary',
        )}
        aria-hidden
      />
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-sm text-muted-foreground">{item.description}</p> : null}
        {item.action ? (
          <a
            href={item.action.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'whatsapp', size: 'sm', className: 'mt-3' })}
          >
            {item.action.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={closeLabel}
        className="-m-1 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
