/**
 * A small in-memory stand-in for Supabase Storage speaking the REST endpoints that
 * @supabase/storage-js 2.119 calls (node_modules/@supabase/storage-js/dist: StorageFileApi
 * uploadOrUpdate, download, remove; StorageBucketApi createBucket):
 *
 * - every call carries `apikey` and `Authorization: Bearer <key>`; only the service role key is accepted here;
 * - `POST /storage/v1/object/{bucket}/{path}` uploads the raw body with its `content-type`; with
 *   `x-upsert: false` an existing object is a 409 Duplicate; answers `{Key, Id}`;
 * - `GET /storage/v1/object/{bucket}/{path}` (and `/object/authenticated/…`) downloads;
 *   `GET /storage/v1/object/public/{bucket}/{path}` only for public buckets;
 * - `DELETE /storage/v1/object/{bucket}` with `{prefixes: [...]}` deletes and answers the deleted objects;
 * - `POST /storage/v1/bucket` with `{id, name, public, file_size_limit, allowed_mime_types}` creates a bucket
 *   whose limits later uploads must meet;
 * - errors are `{statusCode: "<code>", error, message}`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStorageRequest {
  method: string;
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  bodyBytes: number;
}

export interface FakeBucket {
  public: boolean;
  fileSizeLimit?: number;
  allowedMimeTypes?: string[];
}

export interface FakeStoredObject {
  data: Buffer;
  contentType: string;
}

export interface FakeSupabaseStorage {
  url: string;
  serviceKey: string;
  /** Buckets by id. */
  buckets: Map<string, FakeBucket>;
  /** Objects by `bucket/path`. */
  objects: Map<string, FakeStoredObject>;
  requests: FakeStorageRequest[];
  close(): Promise<void>;
}

export interface FakeSupabaseStorageOptions {
  /** Buckets that exist from the start (private). */
  buckets?: string[];
  /** How "object not found" is answered: 404, or 400 with statusCode "404" in the body as older servers do. Default 404. */
  notFoundStatus?: 400 | 404;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, statusCode: string, name: string, message: string) {
  json(res, status, { statusCode, error: name, message });
}

export async function startFakeSupabaseStorage(options: FakeSupabaseStorageOptions = {}): Promise<FakeSupabaseStorage> {
  const serviceKey = `service-role-${randomUUID()}`;
  const buckets = new Map<string, FakeBucket>((options.buckets ?? []).map((b) => [b, { public: false }]));
  const objects = new Map<string, FakeStoredObject>();
  const requests: FakeStorageRequest[] = [];
  const notFoundStatus = options.notFoundStatus ?? 404;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    requests.push({ method, path, headers, bodyBytes: body.length });

    const publicRead = method === 'GET' && path.startsWith('/storage/v1/object/public/');
    if (!publicRead) {
      if (headers.apikey === undefined) return error(res, 400, '400', 'Error', 'headers must have required property apikey');
      if (headers.authorization !== `Bearer ${serviceKey}` || headers.apikey !== serviceKey)
        return error(res, 400, '403', 'Unauthorized', 'invalid signature');
    }

    if (method === 'POST' && path === '/storage/v1/bucket') {
      const input = JSON.parse(body.toString('utf8') || '{}') as {
        id?: string;
        name?: string;
        public?: boolean;
        file_size_limit?: number;
        allowed_mime_types?: string[];
      };
      const id = input.id ?? input.name;
      if (!id) return error(res, 400, '400', 'Error', 'body must have required property name');
      if (buckets.has(id)) return error(res, 409, '409', 'Duplicate', 'The resource already exists');
      buckets.set(id, { public: input.public === true, fileSizeLimit: input.file_size_limit, allowedMimeTypes: input.allowed_mime_types });
      return json(res, 200, { name: id });
    }

    const objectMatch = /^\/storage\/v1\/object\/(?:(authenticated|public)\/)?([^/]+)(?:\/(.+))?$/.exec(path);
    if (!objectMatch) return error(res, 404, '404', 'Not Found', `Route ${method}:${path} not found`);
    const [, access, bucket, key] = objectMatch as unknown as [string, string | undefined, string, string | undefined];
    const notFound = () => error(res, notFoundStatus, '404', 'not_found', 'Object not found');

    if (method === 'DELETE' && !key && !access) {
      if (!buckets.has(bucket)) return error(res, 404, '404', 'Bucket not found', 'Bucket not found');
      const { prefixes } = JSON.parse(body.toString('utf8') || '{}') as { prefixes?: string[] };
      if (!Array.isArray(prefixes)) return error(res, 400, '400', 'Error', 'body must have required property prefixes');
      const deleted = prefixes.filter((p) => objects.delete(`${bucket}/${p}`)).map((name) => ({ name, bucket_id: bucket }));
      return json(res, 200, deleted);
    }
    if (!key) return error(res, 404, '404', 'Not Found', `Route ${method}:${path} not found`);

    if (method === 'POST' && !access) {
      if (!buckets.has(bucket)) return error(res, 404, '404', 'Bucket not found', 'Bucket not found');
      const id = `${bucket}/${key}`;
      if (objects.has(id) && headers['x-upsert'] !== 'true') return error(res, 409, '409', 'Duplicate', 'The resource already exists');
      const limits = buckets.get(bucket)!;
      if (limits.fileSizeLimit !== undefined && body.length > limits.fileSizeLimit)
        return error(res, 413, '413', 'Payload too large', 'The object exceeded the maximum allowed size');
      if (limits.allowedMimeTypes && !limits.allowedMimeTypes.includes(headers['content-type'] ?? ''))
        return error(res, 415, '415', 'invalid_mime_type', `mime type ${headers['content-type']} is not supported`);
      objects.set(id, { data: body, contentType: headers['content-type'] ?? 'application/octet-stream' });
      return json(res, 200, { Key: id, Id: randomUUID() });
    }

    if (method === 'GET') {
      if (access === 'public' && !buckets.get(bucket)?.public) return notFound();
      const object = objects.get(`${bucket}/${key}`);
      if (!buckets.has(bucket) || !object) return notFound();
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.data.length });
      return res.end(object.data);
    }

    return error(res, 404, '404', 'Not Found', `Route ${method}:${path} not found`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => error(res, 500, '500', 'Internal', String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    serviceKey,
    buckets,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
