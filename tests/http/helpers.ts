import { E2E_BASE_URL } from '../../scripts/e2e-server.mjs';

export { E2E_ADMIN, E2E_BASE_URL, E2E_CRON, E2E_DATA, E2E_MAIL, E2E_SERVER_LOG as SERVER_LOG } from '../../scripts/e2e-server.mjs';

/**
 * A page or route of the e2e server as a browser would ask for it, redirects not followed. As a
 * browser does, a request whose reused keep-alive connection the server had just closed (no byte
 * of an answer received) is sent once more on a new connection.
 */
export async function http(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => fetch(new URL(path, E2E_BASE_URL), { redirect: 'manual', ...init });
  try {
    return await send();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return send();
  }
}

/** A fresh visitor address for the rate limits (the server trusts one X-Forwarded-For hop). */
export function visitorIp(): string {
  const n = () => 1 + Math.floor(Math.random() * 250);
  return `10.${n()}.${n()}.${n()}`;
}
