import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cn } from '@/lib/utils';

/**
 * For a form rendered with the page: `hydrated` is false in the server HTML and until the page
 * hydrates, and `shownAt` is the page's start, from which the minimum fill time counts (the form
 * is on screen from the first paint).
 */
export function usePageForm() {
  const hydrated = useHydrated();
  const [shownAt] = useState(() => (typeof performance === 'undefined' ? 0 : Math.round(performance.timeOrigin)));
  return { hydrated, shownAt };
}

/**
 * A form's send button, held until the page hydrates: the browser's own submit would put the
 * fields in the address. The wait is short, so the button keeps its look meanwhile rather than
 * flashing dimmed on every visit; while sending it is dimmed.
 */
export function SendButton({
  hydrated,
  busy,
  className,
  children,
}: {
  hydrated: boolean;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
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
