import type { fields as keystaticFields } from '@keystatic/core';

/**
 * The body field of posts and e-books: Keystatic's MDX-flavoured editor, which writes GFM tables
 * as the site's renderer (remark-gfm) reads them (its Markdoc flavour writes {% table %} tags).
 * Its serializer escapes a task list's box (`- \[ ] item`); the box is put back so a checklist
 * stays a checklist. Images stay out until bodies can store them under public/.
 */
export const BODY_FIELD = { label: 'Body', extension: 'md', options: { image: false } } as const;

const ESCAPED_TASK = /^(\s*(?:[-*+]|\d+[.)]) +)\\\[([ xX])\]/gm;

/** Markdown as the site wrote it, from the editor's output. */
export const unescapeTasks = (markdown: string) => markdown.replace(ESCAPED_TASK, '$1[$2]');

/** `fields` is Keystatic's (the browser build in the round-trip test, whose serializer is real). */
export function bodyField(fields: typeof keystaticFields) {
  const base = fields.mdx(BODY_FIELD);
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
