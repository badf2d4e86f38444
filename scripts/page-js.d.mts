export function modernScriptSources(html: string): string[];
export function pageJsGzipBytes(
  baseUrl: string,
  path: string,
  acceptLanguage?: string,
): Promise<{ status: number; total: number; files: { src: string; gzip: number }[] }>;
