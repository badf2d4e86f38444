import { fields } from '@keystatic/core';
import type { ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';

/**
 * Editor fields made from the zod schema the build validates the same file with: lengths, item
 * counts and required texts are read off the schema, so the editor cannot accept what the build
 * refuses. Zod records (objects keyed by an id) become objects of the keys the caller names, in
 * that order: the editor changes their texts, not which ids exist (those live in lib/content/data.ts).
 */

/** Record keys by the record's path in the document (`sections`, `items.microsoft.benefits`...). */
export type RecordKeys = Record<string, readonly string[]>;

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[];
  innerType?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Short fields read best on one line; everything else is prose. */
const ONE_LINE =
  /^(title|name|label|value|question|badge|sector|role|heading|position|industry|navLabel|subtitle|footerListTitle|partnersTitle)$/;

function lengthOf(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') out.min = c.minimum;
    if (c.check === 'max_length') out.max = c.maximum;
    if (c.check === 'length_equals') out.min = out.max = c.length;
  }
  return out;
}

/**
 * The editor speaks Portuguese to the staff: the label of each key of the YAML schemas
 * (lib/content/schemas.ts). A key without one fails the configuration (and its unit test) rather
 * than showing English words.
 */
const LABELS: Record<string, string> = {
  title: 'Título',
  navLabel: 'Nome no menu',
  subtitle: 'Subtítulo',
  metaDescription: 'Descrição para buscadores',
  keywords: 'Palavras-chave',
  description: 'Descrição',
  fullDescription: 'Descrição completa',
  intro: 'Introdução',
  benefits: 'Benefícios',
  cardFeatures: 'Destaques do cartão',
  badge: 'Selo',
  included: 'O que está incluído',
  claims: 'Indicadores',
  value: 'Valor',
  label: 'Legenda',
  audiences: 'Para quem é',
  steps: 'Etapas',
  text: 'Texto',
  faq: 'Perguntas frequentes',
  question: 'Pergunta',
  answer: 'Resposta',
  whatsappMessage: 'Mensagem do WhatsApp',
  testimonials: 'Depoimentos',
  position: 'Cargo',
  industry: 'Ramo de atuação',
  results: 'Resultados',
  painPoints: 'Dores do cliente',
  solution: 'Solução',
  ticker: 'Faixa rolante',
  sector: 'Setor',
  challenge: 'Desafio',
  quote: 'Citação',
  role: 'Cargo de quem fala',
  features: 'Recursos',
  sections: 'Seções',
  heading: 'Título da seção',
  paragraphs: 'Parágrafos',
  items: 'Itens',
  after: 'Parágrafos finais',
  mission: 'Missão',
  vision: 'Visão',
  values: 'Valores',
  timeline: 'Linha do tempo',
  offices: 'Escritórios',
  hq: 'Sede',
  orlando: 'Orlando',
  numbers: 'Números',
  name: 'Nome',
  compliance: 'Conformidade',
  microsoft: 'Microsoft',
  aws: 'AWS',
  lgpd: 'LGPD',
  footerListTitle: 'Título da lista do rodapé',
  footerListText: 'Texto da lista do rodapé',
  partnersTitle: 'Título dos parceiros',
  partnersText: 'Texto dos parceiros',
  partners: 'Parceiros',
  draft: 'Rascunho',
  publishAt: 'Publicar em',
  machineTranslation: 'Tradução automática — revisar',
  keep: 'Nomes mantidos em todos os idiomas',
  terms: 'Termos',
  source: 'Em português',
  target: 'Neste idioma',
};

/** The label of one item of a list, by the list's key. */
const ITEM_LABELS: Record<string, string> = {
  keywords: 'Palavra-chave',
  intro: 'Parágrafo',
  benefits: 'Benefício',
  cardFeatures: 'Destaque',
  included: 'Item incluído',
  claims: 'Indicador',
  audiences: 'Público',
  steps: 'Etapa',
  faq: 'Pergunta e resposta',
  results: 'Resultado',
  painPoints: 'Dor',
  ticker: 'Frase',
  features: 'Recurso',
  paragraphs: 'Parágrafo',
  items: 'Item da lista',
  after: 'Parágrafo',
  values: 'Valor',
  numbers: 'Número',
  compliance: 'Norma',
  keep: 'Nome',
  terms: 'Termo',
};

function fromMap(map: Record<string, string>, key: string, what: string): string {
  if (!Object.hasOwn(map, key)) throw new Error(`No Portuguese ${what} for the key "${key}" (lib/content/editor/from-zod.ts)`);
  return map[key]!;
}

/** A key's Portuguese label: `metaDescription` → `Descrição para buscadores`. */
export const labelOf = (key: string): string => fromMap(LABELS, key, 'label');

/** The Portuguese label of one item of the list `key`: `keywords` → `Palavra-chave`. */
export const itemLabelOf = (key: string): string => fromMap(ITEM_LABELS, key, 'item label');

/** The two fields that say when visitors see an entry, as every kind that has them shows them. */
export const publicationEditorFields = {
  draft: () =>
    fields.checkbox({
      label: 'Rascunho',
      description: 'Um rascunho não fica público até esta caixa ser desmarcada',
      defaultValue: false,
    }),
  publishAt: () => fields.datetime({ label: 'Publicar em', description: 'Horário de São Paulo; vazio = publica ao salvar' }),
  machineTranslation: () =>
    fields.checkbox({
      label: 'Tradução automática — revisar',
      description: 'Texto traduzido pelo modelo: desmarque depois de revisá-lo',
      defaultValue: false,
    }),
};

/** `optional`: the value may be left blank (an optional field, or any field of an optional group). */
export function fieldFromZod(schema: z.ZodType, label: string, path: string, keys: RecordKeys, optional = false): ComponentSchema {
  const def = defOf(schema);
  const key = path.split('.').at(-1) ?? '';
  if (key === 'publishAt') return publicationEditorFields.publishAt();
  switch (def.type) {
    case 'boolean':
      if (key === 'draft') return publicationEditorFields.draft();
      if (key === 'machineTranslation') return publicationEditorFields.machineTranslation();
      throw new Error(`${path}: no editor field for a zod boolean`);
    case 'optional':
      return fieldFromZod(def.innerType!, label, path, keys, true);
    case 'pipe':
      return fieldFromZod(def.out!, label, path, keys, optional);
    case 'string': {
      const s = schema as z.ZodString;
      const length = { min: optional ? undefined : (s.minLength ?? undefined), max: s.maxLength ?? undefined };
      return fields.text({ label, multiline: !ONE_LINE.test(key), validation: { length } });
    }
    case 'array':
      return fields.array(fieldFromZod(def.element!, itemLabelOf(key), `${path}[]`, keys), {
        label,
        itemLabel: itemLabel,
        validation: { length: optional ? { max: lengthOf(def).max } : lengthOf(def) },
      });
    case 'tuple': {
      const n = def.items!.length;
      return fields.array(fieldFromZod(def.items![0]!, itemLabelOf(key), `${path}[]`, keys), {
        label,
        itemLabel: itemLabel,
        validation: { length: { min: n, max: n } },
      });
    }
    case 'object':
      return fields.object(objectFields(def.shape!, path, keys, true, optional), { label });
    case 'record': {
      const names = keys[path];
      if (!names) throw new Error(`No record keys for ${path}`);
      const shape = Object.fromEntries(names.map((name) => [name, def.valueType!]));
      return fields.object(objectFields(shape, path, keys, false, optional), { label });
    }
    default:
      throw new Error(`${path}: no editor field for a zod ${def.type}`);
  }
}

function objectFields(
  shape: Record<string, z.ZodType>,
  path: string,
  keys: RecordKeys,
  labelled = true,
  optional = false,
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      fieldFromZod(field, labelled ? labelOf(name) : name, path ? `${path}.${name}` : name, keys, optional),
    ]),
  );
}

/** The fields of a whole document (a zod object or record at the root). */
export function documentFromZod(schema: z.ZodType, keys: RecordKeys): Record<string, ComponentSchema> {
  const def = defOf(schema);
  if (def.type === 'object') return objectFields(def.shape!, '', keys);
  if (def.type === 'record') {
    const names = keys[''];
    if (!names) throw new Error('No record keys for the document');
    return objectFields(Object.fromEntries(names.map((name) => [name, def.valueType!])), '', keys, false);
  }
  throw new Error(`No editor document for a zod ${def.type}`);
}

/**
 * The record paths of a schema and, for each, the keys `data` (a file of that schema) has: the
 * editor's objects follow the file it edits.
 */
export function recordKeysOf(schema: z.ZodType, data: unknown, path = '', out: RecordKeys = {}): RecordKeys {
  const def = defOf(schema);
  const obj = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  switch (def.type) {
    case 'optional':
      return recordKeysOf(def.innerType!, data, path, out);
    case 'pipe':
      return recordKeysOf(def.out!, data, path, out);
    case 'array':
      for (const item of Array.isArray(data) ? data : []) recordKeysOf(def.element!, item, `${path}[]`, out);
      return out;
    case 'object':
      for (const [name, field] of Object.entries(def.shape!)) recordKeysOf(field, obj[name], path ? `${path}.${name}` : name, out);
      return out;
    case 'record':
      out[path] = Object.keys(obj);
      for (const [name, value] of Object.entries(obj)) recordKeysOf(def.valueType!, value, path ? `${path}.${name}` : name, out);
      return out;
    default:
      return out;
  }
}

/** An array item's label in the editor's list: its first text. */
function itemLabel(preview: unknown): string {
  const props = preview as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  const v = props.value;
  if (typeof v === 'string') return v || '…';
  const first = Object.values(props.fields ?? {}).find((f) => typeof f.value === 'string');
  return (first?.value as string | undefined) || '…';
}
