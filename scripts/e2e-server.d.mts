export const E2E_DATA: string;
export const E2E_MAIL: string;
export const E2E_ADMIN: { email: string; password: string; demoPassword: string };
export const E2E_PORT: number;
export const E2E_BASE_URL: string;
export const E2E_CRON: { secret: string; indexNowKey: string; indexNowEndpoint: string };
export const E2E_SERVER_COMMAND: string;
export const E2E_READY_URL: string;
export const E2E_SERVER_LOG: string;
export const E2E_REPORT: string;
export const E2E_SERVER_ENV: Record<string, string>;
export function startE2eServer(options?: {
  timeoutMs?: number;
  log?: { write(chunk: unknown): unknown };
}): Promise<{ started: boolean; stop(): Promise<void> }>;
