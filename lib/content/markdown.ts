import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { imageSize } from 'image-size';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { BODY_IMAGES } from './images';

/** GFM task lists become ☐/☑ marks: read-only checkboxes would be unlabeled form controls. */
function taskListMarks() {
  return (tree: Root) =>
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'input' || node.properties.type !== 'checkbox' || !parent || index === undefined) return;
      parent.children[index] = { type: 'text', value: node.properties.checked ? '☑' : '☐' };
    });
}

/**
 * Every table gets a <caption> naming it: the text of the nearest heading before it (the section
 * it belongs to), visually hidden since that heading is already on screen. Screen readers announce
 * it when they reach or list the tables; it reads in the document's own language.
 */
function tableCaptions() {
  return (tree: Root) => {
    let heading = '';
    visit(tree, 'element', (node) => {
      if (/^h[1-6]$/.test(node.tagName)) {
        heading = toString(node).replace(/\s+/g, ' ').trim();
        return SKIP;
      }
      if (node.tagName !== 'table') return;
      if (heading && !node.children.some((c) => c.type === 'element' && c.tagName === 'caption')) {
        node.children.unshift({
          type: 'element',
          tagName: 'caption',
          properties: { className: ['sr-only'] },
          children: [{ type: 'text', value: heading }],
        });
      }
      return SKIP;
    });
  };
}

/**
 * Body images stored in the repository (public/images/content/…) get their width and height, so
 * the page keeps its layout while they load, and load lazily. A missing file fails the build.
 */
function imageDimensions() {
  return (tree: Root) =>
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'img') return;
      const src = String(node.properties.src ?? '');
      if (!src.startsWith(BODY_IMAGES.publicPath)) return;
      const parts = decodeURIComponent(src.split(/[?#]/)[0]!).split('/').filter(Boolean);
      if (parts.some((p) => p === '..' || p === '.')) throw new Error(`Image ${src}: not a file under ${BODY_IMAGES.publicPath}`);
      const { width, height } = imageSize(readFileSync(path.join(process.cwd(), 'public', ...parts)));
      node.properties = { ...node.properties, width, height, loading: 'lazy', decoding: 'async' };
    });
}

/**
 * Markdown → sanitized HTML: GFM, then sanitize (no <script>, no on*=, no javascript: links),
 * then table captions, heading ids and anchors — sanitize runs first so its clobber prefix doesn't
 * rename our ids nor strip the caption's class.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, defaultSchema)
  .use(taskListMarks)
  .use(tableCaptions)
  .use(imageDimensions)
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, { behavior: 'wrap' })
  .use(rehypeStringify);

export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}

/** The same rendering, synchronous: every plugin of the pipeline is. */
export function renderMarkdownSync(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Reading time at 200 words per minute, at least 1 minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`|\-[\]()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

const fragmentParser = unified().use(rehypeParse, { fragment: true });

/** The document's H2 headings with the ids rehype-slug gives them. */
export function headingsOf(html: string): { id: string; text: string }[] {
  const headings: { id: string; text: string }[] = [];
  visit(fragmentParser.parse(html), 'element', (node) => {
    if (node.tagName !== 'h2') return;
    const id = node.properties.id;
    if (typeof id === 'string' && id) headings.push({ id, text: toString(node).trim() });
    return SKIP;
  });
  return headings;
}
