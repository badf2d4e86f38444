import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';

/**
 * The assistant's small markdown, rendered to React elements (never to HTML): paragraphs, line
 * breaks, '-' and '1.' lists, **bold** and [links](…). Links to the site's own pages are client
 * links; WhatsApp, mailto: and tel: links are allowed; any other URL shows its text only. Raw
 * HTML is shown as text.
 */

const LINK_CLASS = 'font-medium text-primary underline underline-offset-2 hover:no-underline';

/** Where a link may go: a path of this site, or a messaging, mail or phone link. */
export function safeHref(url: string, origin?: string): { href: string; internal: boolean } | null {
  let href = url.trim();
  if (origin && href.startsWith(`${origin}/`)) href = href.slice(origin.length);
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return { href, internal: true };
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\/[^\s"'<>]*$/i.test(href)) return { href, internal: false };
  if (/^(mailto:[^\s"'<>@]+@[^\s"'<>]+|tel:\+?[\d\s()-]+)$/i.test(href)) return { href, internal: false };
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

function inline(text: string, key: string, origin?: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const k = `${key}-${i++}`;
    if (m[1] !== undefined) {
      out.push(<strong key={k}>{inline(m[1], k, origin)}</strong>);
    } else {
      const label = m[2]!;
      const target = safeHref(m[3]!, origin);
      if (!target) out.push(label);
      else if (target.internal)
        out.push(
          <Link key={k} href={target.href} className={LINK_CLASS}>
            {label}
          </Link>,
        );
      else
        out.push(
          <a
            key={k}
            href={target.href}
            className={LINK_CLASS}
            {...(target.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </a>,
        );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

function blocks(text: string): Block[] {
  const out: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const prev = out.at(-1);
    if (!line) {
      if (prev) out.push({ kind: 'p', lines: [] });
      continue;
    }
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const kind = bullet ? 'ul' : numbered ? 'ol' : null;
    if (kind) {
      const item = (bullet ?? numbered)![1]!;
      if (prev?.kind === kind) prev.items.push(item);
      else out.push({ kind, items: [item] });
    } else {
      // Headings read as bold lines.
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      const content = heading ? `**${heading[1]}**` : line;
      if (prev?.kind === 'p') prev.lines.push(content);
      else out.push({ kind: 'p', lines: [content] });
    }
  }
  return out.filter((b) => (b.kind === 'p' ? b.lines.length > 0 : b.items.length > 0));
}

export function Markdown({ text, origin }: { text: string; origin?: string }) {
  return (
    <>
      {blocks(text).map((block, b) => {
        const key = `b${b}`;
        if (block.kind === 'p')
          return (
            <p key={key}>
              {block.lines.map((line, l) => (
                <Fragment key={l}>
                  {l > 0 ? <br /> : null}
                  {inline(line, `${key}-${l}`, origin)}
                </Fragment>
              ))}
            </p>
          );
        const List = block.kind;
        return (
          <List key={key} className={block.kind === 'ul' ? 'list-disc pl-5' : 'list-decimal pl-5'}>
            {block.items.map((item, i) => (
              <li key={i}>{inline(item, `${key}-${i}`, origin)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
