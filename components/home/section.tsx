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
    <section id={id} aria-labelledby={`${id}-title`} className={cn('sec', muted && 'sec-muted', className)}>
      <div className="container-page">
        <h2 id={`${id}-title`} className={subtitle ? 'sec-title' : 'sec-title mb-10'}>
          {title}
        </h2>
        {subtitle ? <p className="sec-sub">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
