import type { DocumentMimeType } from './sniff';

/*
 * How a stored upload is handed back: its name and type come from the type its bytes were
 * detected as at upload, never from the uploader's name or declared type, so a file named
 * `x.hta` that starts like a PDF downloads as `x.pdf`, type application/pdf. The original name is
 * only ever shown as text.
 */

export const DOWNLOAD_EXTENSIONS: Record<DocumentMimeType, 'pdf' | 'png' | 'jpg'> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

const STEM_MAX = 100;

/** `<stem>.<pdf|png|jpg>`: the original name without its extension (and anything unsafe), then the detected type's. */
export function downloadFileName(originalName: string | null | undefined, type: DocumentMimeType, fallbackStem = 'documento'): string {
  const base = (originalName ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFC')
    // Letters, digits, spaces, dashes and underscores only: no dots, quotes or control characters.
    .replace(/[^\p{L}\p{N} _-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, STEM_MAX)
    .trim();
  return `${stem || fallbackStem}.${DOWNLOAD_EXTENSIONS[type]}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` (or inline), with a plain-ASCII fallback name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
