/*
 * Idempotency keys of form submissions: the browser makes one per filled form and sends it with
 * every attempt of that submission (retries, double clicks, queued replays); the server stores one
 * row per key. Dependency-free: the forms, the service worker and the server share it.
 */

/** The request header that carries the key (POST /api/leads, POST /api/resellers). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * The multipart field that carries it in the reseller form's first upload, which goes straight to
 * the network for its progress events; its retries use the header.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** A key as accepted: 16–64 letters, digits, '-' or '_' (a UUID is 36). */
const KEY_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_-]{15,63}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_SHAPE.test(value);
}

/**
 * Reads a key sent by a client: `null` when none was sent (absent or blank), `undefined` when one
 * was sent but is not a key (the request is refused).
 */
export function readIdempotencyKey(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return isIdempotencyKey(trimmed) ? trimmed : undefined;
}

/** A random UUID v4; crypto.randomUUID where it exists (secure contexts), else from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of the submission a form is about to make: the same until `renew()` (after a success,
 * a queued hand-over or a reset), so retries and double clicks of one submission share it.
 */
export class SubmissionKey {
  #key: string | null = null;
  readonly #make: () => string;
  constructor(make: () => string = newIdempotencyKey) {
    this.#make = make;
  }

  current(): string {
    this.#key ??= this.#make();
    return this.#key;
  }

  renew(): void {
    this.#key = null;
  }
}
