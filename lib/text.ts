import { COMPANY, COMPANY_ADDRESS_LINE } from '@/lib/config/company';

const TOKENS: Record<string, string> = {
  company: COMPANY.name,
  legalName: COMPANY.legalName,
  email: COMPANY.email,
  phone: COMPANY.phone,
  address: COMPANY_ADDRESS_LINE,
  host: COMPANY.host,
  foundingYear: String(COMPANY.foundingYear),
};

/** Replaces the company tokens ({company}, {email}, …) in long-form content. */
export function fillTokens(text: string, extra: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => extra[name] ?? TOKENS[name] ?? match);
}
