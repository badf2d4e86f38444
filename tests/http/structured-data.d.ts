// The two packages ship no types: what the structured-data check uses of them.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    errorType?: string;
    path?: { type?: string | string[]; index?: number; property?: string }[];
    fieldNames?: string[];
    source?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): { jsonld: Record<string, Record<string, unknown>[]>; microdata: unknown; rdfa: unknown; errors?: unknown[] };
  }
}
