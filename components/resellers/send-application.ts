import type { Attempt } from '@/lib/pwa/lead-queue-rules';
import type { ActionResult } from '@/lib/actions/client';
import { readActionResult } from '@/lib/actions/answer';

/**
 * Posts the application as multipart/form-data with XMLHttpRequest, whose upload events give the
 * progress (fetch has none). Resolves with the attempt (for the offline queue's rules) and the
 * server's result when it answered one; rejects only when the request was aborted.
 */
export function sendApplication(
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ attempt: Attempt; result: ActionResult | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/resellers');
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone decides.
      }
      resolve({
        attempt: { kind: 'answer', status: xhr.status, fromApp: json !== null && typeof json === 'object' },
        result: readActionResult(json),
      });
    };
    // No answer: network down or the server unreachable.
    xhr.onerror = () => resolve({ attempt: { kind: 'network' }, result: null });
    xhr.ontimeout = () => resolve({ attempt: { kind: 'network' }, result: null });
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(body);
  });
}
