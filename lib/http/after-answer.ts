import { after } from 'next/server';

/** Something that runs work later: afterAnswer, or a test's own stand-in. */
export type Later = (work: () => Promise<void>) => void | Promise<void>;

/** Runs work once the answer has been sent (next/server's `after`); outside a request (scripts, tests), at once. */
export const afterAnswer: Later = (work) => {
  try {
    after(work);
  } catch {
    return work();
  }
};
