'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { fetchJsonOnce } from '@/lib/http/fetch-json-once';
import { toast } from '@/components/ui/toast';
import type { DetailDialogData, HomeDialogGroup, HomeDialogs } from '@/lib/content/home-dialogs';

const loadDialog = () => import('./detail-dialog');
const DetailDialog = lazy(loadDialog);

// One request per page for every group; a failed one is tried again on the next open.
const loadContent = (source: string) => fetchJsonOnce<HomeDialogs>(source);

/** Dialogs: closed, or open with one selected key. */
const DialogContext = createContext<{ open: (key: string) => void; preload: () => void }>({ open: () => {}, preload: () => {} });

/**
 * Opens the detail dialogs of its buttons. Their content is not in the page: it is fetched from
 * `source` (with the dialog's code) when a button is hovered, focused or pressed.
 */
export function DialogHost({
  source,
  group,
  closeLabel,
  errorLabel,
  children,
}: {
  source: string;
  group: HomeDialogGroup;
  closeLabel: string;
  errorLabel: string;
  children: ReactNode;
}) {
  const [data, setData] = useState<DetailDialogData | null>(null);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const wanted = useRef<string | null>(null);
  const preload = useCallback(() => {
    void loadDialog();
    loadContent(source).catch(() => {});
  }, [source]);
  const open = useCallback(
    (key: string) => {
      // Focus goes back to the button that opened the dialog when it closes.
      opener.current = document.activeElement as HTMLElement | null;
      wanted.current = key;
      setRequested(true);
      loadContent(source).then(
        (all) => {
          // The last button pressed wins when answers arrive out of order.
          if (wanted.current === key) setData(all[group][key] ?? null);
        },
        () => toast({ title: errorLabel, variant: 'error' }),
      );
    },
    [source, group, errorLabel],
  );
  return (
    <DialogContext.Provider value={{ open, preload }}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <DetailDialog
            data={data}
            onClose={() => {
              wanted.current = null;
              setData(null);
            }}
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
