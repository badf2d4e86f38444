import type { Attempt } from '@/lib/pwa/lead-queue-rules';
import { uploadOutcome, type UploadOutcome } from '@/lib/resellers/form-input';

/**
 * Posts the application as multipart/form-data with XMLHttpRequest, whose upload events give the
 * progress (fetch has none). Resolves with the attempt (for the offline queue's rules) and, when
 * the server answered, what the answer means; rejects only when the request was aborted.
 */
export function sendApplication(
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ attempt: Attempt; outcome: UploadOutcome | null }> {
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
        outcome: uploadOutcome(xhr.status, json, xhr.getResponseHeader('Retry-After')),
      });
    };
    // No answer: network down or the server unreachable.
    xhr.onerror = () => resolve({ attempt: { kind: 'network' }, outcome: null });
    xhr.ontimeout = () => resolve({ attempt: { kind: 'network' }, outcome: null });
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(body);
  });
}
