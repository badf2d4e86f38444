import type { ReactNode } from 'react';
import type { LeadInput } from '@/lib/validation/leads';

/** The fields a visitor fills in the e-book modal (the e-book title travels on its own). */
export type EbookField = Exclude<keyof LeadInput<'ebook'>, 'ebook'>;

/** What the download button hands to its lazily loaded modal; all of it prepared on the server. */
export interface EbookOffer {
  ebookTitle: string;
  /** Typing caps of the e-book schema. */
  caps: Record<EbookField, number>;
  /** The server-rendered privacy note shown under the form. */
  privacy: ReactNode;
}
