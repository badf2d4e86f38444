/**
 * The staff notification of a new lead, read back from its stored text: one `field: value` line per
 * filled form field in the form's order (a message may span lines), then the page it was sent
 * from (`página: …`) and the lead's id (`id: …`).
 */

/** The form fields a notification may carry, in the order the forms list them. */
export const LEAD_MAIL_FIELDS = ['name', 'email', 'phone', 'company', 'cnpj', 'service', 'region', 'partner', 'message', 'ebook'] as const;
export type LeadMailField = (typeof LEAD_MAIL_FIELDS)[number];

export interface LeadMail {
  fields: { key: LeadMailField; value: string }[];
  sourcePage: string | null;
  leadId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an outbox mail is a lead notification (kinds `lead-contact`, `lead-ebook`, `lead-chat`…). */
export const isLeadMail = (kind: string) => kind.startsWith('lead-');

/**
 * A lead notification's fields, or null when the text is not one (another kind of mail, or a
 * text this shape does not fit: it is then shown as it is). A line starts a field only with a
 * field name that comes later in the form's order than the last one, so a message's own lines
 * ("name: …" in a pasted text) stay in the message.
 */
export function parseLeadMail(kind: string, text: string): LeadMail | null {
  if (!isLeadMail(kind)) return null;
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let end = lines.length;
  const tail = (key: string) => {
    const line = lines[end - 1];
    if (end === 0 || !line?.startsWith(`${key}: `)) return null;
    end -= 1;
    return line.slice(key.length + 2);
  };
  const id = tail('id');
  const sourcePage = tail('página');
  const fields: LeadMail['fields'] = [];
  let next = 0;
  for (const line of lines.slice(0, end)) {
    const match = /^([a-z]+): (.*)$/.exec(line);
    const at = match ? (LEAD_MAIL_FIELDS as readonly string[]).indexOf(match[1]!, next) : -1;
    if (match && at !== -1) {
      fields.push({ key: LEAD_MAIL_FIELDS[at]!, value: match[2]! });
      next = at + 1;
      continue;
    }
    const last = fields.at(-1);
    if (!last) return null;
    last.value += `\n${line}`;
  }
  if (fields.length === 0) return null;
  return { fields, sourcePage, leadId: id && UUID.test(id) ? id : null };
}
