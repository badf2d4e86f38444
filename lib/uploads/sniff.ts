/** The document types an upload may be, told by the file's first bytes (never by its name or declared type). */
export type DocumentMimeType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: readonly { type: DocumentMimeType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The file's real type from its magic bytes; null for anything else (executables, archives, empty files). */
export function sniffDocumentType(data: Uint8Array): DocumentMimeType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((b, i) => data[i] === b)) return type;
  }
  return null;
}
