import { notFound } from 'next/navigation';

/** Any path without a page renders the localized not-found screen with HTTP 404. */
export default function CatchAll() {
  notFound();
}
