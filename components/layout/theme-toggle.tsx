'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { THEMES, type ThemeName } from '@/lib/theme/script';
import { setTheme, storedTheme, subscribeTheme } from '@/lib/theme/store';
import { cn } from '@/lib/utils';

const ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** The stored choice; null on the server and while hydrating, where it is unknown. */
function useTheme(): ThemeName | null {
  return useSyncExternalStore(subscribeTheme, storedTheme, () => null);
}

/** Header button: cycles light → dark → system. */
export function ThemeToggle() {
  const t = useTranslations('Theme');
  const active = useTheme() ?? 'system';
  const icon = ICONS[active];
  const next: ThemeName = THEMES[(THEMES.indexOf(active) + 1) % THEMES.length] ?? 'light';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={t('toggle', { theme: t(active) })}
      title={t('toggle', { theme: t(active) })}
      className={`ci-b ci-${icon} inline-flex size-10 items-center justify-center rounded-md [--ci-s:1.25rem] hover:bg-accent`}
    />
  );
}

/** Segmented light / dark / system choice for the mobile menu. */
export function ThemeOptions() {
  const t = useTranslations('Theme');
  const active = useTheme();
  return (
    <div role="group" aria-label={t('label')} className="flex flex-col gap-2">
      <span className="text-sm font-medium text-muted-foreground">{t('label')}</span>
      <div className="grid grid-cols-3 gap-1">
        {THEMES.map((name) => {
          const icon = ICONS[name];
          return (
            <button
              key={name}
              type="button"
              aria-pressed={active === name}
              onClick={() => setTheme(name)}
              className={cn(
                'inline-flex h-9 min-w-0 items-center justify-center gap-1.5 rounded-md border px-2 text-sm',
                active === name ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              <CssIcon name={icon} className="size-4" />
              {t(name)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
