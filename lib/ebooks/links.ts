import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '@/lib/security/secret';

/** How long a download link handed out after an e-book lead works. */
export const EBOOK_LINK_TTL_SECONDS = 60 * 60;

const BASE = '/files/ebooks/';

/** The PDF's file name, as in the download path: `<locale>-<slug>.pdf`. */
export function ebookFileName(locale: string, slug: string): string {
  return `${locale}-${slug}.pdf`;
}

function signature(file: string, expires: number, key: Buffer): string {
  return createHmac('sha256', key).update(`${file}\n${expires}`).digest('base64url');
}

/** A path to the PDF that works until `now + ttl` (signed with the e-book download key). */
export function signEbookPath(
  file: string,
  {
    now = Date.now(),
    ttlSeconds = EBOOK_LINK_TTL_SECONDS,
    key = deriveKey('ebook-download'),
  }: { now?: number; ttlSeconds?: number; key?: Buffer } = {},
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${BASE}${encodeURIComponent(file)}?expires=${expires}&sig=${signature(file, expires, key)}`;
}

export type EbookLinkCheck = 'ok' | 'expired' | 'invalid';

/** Checks a download request's `expires` and `sig` for `file`. */
export function verifyEbookLink(
  file: string,
  expires: string | null,
  sig: string | null,
  { now = Date.now(), key = deriveKey('ebook-download') }: { now?: number; key?: Buffer } = {},
): EbookLinkCheck {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(signature(file, Number(expires), key));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'ok';
}
