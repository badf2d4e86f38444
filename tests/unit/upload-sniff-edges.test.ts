/** An upload's type told by its first bytes only. */
import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from '@/lib/uploads/sniff';

describe('document type by its first bytes', () => {
  it('recognises a file that is exactly its signature', () => {
    expect(sniffDocumentType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe('application/pdf');
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
  });
  it('refuses a file one byte short of a signature', () => {
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
  });
  it('refuses a signature with one byte changed at its end', () => {
    expect(sniffDocumentType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2e, 0x31]))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xfe, 0xe0]))).toBeNull();
  });
  it('refuses a PNG signature that starts one byte late', () =>
    expect(sniffDocumentType(new Uint8Array([0x00, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull());
});
