export function pageHtmlGzipBytes(
  baseUrl: string,
  path: string,
  acceptLanguage?: string,
): Promise<{ status: number; bytes: number; gzip: number }>;
