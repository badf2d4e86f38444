'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { DetailDialogData } from './detail-dialog';

const loadDialog = () => import('./detail-dialog');
const DetailDialog = lazy(loadDialog);

/** Dialogs: closed, or open with one selected key. */
const DialogContext = createContext<{ open: (key: string) => void; preload: () => void }>({ open: () => {}, preload: () => {} });

export function DialogHost({
  dialogs,
  closeLabel,
  children,
}: {
  dialogs: Record<string, DetailDialogData>;
  closeLabel: string;
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((key: string) => {
    // Focus goes back to the button that opened the dialog when it closes.
    opener.current = document.activeElement as HTMLElement | null;
    setRequested(true);
    setSelected(key);
  }, []);
  const preload = useCallback(() => void loadDialog(), []);
  return (
    <DialogContext.Provider value={{ open, preload }}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <DetailDialog
            data={selected ? (dialogs[selected] ?? null) : null}
            onClose={() => setSelected(null)}
            closeLabel={closeLabel}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </DialogContext.Provider>
  );
}

/** A button that opens the dialog with `dialogKey`; its code loads on hover or focus. */
export function DialogButton({
  dialogKey,
  className,
  children,
  ...rest
}: {
  dialogKey: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { open, preload } = useContext(DialogContext);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => open(dialogKey)}
      onPointerEnter={preload}
      onFocus={preload}
      {...rest}
    >
      {children}
    </button>
  );
}
