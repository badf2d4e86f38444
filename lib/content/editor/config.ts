import { collection, fields, singleton, type Collection, type ComponentSchema, type Config, type Singleton } from '@keystatic/core';
import { bodyField } from './body';
import { POST_CATEGORIES, POST_LIMITS, SLUG_PATTERN, type PostCategory } from '../limits';
import { documentFromZod, publicationEditorFields, type RecordKeys } from './from-zod';
import { CONTENT_KINDS, CONTENT_LOCALES, editorKey, type ContentKind, type ContentLocale } from './kinds';
import { SERVICE_KEYS, type ServiceKey } from '@/lib/config/catalogue';
import { PRICE_MAX_BRL, PRICES_FILE } from '../prices';

/**
 * The staff editor's (Keystatic's) view of content/: every kind in every locale, each a collection
 * (one file per entry) or a singleton (one file per locale), with the field rules of the zod
 * schemas the build uses. Built on the server (API route, reader) and in the editor's page alike.
 */

export type EditorStorage =
  { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; branchPrefix?: string } | { kind: 'cloud'; project: string };

/** Record keys of each singleton, by editor key (see recordKeysOf). */
export type EditorRecordKeys = Record<string, RecordKeys>;

/** The editor speaks Portuguese to the staff: every label, hint and message of this configuration is pt-BR. */
const LOCALE_NAMES: Record<ContentLocale, string> = { pt: 'Português', en: 'Inglês', es: 'Espanhol' };
const KIND_NAMES: Record<string, string> = {
  blog: 'Blog',
  ebooks: 'E-books',
  services: 'Serviços',
  home: 'Página inicial',
  dialogs: 'Janelas da página inicial',
  'success-cases': 'Casos de sucesso',
  about: 'Sobre nós',
  certifications: 'Certificações',
  privacy: 'Política de privacidade',
  terms: 'Termos de uso',
  lgpd: 'LGPD',
  glossary: 'Glossário de tradução',
};

const SLUG_RULE = { pattern: { regex: SLUG_PATTERN, message: 'Use letras minúsculas, algarismos e hífens simples (kebab-case)' } };
const CATEGORY_NAMES: Record<PostCategory, string> = {
  cloud: 'Nuvem',
  security: 'Segurança',
  automation: 'Automação',
  backup: 'Backup',
  support: 'Suporte',
};
const options = POST_CATEGORIES.map((value) => ({ label: CATEGORY_NAMES[value], value }));

/** The frontmatter and body of a blog post or e-book, with the build's limits. */
function postSchema() {
  return {
    title: fields.slug({
      name: { label: 'Título', validation: { isRequired: true, length: POST_LIMITS.title } },
      slug: { label: 'Slug (nome do arquivo)', validation: SLUG_RULE },
    }),
    description: fields.text({ label: 'Descrição', multiline: true, validation: { isRequired: true, length: POST_LIMITS.description } }),
    date: fields.date({ label: 'Publicado em', validation: { isRequired: true } }),
    updated: fields.date({ label: 'Atualizado em', description: 'Não antes da data de publicação', validation: { isRequired: true } }),
    tags: fields.array(fields.text({ label: 'Tag', validation: { isRequired: true, length: POST_LIMITS.tag } }), {
      label: 'Tags',
      itemLabel: (props) => (props as { value: string }).value,
      validation: { length: POST_LIMITS.tags },
    }),
    category: fields.select({ label: 'Categoria', options, defaultValue: POST_CATEGORIES[0] }),
    cover: fields.select({ label: 'Capa', options, defaultValue: POST_CATEGORIES[0] }),
    author: fields.text({ label: 'Autor', defaultValue: 'Equipe Técnica', validation: { isRequired: true, length: POST_LIMITS.author } }),
    draft: publicationEditorFields.draft(),
    publishAt: publicationEditorFields.publishAt(),
    machineTranslation: publicationEditorFields.machineTranslation(),
    // Older files name their locale and slug; both come from the file's place and are kept as they are.
    locale: fields.ignored(),
    slug: fields.ignored(),
    content: bodyField(fields),
  };
}

function kindEntry(kind: ContentKind, locale: ContentLocale, keys: EditorRecordKeys) {
  const label = `${KIND_NAMES[kind.id] ?? kind.id} (${locale})`;
  if (kind.shape === 'markdown') {
    return collection({
      label,
      path: `content/${kind.dir}/${locale}/*`,
      slugField: 'title',
      format: { contentField: 'content' },
      entryLayout: 'content',
      columns: ['title', 'updated'],
      previewUrl: `/admin/conteudo/previa/${kind.id}/${locale}/{slug}`,
      schema: postSchema(),
    });
  }
  if (kind.shape === 'entries') {
    const schema = documentFromZod(kind.schema, {});
    // The title names the entry; the file name (slug) stays what lib/content/data.ts knows it by.
    return collection({
      label,
      path: `content/${kind.dir}/${locale}/*`,
      slugField: 'title',
      format: { data: 'yaml' },
      schema: {
        ...schema,
        title: fields.slug({
          name: { label: 'Título', validation: { isRequired: true } },
          slug: { label: 'Slug (nome do arquivo)', validation: SLUG_RULE },
        }),
      },
    });
  }
  const key = editorKey(kind, locale);
  return singleton({
    label,
    path: kind.name ? `content/${kind.dir}/${locale}/${kind.name}` : `content/${kind.dir}/${locale}`,
    format: { data: 'yaml' },
    schema: documentFromZod(kind.schema, keys[key] ?? {}),
  });
}

/** The editor's key of the catalogue's prices (one file for every language). */
export const PRICES_KEY = 'prices';

/** Each price field's label: the service's Portuguese name. */
const SERVICE_NAMES: Record<ServiceKey, string> = {
  msp: 'Suporte de TI (MSP)',
  peopleCounter: 'Contadores de pessoas',
  cloud: 'Cloud File Server',
  backup: 'Backup',
  iot: 'Automação IoT',
  security: 'Segurança inteligente',
  messaging: 'Mensageria e IPBX',
  email: 'E-mail corporativo',
  storage: 'Storage',
  consulting: 'Consultoria',
};

/** The catalogue's prices in reais, each service's own field; empty = "upon request". */
function pricesEntry() {
  return singleton({
    label: 'Preços dos serviços (R$)',
    path: PRICES_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: Object.fromEntries(
      SERVICE_KEYS.map((key) => [
        key,
        fields.number({
          label: SERVICE_NAMES[key],
          description: 'Reais por período de cobrança; deixe vazio para "sob consulta"',
          step: 0.01,
          validation: { isRequired: false, min: 0.01, max: PRICE_MAX_BRL },
        }),
      ]),
    ),
  });
}

export function editorConfig(storage: EditorStorage, keys: EditorRecordKeys): Config {
  type AnyCollection = Collection<Record<string, ComponentSchema>, string>;
  const collections: Record<string, AnyCollection> = {};
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {};
  const navigation: Record<string, string[]> = {};
  for (const locale of CONTENT_LOCALES) {
    const section: string[] = (navigation[LOCALE_NAMES[locale]] = []);
    for (const kind of CONTENT_KINDS) {
      const key = editorKey(kind, locale);
      const entry = kindEntry(kind, locale, keys);
      if (kind.shape === 'single') singletons[key] = entry as Singleton<Record<string, ComponentSchema>>;
      else collections[key] = entry as AnyCollection;
      section.push(key);
    }
  }
  singletons[PRICES_KEY] = pricesEntry() as Singleton<Record<string, ComponentSchema>>;
  navigation['Catálogo'] = [PRICES_KEY];
  const base = { collections, singletons, ui: { brand: { name: 'Conteúdo' }, navigation } };
  if (storage.kind === 'github') return { ...base, storage: { kind: 'github', repo: storage.repo, branchPrefix: storage.branchPrefix } };
  if (storage.kind === 'cloud') return { ...base, storage: { kind: 'cloud' }, cloud: { project: storage.project } };
  return { ...base, storage: { kind: 'local' } };
}
