import 'server-only';
import type { Db } from '@/lib/db/client';
import { directoryPartners } from '@/lib/partners/active';
import type { DirectoryPartner } from '@/lib/partners/directory';

/**
 * The active partners and the states and cities they serve, as the public directory shows them
 * (read from the database the caller passes, so the assistant names only real, active partners).
 */
export function activePartnerFacts(db: Db): Promise<DirectoryPartner[]> {
  return directoryPartners(db);
}
