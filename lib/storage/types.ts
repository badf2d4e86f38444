/** Where uploaded documents (reseller applications) are kept: never under public/, never served directly. */
export interface StoredObject {
  data: Uint8Array;
  contentType: string;
}

export interface DocumentStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Uint8Array, contentType: string): Promise<string>;
  /** The stored object, or null when the key is unknown. */
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}
