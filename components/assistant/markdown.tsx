import Link from 'next/link';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';

/**
 * The assistant's markdown, rendered to React elements (never to HTML): paragraphs, line breaks,
 * lists, emphasis and links; headings read as bold lines. Links to the site's own pages are client
 * links; WhatsApp, mailto: and tel: links are allowed; any other URL shows its text only. Raw
 * HTML, images and other markup show their text.
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

/** Elements an answer may have; any other keeps only its text. */
const ALLOWED = ['p', 'br', 'strong', 'em', 'code', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const boldLine = ({ children }: { children?: ReactNode }) => (
  <p>
    <strong>{children}</strong>
  </p>
);

const COMPONENTS: Components = {
  // A link whose URL the allow-list refused has no href left: its label alone.
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    if (href.startsWith('/'))
      return (
        <Link href={href} className={LINK_CLASS}>
          {children}
        </Link>
      );
    return (
      <a href={href} className={LINK_CLASS} {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  ul: ({ children }) => <ul className="list-disc pl-5">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="list-decimal pl-5">
      {children}
    </ol>
  ),
  h1: boldLine,
  h2: boldLine,
  h3: boldLine,
  h4: boldLine,
  h5: boldLine,
  h6: boldLine,
};

export function Markdown({ text, origin }: { text: string; origin?: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkBreaks]}
      allowedElements={ALLOWED}
      unwrapDisallowed
      urlTransform={(url) => safeHref(url, origin)?.href ?? null}
      components={COMPONENTS}
    >
      {text}
    </ReactMarkdown>
  );
}
