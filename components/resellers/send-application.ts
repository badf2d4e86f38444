import { uploadOutcome, type UploadOutcome } from '@/lib/resellers/form-input';

/**
 * Posts the application as multipart/form-data with XMLHttpRequest, whose upload events give the
 * progress (fetch has none). Resolves with what the answer means; rejects only when the request
 * never got an answer (network down, aborted).
 */
export function sendApplication(body: FormData, onProgress: (percent: number) => void): Promise<UploadOutcome> {
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
      resolve(uploadOutcome(xhr.status, json, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.send(body);
  });
}
