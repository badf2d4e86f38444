export type ProxyMode = 'none' | 'proxy' | 'vercel';
export function proxyMode(env: Record<string, string | undefined>): ProxyMode;
export function forwardHeaders(
  headers: Record<string, string | string[] | undefined>,
  remoteAddress: string | undefined,
  mode: ProxyMode,
): void;
