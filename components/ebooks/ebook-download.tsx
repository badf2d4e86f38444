'use client';

import { Download } from '@/components/ui/icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { EbookOffer } from './ebook-types';

const loadModal = () => import('./ebook-modal');
const EbookModal = lazy(loadModal);

/** The download button of an e-book page; the modal and its form load on first use. */
export function EbookDownload(offer: EbookOffer) {
  const t = useTranslations('Ebooks');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex h-12 items-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-lg shadow-primary/20 hover:opacity-90"
      >
        <Download className="size-5" aria-hidden />
        {t('download')}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <EbookModal {...offer} open={open} onOpenChange={setOpen} returnFocus={() => buttonRef.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
