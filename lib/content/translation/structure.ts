import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * A markdown text's shape, its words left out: headings and their levels, lists, quotes, tables
 * and their cells, emphasis, links and images with their targets, code with its text. A
 * translation has the same shape as its source, or it is refused.
 */

interface MdNode {
  type: string;
  children?: MdNode[];
  depth?: number;
  ordered?: boolean | null;
  checked?: boolean | null;
  url?: string;
  value?: string;
  lang?: string | null;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function shapeOf(node: MdNode): unknown {
  const own: Record<string, unknown> = { type: node.type };
  if (node.depth !== undefined) own.depth = node.depth;
  if (node.ordered !== undefined && node.ordered !== null) own.ordered = node.ordered;
  if (node.checked !== undefined && node.checked !== null) own.checked = node.checked;
  if (node.url !== undefined) own.url = node.url;
  if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html') own.value = node.value;
  // Text nodes are the words: only whether there is text counts, since a translation may split or join them.
  if (node.children) own.children = node.children.filter((c) => c.type !== 'text').map(shapeOf);
  return own;
}

export function markdownShape(markdown: string): string {
  return JSON.stringify(shapeOf(parser.parse(markdown) as MdNode));
}
