import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/** A confirmation dialog's buttons: cancel (closes the dialog), then the action; cancel is off while the action runs. */
export function DialogActions({ cancelLabel, busy, children }: { cancelLabel: string; busy: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
