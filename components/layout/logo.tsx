import { COMPANY } from '@/lib/config/company';

/** The mark, drawn by CSS (`.logo-mark` in app/blocks.css): one element where a drawing is seven. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return <span aria-hidden className={`logo-mark ${className}`} />;
}

/** The mark and the name with its tagline, laid out by their parent (a flex row). */
export function Logo({ tagline }: { tagline: string }) {
  return (
    <>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold tracking-tight">{COMPANY.name}</span>
        <span className="hidden text-xs text-muted-foreground sm:block">{tagline}</span>
      </span>
    </>
  );
}
