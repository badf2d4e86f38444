import { COMPANY } from '@/lib/config/company';

/** The mark, drawn by CSS (`.logo-mark` in app/blocks.css): one element where a drawing is seven. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return <span aria-hidden className={`logo-mark ${className}`} />;
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
