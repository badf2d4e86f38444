import { z } from 'zod';
import {
  DAY_MESSAGE,
  DAY_PATTERN,
  MOMENT_MESSAGE,
  MOMENT_PATTERN,
  POST_CATEGORIES,
  POST_LIMITS,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  UPDATED_MESSAGE,
} from './limits';

/**
 * Schemas of the per-locale page content in content/ (YAML). A file that breaks one fails the
 * build with its path. Language-independent values (ids, prices, gradients, dates, ratings) are
 * not here: they live once in lib/content/data.ts.
 */

/** YAML may hand dates over as Date objects; keep YYYY-MM-DD strings. */
const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string().regex(DAY_PATTERN, DAY_MESSAGE));

/** Whether visitors see an entry: posts, e-books, services and success cases carry these. */
const publicationFields = {
  /** A draft is on no public surface until it is published. */
  draft: z.boolean().optional(),
  /** Public from this São Paulo moment on; absent or past = public now. */
  publishAt: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v instanceof Date ? v.toISOString().slice(0, 16) : v),
    z.string().regex(MOMENT_PATTERN, MOMENT_MESSAGE).optional(),
  ),
  /** Drafted by the model from the Portuguese text, waiting for a person's review. */
  machineTranslation: z.boolean().optional(),
};

/**
 * The frontmatter of a blog post or e-book (content/<blog|ebooks>/<locale>/<slug>.md). Slug and
 * locale come from the file's place; older files also name them, and then they must agree.
 */
export const postFrontmatterSchema = z
  .object({
    title: z.string().min(POST_LIMITS.title.min).max(POST_LIMITS.title.max),
    description: z.string().min(POST_LIMITS.description.min).max(POST_LIMITS.description.max),
    date: day,
    updated: day,
    tags: z.array(z.string().min(POST_LIMITS.tag.min)).min(POST_LIMITS.tags.min).max(POST_LIMITS.tags.max),
    category: z.enum(POST_CATEGORIES),
    cover: z.enum(POST_CATEGORIES),
    author: z.string().min(POST_LIMITS.author.min),
    locale: z.enum(['pt', 'en', 'es']).optional(),
    slug: z.string().regex(SLUG_PATTERN, SLUG_MESSAGE).optional(),
    ...publicationFields,
  })
  .refine((v) => v.updated >= v.date, { path: ['updated'], message: UPDATED_MESSAGE });

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;

const text = z.string().trim().min(1);

/** An optional text, list or group the staff editor leaves blank (`''`, `[]`, `{}`) is absent. */
const isBlank = (v: unknown): boolean =>
  v === '' ||
  (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && v !== null && Object.values(v).every((x) => x === undefined || isBlank(x)));
const absentWhenEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());
const list = (min = 1, max = 20) => z.array(text).min(min).max(max);
const claim = z.strictObject({ value: text, label: text });
const qa = z.strictObject({ question: text, answer: text });

export const serviceSchema = z.strictObject({
  /** Page and card title: the one name of the service. */
  title: text,
  /** Short name for menus, when the title is too long for them. */
  navLabel: absentWhenEmpty(text),
  subtitle: text,
  metaDescription: z.string().min(80).max(200),
  keywords: list(3, 10),
  description: text,
  intro: list(1, 4),
  benefits: list(3, 4),
  cardFeatures: z.tuple([text, text, text]),
  badge: text,
  included: list(4, 10),
  claims: z.array(claim).min(1).max(6),
  audiences: list(2, 6),
  steps: z
    .array(z.strictObject({ title: text, text }))
    .min(3)
    .max(5),
  faq: z.array(qa).min(2).max(6),
  whatsappMessage: text,
  ...publicationFields,
});

export const homeSchema = z.strictObject({
  /** Keyed by the testimonial id of lib/content/data.ts. */
  testimonials: z.record(z.string(), z.strictObject({ position: text, industry: text, text, results: text })),
  faq: z.array(qa).min(3).max(10),
  painPoints: z.array(z.strictObject({ title: text, text, solution: text })).min(1),
  ticker: z.array(text).length(10),
});

/** Keyed by the success-case slug of lib/content/data.ts. */
export const successCasesSchema = z.record(
  z.string(),
  z.strictObject({
    sector: text,
    challenge: text,
    solution: text,
    results: z.array(claim).min(1).max(4),
    quote: absentWhenEmpty(z.strictObject({ text, role: text })),
    ...publicationFields,
  }),
);

/** Keyed by dialog: security, iot, cloud, msp, boost, explore. */
export const dialogsSchema = z.record(
  z.string(),
  z.strictObject({ title: text, description: text, benefits: list(2, 8), features: list(2, 8) }),
);

export const legalSchema = z.strictObject({
  title: text,
  description: z.string().min(80).max(200),
  keywords: list(3, 10),
  intro: list(1, 6),
  /** Keyed by the section's anchor id; order and ids come from lib/content/data.ts. */
  sections: z.record(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    z.strictObject({
      heading: text,
      paragraphs: absentWhenEmpty(list()),
      items: absentWhenEmpty(list(1, 30)),
      after: absentWhenEmpty(list()),
    }),
  ),
});

export const aboutSchema = z.strictObject({
  title: text,
  description: z.string().min(80).max(200),
  keywords: list(3, 10),
  intro: list(1, 4),
  mission: text,
  vision: text,
  values: z.array(z.strictObject({ title: text, text })).min(3),
  /** Keyed by year. */
  timeline: z.record(z.string().regex(/^\d{4}$/), z.strictObject({ title: text, text })),
  offices: z.strictObject({ hq: z.strictObject({ title: text, text }), orlando: z.strictObject({ title: text, text }) }),
  numbers: z.array(claim).min(2),
});

const certification = z.strictObject({
  name: text,
  description: text,
  fullDescription: text,
  benefits: list(2, 8),
  compliance: list(1, 8),
});

export const certificationsSchema = z.strictObject({
  title: text,
  description: z.string().min(80).max(200),
  keywords: list(3, 10),
  intro: list(1, 4),
  items: z.strictObject({ microsoft: certification, aws: certification, lgpd: certification }),
  footerListTitle: text,
  footerListText: text,
  partnersTitle: text,
  partnersText: text,
  /** Keyed by the technology partner's name. */
  partners: z.record(z.string(), text),
});

/**
 * The translation glossary of a language (content/glossary/<locale>.yaml): the Portuguese file
 * names what stays as it is in every language (products, the company, partners), the others map
 * Portuguese terms to theirs. The model's drafts follow both.
 */
export const glossarySchema = z.strictObject({
  keep: absentWhenEmpty(list(1, 200)),
  terms: absentWhenEmpty(
    z
      .array(z.strictObject({ source: text, target: text }))
      .min(1)
      .max(200),
  ),
});

export type GlossaryText = z.infer<typeof glossarySchema>;
export type ServiceText = z.infer<typeof serviceSchema>;
export type HomeText = z.infer<typeof homeSchema>;
export type SuccessCasesText = z.infer<typeof successCasesSchema>;
export type DialogsText = z.infer<typeof dialogsSchema>;
export type LegalText = z.infer<typeof legalSchema>;
export type AboutText = z.infer<typeof aboutSchema>;
export type CertificationsText = z.infer<typeof certificationsSchema>;
