import 'server-only';
import { getDbHandle, type Db } from './client';

export { getDbHandle };
export type { Db };

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
