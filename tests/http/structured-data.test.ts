import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import vocabulary from './fixtures/schemaorg-vocabulary.json';
import { http } from './helpers';

/*
 * Adobe's structured-data validator (schema.org types and properties, Google's rich-result rules)
 * over the JSON-LD of each kind of page in the three languages, offline: the vocabulary is a local
 * extract of a schema.org release (scripts/schemaorg-vocabulary.mjs).
 */

const PAGES = [
  { path: '/', types: ['Organization', 'LocalBusiness', 'WebSite', 'FAQPage'], absent: ['BreadcrumbList'] },
  { path: '/servicos/suporte-de-ti', types: ['Service', 'BreadcrumbList'] },
  { path: '/blog/backup-3-2-1-empresarial', types: ['BlogPosting', 'BreadcrumbList'] },
  { path: '/ebooks/guia-completo-backup-empresarial', types: ['Book', 'BreadcrumbList'] },
  { path: '/revendas', types: ['ItemList', 'BreadcrumbList'] },
  { path: '/sobre', types: ['BreadcrumbList'] },
];
const PREFIXES = ['', '/en', '/es'];
const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

/*
 * The validator's own limit: on a node of several types it checks each property against each type
 * alone, so a LocalBusiness property on an ['Organization', 'LocalBusiness'] node is reported for
 * Organization. Such a warning stands only when none of the node's types has the property.
 */
type Entity = {
  '@id': string;
  '@type': string;
  'rdfs:subClassOf'?: { '@id': string } | { '@id': string }[];
  'schema:domainIncludes'?: { '@id': string } | { '@id': string }[];
};
const ids = (v: { '@id': string } | { '@id': string }[] | undefined) =>
  v ? (Array.isArray(v) ? v : [v]).map((x) => x['@id'].replace('schema:', '')) : [];
const graph = (vocabulary as { '@graph': Entity[] })['@graph'];
const parents = new Map(
  graph.filter((e) => e['@type'] === 'rdfs:Class').map((e) => [e['@id'].replace('schema:', ''), ids(e['rdfs:subClassOf'])]),
);
const domains = new Map(
  graph.filter((e) => e['@type'] === 'rdf:Property').map((e) => [e['@id'].replace('schema:', ''), ids(e['schema:domainIncludes'])]),
);
function hasProperty(type: string, property: string): boolean {
  const seen = new Set<string>();
  const stack = [type];
  while (stack.length) {
    const t = stack.pop()!;
    if (seen.has(t)) continue;
    seen.add(t);
    if (domains.get(property)?.includes(t)) return true;
    stack.push(...(parents.get(t) ?? []));
  }
  return false;
}
const MULTI_TYPE_WARNING = /^Property "([^"]+)" for type "([^"]+)" is not supported by the schema\.org specification$/;

/** The node an issue is about: its path walked down from the root item the issue quotes. */
function nodeOf(issue: ValidationIssue): Record<string, unknown> | undefined {
  let node: unknown = issue.source ? JSON.parse(issue.source) : undefined;
  for (const step of issue.path?.slice(1) ?? []) {
    node = step.property === undefined ? node : (node as Record<string, unknown> | undefined)?.[step.property];
    if (Array.isArray(node) && step.index !== undefined) node = node[step.index];
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

/** Whether a warning is the multi-type limit above: another type of the same node has the property. */
function multiTypeLimit(issue: ValidationIssue): boolean {
  const match = MULTI_TYPE_WARNING.exec(issue.issueMessage);
  const nodeTypes = nodeOf(issue)?.['@type'];
  if (issue.severity !== 'WARNING' || !match || !Array.isArray(nodeTypes) || nodeTypes.length < 2) return false;
  const [, property, type] = match;
  return nodeTypes.some((other) => other !== type && hasProperty(other as string, property!));
}

type Ld = Record<string, unknown>;
const nodesOf = (extracted: ReturnType<WebAutoExtractor['parse']>) => Object.values(extracted.jsonld).flat() as Ld[];
const typesOf = (nodes: Ld[]) => nodes.flatMap((n) => (Array.isArray(n['@type']) ? (n['@type'] as string[]) : [n['@type'] as string]));

describe('structured data (Adobe structured-data validator, schema.org vocabulary)', () => {
  it(`uses schema.org ${(vocabulary as { version: string }).version}, read from the local extract`, () => {
    expect(hasProperty('Book', 'bookFormat')).toBe(true);
    expect(hasProperty('Organization', 'inLanguage')).toBe(false);
    expect(hasProperty('LocalBusiness', 'priceRange')).toBe(true);
  });

  for (const prefix of PREFIXES) {
    for (const { path, types, absent = [] } of PAGES) {
      const url = localized(prefix, path);
      it(`${url}: 0 errors, 0 warnings`, async () => {
        const res = await http(url, { headers: { 'accept-language': 'pt-BR' } });
        expect(res.status).toBe(200);
        const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(await res.text());
        const nodes = nodesOf(extracted);
        for (const type of types) expect(typesOf(nodes), type).toContain(type);
        for (const type of absent) expect(typesOf(nodes), type).not.toContain(type);

        const issues = (await new Validator(vocabulary).validate(extracted)).filter((issue) => !multiTypeLimit(issue));
        const report = issues.map((i) => `${i.severity} ${i.rootType ?? ''}: ${i.issueMessage} ${JSON.stringify(i.path ?? [])}`);
        expect(report).toEqual([]);

        // The post's image is its Open Graph image, and it is served.
        const posting = nodes.find((n) => n['@type'] === 'BlogPosting');
        if (posting) {
          expect(posting.image).toMatch(/\/opengraph-image/);
          const image = await http(new URL(posting.image as string).pathname);
          expect(image.status).toBe(200);
          expect(image.headers.get('content-type')).toMatch(/^image\//);
        }
        const book = nodes.find((n) => n['@type'] === 'Book');
        if (book)
          expect(book).toMatchObject({
            bookFormat: 'https://schema.org/EBook',
            inLanguage: { '': 'pt-BR', '/en': 'en-US', '/es': 'es-ES' }[prefix],
          });
      });
    }
  }
});
