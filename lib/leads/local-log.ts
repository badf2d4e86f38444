import { LIMITS, STORAGE_KEYS } from '@/lib/config/limits';

export interface SubmissionLogEntry {
  type: string;
  timestamp: string;
  status: 'submitted';
}

/** Appends to the browser's local submission log, keeping the last 50 entries. */
export function appendSubmissionLog(type: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage, now = new Date()) {
  let entries: SubmissionLogEntry[] = [];
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEYS.formSubmissions) ?? '[]');
    if (Array.isArray(parsed)) entries = parsed;
  } catch {
    entries = [];
  }
  entries.push({ type, timestamp: now.toISOString(), status: 'submitted' });
  const kept = entries.slice(-LIMITS.submissionLog);
  try {
    storage.setItem(STORAGE_KEYS.formSubmissions, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the lead is already stored on the server.
  }
  return kept;
}
