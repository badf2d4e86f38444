import 'server-only';
import { publicEnv, serverEnv } from '@/lib/config/env';
import { createLocalStorage } from './local';
import { createSupabaseStorage } from './supabase';
import type { DocumentStorage } from './types';

export type { DocumentStorage, StoredObject } from './types';
export { isDocumentKey } from './keys';

/**
 * Where uploaded documents live: a private Supabase Storage bucket when NEXT_PUBLIC_SUPABASE_URL
 * and SUPABASE_SERVICE_ROLE_KEY are set, else the local disk beside the embedded database.
 * Keys are `<uuid>.<pdf|png|jpg>` in both.
 */
export function documentStorage(): DocumentStorage {
  const env = serverEnv();
  const url = publicEnv.supabaseUrl;
  if (url && env.SUPABASE_SERVICE_ROLE_KEY) {
    return createSupabaseStorage({ url, serviceKey: env.SUPABASE_SERVICE_ROLE_KEY, bucket: env.SUPABASE_STORAGE_BUCKET });
  }
  return createLocalStorage();
}
