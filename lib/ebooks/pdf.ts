import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';

/** Minimal mdast node shape used here. */
interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean;
  children?: MdNode[];
}

export interface EbookPdfInput {
  title: string;
  description: string;
  markdown: string;
  locale: Locale;
  company: { name: string; phone: string; email: string; host: string; address: string };
  labels: { contactTitle: string; contactText: string; page: string };
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BRAND = rgb(0.114, 0.306, 0.847);
const TEXT = rgb(0.08, 0.1, 0.16);
const MUTED = rgb(0.35, 0.4, 0.48);

/** Characters outside WinAnsi (the standard PDF fonts) mapped to close equivalents. */
const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '×': 'x',
  '…': '...',
  '−': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
};
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split(''));
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (ch === '\n' || ch === '\t') out += ' ';
    else if (
      (ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) < 127) ||
      (ch.charCodeAt(0) >= 160 && ch.charCodeAt(0) <= 255) ||
      CP1252_EXTRA.has(ch)
    )
      out += ch;
  }
  return out;
}

function textOf(node: MdNode): string {
  if (node.value !== undefined) return node.value;
  return (node.children ?? []).map(textOf).join('');
}

function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = winAnsi(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }
  ensure(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }
  paragraph(
    text: string,
    opts: { size?: number; font?: 'regular' | 'bold'; color?: ReturnType<typeof rgb>; indent?: number; gap?: number; bullet?: string } = {},
  ) {
    const size = opts.size ?? 11;
    const font = opts.font === 'bold' ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    const width = PAGE.width - PAGE.margin * 2 - indent;
    const lines = wrapText(text, font, size, width);
    const lineHeight = size * 1.45;
    lines.forEach((line, i) => {
      this.ensure(lineHeight);
      if (i === 0 && opts.bullet) {
        this.page.drawText(opts.bullet, { x: PAGE.margin + indent - 12, y: this.y - size, size, font: this.regular, color: BRAND });
      }
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y - size, size, font, color: opts.color ?? TEXT });
      this.y -= lineHeight;
    });
    this.y -= opts.gap ?? 6;
  }
  rule() {
    this.ensure(12);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: rgb(0.85, 0.87, 0.9),
    });
    this.y -= 10;
  }
}

/** Renders an e-book's markdown to a real PDF: cover, sections, lists, tables, company contact. */
export async function buildEbookPdf(input: EbookPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(input.title));
  doc.setAuthor(winAnsi(input.company.name));
  doc.setSubject(winAnsi(input.description));
  doc.setLanguage(LOCALE_TAGS[input.locale]);
  doc.setCreator(winAnsi(input.company.name));
  // Fixed dates keep the file identical between builds of the same content.
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  // Cover.
  const cover = doc.addPage([PAGE.width, PAGE.height]);
  cover.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: BRAND });
  cover.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: 180, color: rgb(0.03, 0.57, 0.7) });
  cover.drawText(winAnsi(input.company.name).toUpperCase(), {
    x: PAGE.margin,
    y: PAGE.height - 90,
    size: 16,
    font: bold,
    color: rgb(1, 1, 1),
  });
  let y = PAGE.height - 220;
  for (const line of wrapText(input.title, bold, 34, PAGE.width - PAGE.margin * 2)) {
    cover.drawText(line, { x: PAGE.margin, y, size: 34, font: bold, color: rgb(1, 1, 1) });
    y -= 44;
  }
  y -= 10;
  for (const line of wrapText(input.description, regular, 14, PAGE.width - PAGE.margin * 2)) {
    cover.drawText(line, { x: PAGE.margin, y, size: 14, font: regular, color: rgb(0.9, 0.94, 1) });
    y -= 20;
  }
  cover.drawText(winAnsi(`${input.company.host}  ·  ${input.company.phone}  ·  ${input.company.email}`), {
    x: PAGE.margin,
    y: 80,
    size: 11,
    font: regular,
    color: rgb(1, 1, 1),
  });

  // Body.
  const w = new Writer(doc, regular, bold);
  const tree = unified().use(remarkParse).use(remarkGfm).parse(input.markdown) as unknown as MdNode;
  const render = (node: MdNode, depth = 0) => {
    switch (node.type) {
      case 'heading':
        if (node.depth === 2 && w.y < PAGE.height - PAGE.margin - 10) w.ensure(140);
        w.y -= node.depth === 2 ? 10 : 4;
        w.paragraph(textOf(node), {
          size: node.depth === 2 ? 18 : node.depth === 3 ? 14 : 12,
          font: 'bold',
          color: node.depth === 2 ? BRAND : TEXT,
          gap: 8,
        });
        break;
      case 'paragraph':
        w.paragraph(textOf(node));
        break;
      case 'list':
        (node.children ?? []).forEach((item, i) => {
          const [first, ...rest] = item.children ?? [];
          w.paragraph(first ? textOf(first) : '', { indent: 16 + depth * 14, bullet: node.ordered ? `${i + 1}.` : '•', gap: 2 });
          rest.forEach((child) => render(child, depth + 1));
        });
        w.y -= 4;
        break;
      case 'table': {
        const rows = (node.children ?? []).map((row) => (row.children ?? []).map(textOf));
        rows.forEach((cells, i) => {
          w.paragraph(cells.join('  |  '), { size: 9.5, font: i === 0 ? 'bold' : 'regular', gap: 1 });
          if (i === 0) w.rule();
        });
        w.y -= 6;
        break;
      }
      case 'blockquote':
        w.paragraph(textOf(node), { indent: 14, color: MUTED });
        break;
      case 'code':
        w.paragraph(node.value ?? '', { size: 9.5, color: MUTED });
        break;
      case 'thematicBreak':
        w.rule();
        break;
      default:
        (node.children ?? []).forEach((child) => render(child, depth));
    }
  };
  render(tree);

  // Contact page.
  w.newPage();
  w.paragraph(input.labels.contactTitle, { size: 22, font: 'bold', color: BRAND, gap: 12 });
  w.paragraph(input.labels.contactText, { size: 12, gap: 16 });
  for (const line of [input.company.name, input.company.phone, input.company.email, input.company.host, input.company.address]) {
    w.paragraph(line, { size: 12, font: line === input.company.name ? 'bold' : 'regular', gap: 4 });
  }

  // Page numbers on body pages.
  w.pages.forEach((page, i) => {
    page.drawText(winAnsi(`${input.labels.page} ${i + 2}  ·  ${input.title}`).slice(0, 110), {
      x: PAGE.margin,
      y: 28,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save();
}
