import { after } from 'next/server';

/** Runs work once the answer has been sent (next/server's `after`); outside a request (scripts, tests), at once. */
export function afterAnswer(work: () => Promise<void>): void | Promise<void> {
  try {
    after(work);
  } catch {
    return work();
  }
}
