import 'server-only';
import type { Locale } from '@/i18n/locales';
import { knowledge, type Knowledge } from './knowledge';
import { terms } from './text';

/**
 * A small lexical index (BM25) over the assistant's knowledge: service pages, FAQ answers,
 * success cases, certifications and the blog and e-book sections. Built once per locale.
 */

export type DocKind = 'service' | 'faq' | 'article' | 'case' | 'certification';

export interface Doc {
  id: string;
  kind: DocKind;
  title: string;
  url: string;
  /** The name of the page `url` opens (a link's text). */
  pageTitle: string;
  text: string;
  /** For FAQ docs: the answer alone. */
  answer?: string;
  /** For article docs: 'blog' or 'ebook', and the article's own title. */
  article?: { kind: 'blog' | 'ebook'; title: string };
}

export interface Hit {
  doc: Doc;
  score: number;
}

interface Index {
  docs: Doc[];
  tf: Map<string, number>[];
  lens: number[];
  df: Map<string, number>;
  avgLen: number;
}

const K1 = 1.2;
const B = 0.75;

export function docsOf(k: Knowledge): Doc[] {
  const docs: Doc[] = [];
  for (const s of k.services) {
    docs.push({
      id: `service:${s.key}`,
      kind: 'service',
      title: s.name,
      url: s.url,
      pageTitle: s.name,
      text: [s.description, ...s.included, ...s.benefits, ...s.keywords, ...s.claims.map((c) => `${c.value} ${c.label}`)].join(' '),
    });
    s.faq.forEach((q, i) =>
      docs.push({
        id: `service-faq:${s.key}:${i}`,
        kind: 'faq',
        title: q.question,
        url: s.url,
        pageTitle: s.name,
        text: q.answer,
        answer: q.answer,
      }),
    );
  }
  k.faq.forEach((q, i) =>
    docs.push({
      id: `faq:${i}`,
      kind: 'faq',
      title: q.question,
      url: k.pages.faq,
      pageTitle: k.labels.faq,
      text: q.answer,
      answer: q.answer,
    }),
  );
  k.cases.forEach((c, i) =>
    docs.push({
      id: `case:${i}`,
      kind: 'case',
      title: c.client,
      url: k.pages.cases,
      pageTitle: k.labels.cases,
      text: [c.sector, c.location, c.service, c.challenge, c.solution, ...c.results.map((r) => `${r.value} ${r.label}`)].join(' '),
    }),
  );
  k.certifications.forEach((c, i) =>
    docs.push({
      id: `cert:${i}`,
      kind: 'certification',
      title: c.name,
      url: k.pages.certifications,
      pageTitle: k.labels.certifications,
      text: c.description,
    }),
  );
  for (const a of k.articles) {
    docs.push({
      id: `article:${a.url}`,
      kind: 'article',
      title: a.title,
      url: a.url,
      pageTitle: a.title,
      text: [a.description, ...a.tags].join(' '),
      article: { kind: a.kind, title: a.title },
    });
    a.sections.forEach((s, i) =>
      docs.push({
        id: `article:${a.url}:${i}`,
        kind: 'article',
        title: s.heading ? `${a.title} — ${s.heading}` : a.title,
        url: a.url,
        pageTitle: a.title,
        text: s.text,
        article: { kind: a.kind, title: a.title },
      }),
    );
  }
  return docs;
}

function buildIndex(docs: Doc[]): Index {
  const tf: Map<string, number>[] = [];
  const lens: number[] = [];
  const df = new Map<string, number>();
  for (const doc of docs) {
    // The title counts twice: it names what the document is about.
    const words = [...terms(doc.title), ...terms(doc.title), ...terms(doc.text)];
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const w of counts.keys()) df.set(w, (df.get(w) ?? 0) + 1);
    tf.push(counts);
    lens.push(words.length);
  }
  const avgLen = lens.reduce((a, b) => a + b, 0) / Math.max(1, lens.length);
  return { docs, tf, lens, df, avgLen };
}

/** Best matches for a query, best first; `kinds` limits the document kinds. */
export function searchIndex(index: Index, query: string, { limit = 5, kinds }: { limit?: number; kinds?: DocKind[] } = {}): Hit[] {
  const q = [...new Set(terms(query))];
  if (!q.length) return [];
  const n = index.docs.length;
  const hits: Hit[] = [];
  index.docs.forEach((doc, i) => {
    if (kinds && !kinds.includes(doc.kind)) return;
    let score = 0;
    const counts = index.tf[i]!;
    for (const term of q) {
      const f = counts.get(term);
      if (!f) continue;
      const df = index.df.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * index.lens[i]!) / index.avgLen)));
    }
    if (score > 0) hits.push({ doc, score });
  });
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** How many of the query's words a document shares, as a share of the query (0–1). */
export function coverage(query: string, doc: Doc): number {
  const q = [...new Set(terms(query))];
  if (!q.length) return 0;
  const words = new Set([...terms(doc.title), ...terms(doc.text)]);
  return q.filter((t) => words.has(t)).length / q.length;
}

const indexes = new Map<Knowledge, Index>();

/** The index of the locale's current knowledge (built again when a publication rebuilds the knowledge). */
function indexFor(locale: Locale): Index {
  const k = knowledge(locale);
  let index = indexes.get(k);
  if (!index) {
    indexes.clear();
    index = buildIndex(docsOf(k));
    indexes.set(k, index);
  }
  return index;
}

/** The locale's best matches for a query. */
export function retrieve(locale: Locale, query: string, options?: { limit?: number; kinds?: DocKind[] }): Hit[] {
  return searchIndex(indexFor(locale), query, options);
}

/**
 * The FAQ entry that answers a question, if one does: among the best-scoring entries, the first
 * whose own question contains the question's most specific word (the rarest in the site's text)
 * and that shares at least half of the question's words. Null when none is that close.
 */
export function faqFor(locale: Locale, query: string, minCoverage = 0.5): Doc | null {
  const index = indexFor(locale);
  const q = [...new Set(terms(query))];
  if (!q.length) return null;
  const rarest = q.reduce((a, b) => ((index.df.get(b) ?? 0) < (index.df.get(a) ?? 0) ? b : a));
  for (const { doc } of searchIndex(index, query, { kinds: ['faq'], limit: 5 })) {
    if (terms(doc.title).includes(rarest) && coverage(query, doc) >= minCoverage) return doc;
  }
  return null;
}

/** Distinct pages among hits (one link per URL), best first. */
export function distinctPages(hits: Hit[], limit = 3): { title: string; url: string }[] {
  const seen = new Set<string>();
  const out: { title: string; url: string }[] = [];
  for (const { doc } of hits) {
    if (seen.has(doc.url)) continue;
    seen.add(doc.url);
    out.push({ title: doc.pageTitle, url: doc.url });
    if (out.length === limit) break;
  }
  return out;
}
