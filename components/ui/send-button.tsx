import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cn } from '@/lib/utils';

/**
 * When a form rendered with the page was shown: the page's start (the form is on screen from the
 * first paint), from which the minimum fill time counts.
 */
export function usePageShownAt(): number {
  const [shownAt] = useState(() => (typeof performance === 'undefined' ? 0 : Math.round(performance.timeOrigin)));
  return shownAt;
}

/**
 * A form's send button, held until the page hydrates: the browser's own submit would put the
 * fields in the address. The wait is short, so the button keeps its look meanwhile rather than
 * flashing dimmed on every visit; while sending it is dimmed. It reads hydration itself, so the
 * render that follows hydration is the button's alone, not the whole form's.
 */
export function SendButton({ busy, className, children }: { busy: boolean; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={!hydrated || busy}
      className={cn(className, !hydrated && !busy && 'disabled:cursor-progress disabled:opacity-100')}
    >
      {children}
    </Button>
  );
}
