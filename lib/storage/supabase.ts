import { DOCUMENT_UPLOAD } from '@/lib/config/limits';
import { contentTypeOfKey, isDocumentKey, newDocumentKey } from './keys';
import type { DocumentStorage } from './types';

/**
 * Documents in a private Supabase Storage bucket, over the Storage REST API with the service
 * role key (server only): upload `POST /storage/v1/object/{bucket}/{key}` (x-upsert: false),
 * download `GET /storage/v1/object/{bucket}/{key}`, delete `DELETE /storage/v1/object/{bucket}`
 * with `{prefixes: [key]}`. A missing bucket is created, private and limited to 10 MB of PDF, PNG or JPEG.
 */
export interface SupabaseStorageConfig {
  /** The project URL (NEXT_PUBLIC_SUPABASE_URL). */
  url: string;
  serviceKey: string;
  bucket: string;
  fetch?: typeof fetch;
  /** Per request; default 30 s. */
  timeoutMs?: number;
}

export class StorageRequestError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, e.g. 'Bucket not found'. */
    readonly detail: string,
    what: string,
  ) {
    super(`Supabase Storage ${what} failed (${status}): ${detail}`);
    this.name = 'StorageRequestError';
  }
}

const BUCKET_NAME = /^[A-Za-z0-9._-]{1,100}$/;

interface ErrorBody {
  statusCode?: string | number;
  error?: string;
  message?: string;
}

async function errorBody(res: Response): Promise<ErrorBody> {
  try {
    const body = (await res.json()) as unknown;
    return body && typeof body === 'object' ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** Storage answers "not found" as HTTP 404, or (older servers) as 400 with statusCode "404" in the body. */
function statusOf(res: Response, body: ErrorBody): number {
  const inner = Number(body.statusCode);
  return res.status === 400 && Number.isInteger(inner) && inner >= 400 ? inner : res.status;
}

export function createSupabaseStorage(config: SupabaseStorageConfig): DocumentStorage {
  if (!BUCKET_NAME.test(config.bucket)) throw new Error(`Invalid storage bucket name: ${config.bucket}`);
  const base = `${config.url.replace(/\/+$/, '')}/storage/v1`;
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 30_000;
  const auth = { Authorization: `Bearer ${config.serviceKey}`, apikey: config.serviceKey };

  const request = (path: string, init: RequestInit) =>
    doFetch(`${base}${path}`, { ...init, headers: { ...auth, ...init.headers }, signal: AbortSignal.timeout(timeoutMs) });

  async function failure(res: Response, what: string): Promise<StorageRequestError> {
    const body = await errorBody(res);
    return new StorageRequestError(statusOf(res, body), body.message ?? body.error ?? res.statusText, what);
  }

  async function createBucket(): Promise<void> {
    const res = await request('/bucket', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: config.bucket,
        name: config.bucket,
        public: false,
        file_size_limit: DOCUMENT_UPLOAD.maxBytes,
        allowed_mime_types: ['application/pdf', 'image/png', 'image/jpeg'],
      }),
    });
    if (res.ok) return;
    const error = await failure(res, 'bucket creation');
    if (error.status !== 409) throw error; // created meanwhile: fine
  }

  const upload = (key: string, data: Uint8Array, contentType: string) =>
    request(`/object/${config.bucket}/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'x-upsert': 'false', 'cache-control': 'no-store' },
      body: data as BodyInit,
    });

  return {
    async put(data, contentType) {
      const key = newDocumentKey(contentType);
      let res = await upload(key, data, contentType);
      if (!res.ok) {
        const error = await failure(res, 'upload');
        if (error.status !== 404 || !/bucket/i.test(error.detail)) throw error;
        await createBucket();
        res = await upload(key, data, contentType);
        if (!res.ok) throw await failure(res, 'upload');
      }
      await res.body?.cancel();
      return key;
    },
    async get(key) {
      if (!isDocumentKey(key)) return null;
      const res = await request(`/object/${config.bucket}/${key}`, { method: 'GET' });
      if (res.ok) return { data: new Uint8Array(await res.arrayBuffer()), contentType: contentTypeOfKey(key) };
      const error = await failure(res, 'download');
      if (error.status === 404) return null;
      throw error;
    },
    async remove(key) {
      if (!isDocumentKey(key)) return;
      const res = await request(`/object/${config.bucket}`, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [key] }),
      });
      if (!res.ok) throw await failure(res, 'delete');
      await res.body?.cancel();
    },
  };
}
