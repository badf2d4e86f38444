import { useId } from 'react';
import { COMPANY } from '@/lib/config/company';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  // Header and footer both draw the mark: each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#0891b2" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <circle cx="20" cy="20" r="9.5" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M7 26c8-5 18-7 26-13" stroke="#a5f3fc" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tagline }: { tagline: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold tracking-tight">{COMPANY.name}</span>
        <span className="hidden text-xs text-muted-foreground sm:block">{tagline}</span>
      </span>
    </span>
  );
}
