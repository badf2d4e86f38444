/**
 * Posts JSON to one of the site's own endpoints in a way that survives the page closing:
 * `navigator.sendBeacon`, else `fetch` with `keepalive`. Fire and forget: analytics never disturb
 * the visitor, so failures are dropped.
 */
export function sendJson(endpoint: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a JSON beacon: fall through to fetch.
  }
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}
