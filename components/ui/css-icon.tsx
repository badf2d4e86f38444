import type { CssIconName } from '@/lib/icons/css-icons';
import { cn } from '@/lib/utils';

/** A decorative icon drawn by CSS: one element where an icon component is an <svg> and a <use>. */
export function CssIcon({ name, className }: { name: CssIconName; className?: string }) {
  return <span aria-hidden className={cn('ci', `ci-${name}`, className)} />;
}
