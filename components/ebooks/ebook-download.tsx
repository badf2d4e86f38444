'use client';

import { Download } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadModal = () => import('./ebook-modal');
const EbookModal = lazy(loadModal);

export interface EbookModalStrings {
  modalTitle: string;
  modalText: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  submit: string;
  submitting: string;
  close: string;
  ready: string;
  readyText: string;
  downloadPdf: string;
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
}

/** The download button of an e-book page; the modal and its form load on first use. */
export function EbookDownload({ label, ebookTitle, pdfUrl, strings }: { label: string; ebookTitle: string; pdfUrl: string; strings: EbookModalStrings }) {
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
        {label}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <EbookModal open={open} onOpenChange={setOpen} ebookTitle={ebookTitle} pdfUrl={pdfUrl} strings={strings} returnFocus={() => buttonRef.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
