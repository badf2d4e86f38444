import type { DocumentMimeType } from '@/lib/uploads/sniff';

/**
 * Storage keys are `<random UUID>.<pdf|png|jpg>`: no part comes from the user, and a key names
 * its own content type. Anything else is refused before it reaches a path or a URL.
 */
const EXTENSIONS: Record<string, 'pdf' | 'png' | 'jpg'> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
};
const TYPES: Record<'pdf' | 'png' | 'jpg', DocumentMimeType> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

export const DOCUMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg)$/;

/** A fresh key for a document of this type; throws for a type documents may not have. */
export function newDocumentKey(contentType: string): string {
  const ext = EXTENSIONS[contentType.toLowerCase()];
  if (!ext) throw new Error(`Unsupported document type: ${contentType}`);
  return `${crypto.randomUUID()}.${ext}`;
}

export function isDocumentKey(key: unknown): key is string {
  return typeof key === 'string' && DOCUMENT_KEY.test(key);
}

/** The content type a valid key stands for. */
export function contentTypeOfKey(key: string): DocumentMimeType {
  return TYPES[key.slice(key.lastIndexOf('.') + 1) as 'pdf' | 'png' | 'jpg'];
}
