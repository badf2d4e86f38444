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

/** A kebab-case file name with its lower-case extension (`Foto Final (2).PNG` → `foto-final-2.png`): the API accepts no others. */
export function imageFileName(name: string): string {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf('.');
  const ext = dot > 0 ? lower.slice(dot + 1).replace(/[^a-z0-9]/g, '') : '';
  const base = (dot > 0 ? lower.slice(0, dot) : lower).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'imagem';
  return ext ? `${base}.${ext}` : base;
}

/** `fields` is Keystatic's (the browser build in the round-trip test, whose serializer is real). */
export function bodyField(fields: typeof keystaticFields) {
  const base = fields.mdx({
    label: 'Texto',
    extension: 'md',
    options: {
      image: {
        ...BODY_IMAGES,
        transformFilename: imageFileName,
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
