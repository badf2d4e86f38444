import type { fields as keystaticFields } from '@keystatic/core';
import { BODY_IMAGES } from '../images';

/**
 * The body field of posts and e-books: Keystatic's MDX-flavoured editor, which writes GFM tables
 * as the site's renderer (remark-gfm) reads them (its Markdoc flavour writes {% table %} tags).
 * Its serializer escapes a task list's box (`- \[ ] item`); the box is put back so a checklist
 * stays a checklist. Images are stored in the repository under public/images/content/<slug>/,
 * and each needs its alt text.
 */

const ESCAPED_TASK = /^(\s*(?:[-*+]|\d+[.)]) +)\\\[([ xX])\]/gm;

/** Markdown as the site wrote it, from the editor's output. */
export const unescapeTasks = (markdown: string) => markdown.replace(ESCAPED_TASK, '$1[$2]');

/** `fields` is Keystatic's (the browser build in the round-trip test, whose serializer is real). */
export function bodyField(fields: typeof keystaticFields) {
  const base = fields.mdx({
    label: 'Texto',
    extension: 'md',
    options: {
      image: {
        ...BODY_IMAGES,
        // Plain lower-case file names: the API accepts no others.
        transformFilename: (name: string) =>
          name
            .toLowerCase()
            .replace(/[^a-z0-9.]+/g, '-')
            .replace(/^[-.]+/, ''),
        schema: {
          alt: fields.text({
            label: 'Texto alternativo',
            description: 'O que a imagem mostra, para quem não pode vê-la',
            validation: { isRequired: true },
          }),
          title: fields.text({ label: 'Título' }),
        },
      },
    },
  });
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return {
    ...base,
    serialize(...args: Parameters<typeof base.serialize>) {
      const out = base.serialize(...args);
      return { ...out, content: encoder.encode(unescapeTasks(decoder.decode(out.content))) };
    },
  } as typeof base;
}
