/* Phone numbers as people type them and as links. Pure, so client forms can ship it. */

/** Formats a Brazilian phone while typing: (00) 0000-0000, or (00) 00000-0000 with 11 digits. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (!d) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const head = d.length === 11 ? 5 : 4;
  return `(${area}) ${rest.slice(0, head)}-${rest.slice(head)}`;
}

/**
 * A WhatsApp link for a stored phone: Brazilian numbers (10–11 digits) get the country code 55;
 * numbers written with '+' or of 12+ digits already carry theirs. Null when there is no number to dial.
 */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  if (text.startsWith('+') || digits.length > 11) return `https://wa.me/${digits}`;
  return digits.length >= 10 ? `https://wa.me/55${digits}` : null;
}

/** A tel: link for a stored phone (digits, and the leading + when written). */
export function telUrl(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `tel:${text.startsWith('+') ? '+' : digits.length <= 11 ? '+55' : '+'}${digits}`;
}
