/**
 * The rules a blog post or e-book's frontmatter must meet. The build (the zod schemas of
 * lib/content/schemas.ts, used by lib/content/store.ts) and the staff editor (lib/content/editor)
 * read these same numbers, so what the editor saves is what the build accepts.
 */

export const POST_CATEGORIES = ['cloud', 'security', 'automation', 'backup', 'support'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_LIMITS = {
  title: { min: 10, max: 120 },
  description: { min: 50, max: 200 },
  tags: { min: 1, max: 8 },
  tag: { min: 2 },
  author: { min: 2 },
} as const;

/** A file name (slug): lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A publication moment in São Paulo time, to the minute: YYYY-MM-DDTHH:mm. */
export const MOMENT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** In the staff's language: the build and the editor's refusals show them. */
export const SLUG_MESSAGE = 'use letras minúsculas, algarismos e hífens simples (kebab-case)';
export const DAY_MESSAGE = 'deve ser uma data AAAA-MM-DD';
export const MOMENT_MESSAGE = 'deve ser data e hora AAAA-MM-DDTHH:mm';
export const UPDATED_MESSAGE = 'não pode ser anterior à data de publicação';
