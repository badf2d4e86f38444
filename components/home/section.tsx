import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A home-page block with its heading; `muted` alternates the background. */
export function Section({
  id,
  title,
  subtitle,
  muted = false,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  muted?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('py-16 sm:py-20', muted && 'bg-muted/50', className)}>
      <div className="container-page">
        <div className="mb-10 max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-3 text-lg text-muted-foreground">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
