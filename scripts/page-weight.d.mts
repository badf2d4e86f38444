export interface BlockWeight {
  name: string;
  html: number;
  elements: number;
  svg: number;
  use: number;
  classBytes: number;
  payload: number | null;
}
export interface PageWeight {
  /** The document's bytes, decoded. */
  html: number;
  elements: number;
  svg: number;
  use: number;
  classBytes: number;
  /** The `self.__next_f.push(…)` scripts as sent, and the payload text they carry. */
  payloadScript: number;
  payload: number;
  classInPayload: number;
  iconsInPayload: number;
  jsonLd: number;
  jsonLdInPayload: number;
  inlineScripts: number;
  clientRows: number;
  blocks: BlockWeight[];
  biggestRows: { id: string; bytes: number; head: string }[];
}
export function weighHtml(html: string): PageWeight;
export function pageWeight(baseUrl: string, path: string, acceptLanguage?: string): Promise<PageWeight & { status: number; gzip: number }>;
/** The language a localized path is in, as an Accept-Language a visitor of it would send. */
export function pathLang(path: string): 'pt-BR' | 'en-US' | 'es-ES';
/** The sitemap's pages but the three home pages. */
export function sitemapPages(baseUrl: string): Promise<string[]>;
