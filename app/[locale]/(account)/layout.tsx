import type { ReactNode } from 'react';

/** Account pages read the session: always rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return children;
}
