import { text, z } from './zod';
import { UF_CODES } from '@/lib/config/brazil';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { CNPJ_FORMAT, cnpjDigitsValid, formatCnpj } from './cnpj';
import { personName } from './person-name';

/**
 * The reseller application, shared by the form and the server. Messages are keys of the
 * `ResellerErrors` messages (the name rule's carrying the characters it refused). Field names are
 * the application's column names.
 */

const boundedText = (min: number, max: number, minKey: string, maxKey: string) =>
  text({ error: minKey }).trim().min(min, minKey).max(max, maxKey);

/** The service areas a reseller may work in: the site's service pages. */
export const RESELLER_SPECIALTIES = SERVICE_PAGES.map((s) => s.key);
export type ResellerSpecialty = (typeof RESELLER_SPECIALTIES)[number];

/** Cities a reseller may list. */
export const MAX_CITIES = 50;

/** Adds https:// when a website is typed without a scheme; blank stays blank. */
export function normalizeWebsite(value: string): string {
  const v = value.trim();
  if (!v) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
}

const website = text()
  .trim()
  .max(255, 'websiteInvalid')
  .transform(normalizeWebsite)
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'websiteInvalid');

const CEP = /^\d{5}-\d{3}$/;
const PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

export const resellerSchema = z.object({
  razao_social: boundedText(3, 200, 'razaoSocialMin', 'razaoSocialMax'),
  nome_fantasia: boundedText(3, 200, 'nomeFantasiaMin', 'nomeFantasiaMax'),
  // Masked, letters in either case; comes out masked in upper case (the server stores it normalised).
  cnpj: text({ error: 'cnpjInvalid' })
    .trim()
    .regex(CNPJ_FORMAT, 'cnpjInvalid')
    .refine(cnpjDigitsValid, 'cnpjInvalid')
    .transform((v) => formatCnpj(v)),
  nome_responsavel: personName(3, 100, 'nomeResponsavelMin', 'nomeResponsavelMax'),
  cargo: boundedText(2, 100, 'cargoMin', 'cargoMax'),
  email: text({ error: 'emailInvalid' })
    .trim()
    .max(255, 'emailMax')
    .pipe(z.email('emailInvalid'))
    .transform((v) => v.toLowerCase()),
  telefone: text({ error: 'telefoneInvalid' }).trim().regex(PHONE, 'telefoneInvalid'),
  website: website.optional().default(''),
  endereco: boundedText(5, 200, 'enderecoMin', 'enderecoMax'),
  numero: boundedText(1, 10, 'numeroRequired', 'numeroMax'),
  bairro: boundedText(3, 100, 'bairroMin', 'bairroMax'),
  cidade: boundedText(3, 100, 'cidadeMin', 'cidadeMax'),
  estado: text({ error: 'estadoInvalid' })
    .trim()
    .toUpperCase()
    .length(2, 'estadoInvalid')
    .refine((v) => (UF_CODES as readonly string[]).includes(v), 'estadoInvalid'),
  cep: text({ error: 'cepInvalid' }).trim().regex(CEP, 'cepInvalid'),
  cep_principal: text()
    .trim()
    .refine((v) => v === '' || CEP.test(v), 'cepPrincipalInvalid')
    .optional()
    .default(''),
  especialidades: z
    .array(z.enum(RESELLER_SPECIALTIES as [ResellerSpecialty, ...ResellerSpecialty[]]), { error: 'especialidadesMin' })
    .min(1, 'especialidadesMin'),
  cidades_atuacao: z
    .array(text().trim().min(2, 'cidadesMin').max(100, 'cidadeMax'), { error: 'cidadesMin' })
    .min(1, 'cidadesMin')
    .max(MAX_CITIES, 'cidadesMax')
    .transform((cities) => [...new Map(cities.map((c) => [c.toLocaleLowerCase('pt-BR'), c])).values()]),
  aceite_termos: z.literal(true, { error: 'aceiteTermos' }),
  aceite_publicacao: z.literal(true, { error: 'aceitePublicacao' }),
});

export type ResellerInput = z.input<typeof resellerSchema>;
export type ResellerApplication = z.output<typeof resellerSchema>;
