import { COMPANY } from '@/lib/config/company';
import { LIMITS } from '@/lib/config/limits';
import { formatCnpj } from '@/lib/validation/cnpj';
import type { ContactLead, EbookLead } from '@/lib/validation/leads';

/** Labels for the prefilled texts, from the visitor's language (Leads messages). */
export interface WhatsappLabels {
  notInformed: string;
  notSpecified: string;
  waContactTitle: string;
  waEbookTitle: string;
  waName: string;
  waEmail: string;
  waPhone: string;
  waCompany: string;
  waCnpj: string;
  waService: string;
  waRegion: string;
  waPartner: string;
  waMessage: string;
  waEbook: string;
}

const LABEL_KEYS = [
  'notInformed',
  'notSpecified',
  'waContactTitle',
  'waEbookTitle',
  'waName',
  'waEmail',
  'waPhone',
  'waCompany',
  'waCnpj',
  'waService',
  'waRegion',
  'waPartner',
  'waMessage',
  'waEbook',
] as const satisfies readonly (keyof WhatsappLabels)[];

/** The labels of the prefilled texts, read with a translator of the Leads messages. */
export function whatsappLabels(t: (key: (typeof LABEL_KEYS)[number]) => string): WhatsappLabels {
  return Object.fromEntries(LABEL_KEYS.map((k) => [k, t(k)])) as unknown as WhatsappLabels;
}

/** Click-to-chat deep link to the company number with URL-encoded text. */
export function whatsappUrl(text: string, number: string = COMPANY.whatsapp): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

const line = (label: string, value: string) => `*${label}:* ${value}`;

/** Contact lead: name, e-mail, phone, company ('Não informado'), CNPJ, service ('Não especificado'), message. */
export function contactText(lead: Partial<ContactLead>, l: WhatsappLabels, serviceLabel?: string): string {
  const lines = [
    `*${l.waContactTitle}*`,
    '',
    line(l.waName, lead.name ?? ''),
    line(l.waEmail, lead.email ?? ''),
    line(l.waPhone, lead.phone ?? ''),
    line(l.waCompany, lead.company?.trim() || l.notInformed),
    line(l.waCnpj, formatCnpj(lead.cnpj) || l.notInformed),
    line(l.waService, serviceLabel?.trim() || lead.service?.trim() || l.notSpecified),
  ];
  if (lead.region?.trim()) lines.push(line(l.waRegion, lead.region.trim()));
  if (lead.partner?.trim()) lines.push(line(l.waPartner, lead.partner.trim()));
  lines.push(line(l.waMessage, lead.message?.trim() || l.notInformed));
  return lines.join('\n');
}

/** E-book lead: name, e-mail, phone, company and e-book. */
export function ebookText(lead: Partial<EbookLead>, l: WhatsappLabels): string {
  return [
    `*${l.waEbookTitle}*`,
    '',
    line(l.waName, lead.name ?? ''),
    line(l.waEmail, lead.email ?? ''),
    line(l.waPhone, lead.phone ?? ''),
    line(l.waCompany, lead.company?.trim() || l.notInformed),
    line(l.waEbook, lead.ebook?.trim() || l.notSpecified),
  ].join('\n');
}

/** Any outgoing chat text over 1000 characters is refused. */
export function isChatTextTooLong(text: string): boolean {
  return text.length > LIMITS.chatMessage;
}
