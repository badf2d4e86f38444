import { DOCUMENT_UPLOAD } from '@/lib/config/limits';

/*
 * Input helpers of the reseller application form: the CEP mask, the city tag list and the document
 * check. Pure and zod-free, so the form can ship them with the page.
 */

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Formats a CEP while typing: 00000-000. */
export function maskCep(value: string): string {
  const d = digits(value, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** Shortest and longest city name a tag may hold (the schema's limits). */
export const CITY_LENGTH = { min: 2, max: 100 } as const;

const cityKey = (city: string) => city.toLocaleLowerCase('pt-BR');

/**
 * Adds the cities typed in `raw` (comma-separated) to the list: trimmed, inner spaces collapsed,
 * names shorter than 2 characters dropped, duplicates (ignoring case) skipped, never past `max`.
 * `full` is true when something was left out because the list is full.
 */
export function addCities(list: readonly string[], raw: string, max: number): { list: string[]; added: string[]; full: boolean } {
  const next = [...list];
  const seen = new Set(next.map(cityKey));
  const added: string[] = [];
  let full = false;
  for (const part of raw.split(',')) {
    const city = part.trim().replace(/\s+/g, ' ').slice(0, CITY_LENGTH.max);
    if (city.length < CITY_LENGTH.min || seen.has(cityKey(city))) continue;
    if (next.length >= max) {
      full = true;
      break;
    }
    next.push(city);
    seen.add(cityKey(city));
    added.push(city);
  }
  return { list: next, added, full };
}

/** The message key of a document the form must not send, or null when it may go. */
export function documentProblem(
  file: { size: number; type: string; name: string } | null | undefined,
): 'documentRequired' | 'fileTooLarge' | 'fileType' | null {
  if (!file) return 'documentRequired';
  if (file.size > DOCUMENT_UPLOAD.maxBytes) return 'fileTooLarge';
  const type = file.type.toLowerCase();
  // Some systems send no type at all: the extension decides then (the server checks the bytes).
  const allowed = type ? (DOCUMENT_UPLOAD.types as readonly string[]).includes(type) : /\.(pdf|jpe?g|png)$/i.test(file.name);
  return allowed ? null : 'fileType';
}

/** A file size for people: 512 B, 12 KB, 1,5 MB (decimal separator of the locale). */
export function formatFileSize(bytes: number, localeTag: string): string {
  const format = (n: number, unit: string) => `${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(Math.round(bytes / 1024), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

/** The form's fields in the order they appear, ending with the document and the consents. */
export const RESELLER_FIELD_ORDER = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'website',
  'nome_responsavel',
  'cargo',
  'email',
  'telefone',
  'endereco',
  'numero',
  'bairro',
  'cidade',
  'estado',
  'cep',
  'cep_principal',
  'especialidades',
  'cidades_atuacao',
  'document',
  'aceite_termos',
  'aceite_publicacao',
] as const;
export type ResellerFieldName = (typeof RESELLER_FIELD_ORDER)[number];

/** The first field of the form, in page order, that has an error. */
export function firstInvalidField(invalid: (name: ResellerFieldName) => boolean): ResellerFieldName | undefined {
  return RESELLER_FIELD_ORDER.find(invalid);
}
