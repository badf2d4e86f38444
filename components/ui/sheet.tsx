import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from '@/components/ui/icons';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Side sheet on Radix Dialog: focus trap, Esc to close, focus restored, background inert. */
export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  children,
  closeLabel,
  side = 'right',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string; side?: 'left' | 'right'; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-4 overflow-y-auto bg-background p-5 shadow-2xl focus:outline-none',
          side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Close
          className="absolute right-4 top-4 inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
