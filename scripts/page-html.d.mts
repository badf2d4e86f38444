export function rawGet(
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; encoding: string; vary: string; body: Buffer }>;

export function pageHtmlGzipBytes(
  baseUrl: string,
  path: string,
  acceptLanguage?: string,
): Promise<{ status: number; bytes: number; gzip: number; sent: number; encoding: string }>;
