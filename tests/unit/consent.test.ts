import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_DELAY_MS,
  CONSENT_STORAGE_KEY,
  consentReducer,
  createConsentStore,
  INITIAL_CONSENT,
  parseConsent,
  readConsent,
  writeConsent,
  type ConsentStorage,
} from '@/lib/analytics/consent';
import { publicEnv } from '@/lib/config/public-env';

/** An in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** Storage that throws on every access, as Safari's private mode or blocked site data can. */
const blocked: ConsentStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'QuotaExceededError');
  },
};

describe('consent transitions', () => {
  it('waits for the delay when nothing is stored, and stays hidden with a stored choice', () => {
    expect(consentReducer(INITIAL_CONSENT, { type: 'start', stored: null })).toEqual({ choice: null, banner: 'waiting', reopened: false });
    expect(consentReducer(INITIAL_CONSENT, { type: 'start', stored: 'rejected' })).toEqual({
      choice: 'rejected',
      banner: 'hidden',
      reopened: false,
    });
    const waiting = consentReducer(INITIAL_CONSENT, { type: 'start', stored: null });
    expect(consentReducer(waiting, { type: 'delayElapsed' }).banner).toBe('visible');
  });

  it('ignores a late delay once the visitor has chosen or closed the banner', () => {
    const waiting = consentReducer(INITIAL_CONSENT, { type: 'start', stored: null });
    const closed = consentReducer(waiting, { type: 'close' });
    expect(consentReducer(closed, { type: 'delayElapsed' })).toBe(closed);
    const accepted = consentReducer(waiting, { type: 'accept' });
    expect(consentReducer(accepted, { type: 'delayElapsed' })).toBe(accepted);
  });

  it('reopens to change a choice and keeps the choice until a new one is made', () => {
    const rejected = consentReducer(INITIAL_CONSENT, { type: 'start', stored: 'rejected' });
    const reopened = consentReducer(rejected, { type: 'reopen' });
    expect(reopened).toEqual({ choice: 'rejected', banner: 'visible', reopened: true });
    expect(consentReducer(reopened, { type: 'close' })).toEqual({ choice: 'rejected', banner: 'hidden', reopened: false });
    expect(consentReducer(reopened, { type: 'accept' })).toEqual({ choice: 'accepted', banner: 'hidden', reopened: false });
  });

  it('opened before the page loaded, it stays open and learns the stored choice', () => {
    const early = consentReducer(INITIAL_CONSENT, { type: 'reopen' });
    expect(consentReducer(early, { type: 'start', stored: 'accepted' })).toEqual({ choice: 'accepted', banner: 'visible', reopened: true });
  });

  it('reads only the two known values', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('rejected')).toBe('rejected');
    for (const junk of [null, undefined, '', 'yes', 'ACCEPTED', '1']) expect(parseConsent(junk)).toBeNull();
  });
});

describe('consent storage', () => {
  it('tolerates missing or blocked storage', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent(blocked)).toBeNull();
    expect(writeConsent(null, 'accepted')).toBe(false);
    expect(writeConsent(blocked, 'accepted')).toBe(false);
    const storage = memoryStorage();
    expect(writeConsent(storage, 'rejected')).toBe(true);
    expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe('rejected');
    expect(readConsent(storage)).toBe('rejected');
  });
});

describe('consent store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('nothing stored: the banner shows 2 s after start, not before', () => {
    const store = createConsentStore({ storage: memoryStorage() });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().banner));
    expect(store.getState().banner).toBe('idle');
    store.start();
    expect(store.getState().banner).toBe('waiting');
    vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    expect(store.getState().banner).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(store.getState().banner).toBe('visible');
    expect(seen).toEqual(['waiting', 'visible']);
    // Starting again (a second mount) changes nothing.
    store.start();
    expect(store.getState().banner).toBe('visible');
  });

  it('a stored choice: no banner at all', () => {
    for (const choice of ['accepted', 'rejected'] as const) {
      const store = createConsentStore({ storage: memoryStorage({ [CONSENT_STORAGE_KEY]: choice }) });
      store.start();
      vi.advanceTimersByTime(10 * BANNER_DELAY_MS);
      expect(store.getState()).toEqual({ choice, banner: 'hidden', reopened: false });
    }
  });

  it('Aceitar and Rejeitar store the choice, and the next visit remembers it', () => {
    for (const choice of ['accepted', 'rejected'] as const) {
      const storage = memoryStorage();
      const store = createConsentStore({ storage });
      store.start();
      vi.advanceTimersByTime(BANNER_DELAY_MS);
      if (choice === 'accepted') store.accept();
      else store.reject();
      expect(store.getState()).toEqual({ choice, banner: 'hidden', reopened: false });
      expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe(choice);

      const nextVisit = createConsentStore({ storage });
      nextVisit.start();
      vi.advanceTimersByTime(BANNER_DELAY_MS);
      expect(nextVisit.getState()).toEqual({ choice, banner: 'hidden', reopened: false });
    }
  });

  it('X hides without storing: the banner comes back on the next visit', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage });
    store.start();
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    store.close();
    expect(store.getState()).toEqual({ choice: null, banner: 'hidden', reopened: false });
    expect(storage.data.size).toBe(0);

    const nextVisit = createConsentStore({ storage });
    nextVisit.start();
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(nextVisit.getState().banner).toBe('visible');
  });

  it('closing or choosing before the delay cancels the pending banner', () => {
    const store = createConsentStore({ storage: memoryStorage() });
    store.start();
    store.reopen();
    store.reject();
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(store.getState().banner).toBe('hidden');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reopens from the footer to change the choice', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: 'rejected' });
    const store = createConsentStore({ storage });
    store.start();
    store.reopen();
    expect(store.getState()).toEqual({ choice: 'rejected', banner: 'visible', reopened: true });
    store.accept();
    expect(store.getState().choice).toBe('accepted');
    expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe('accepted');
  });

  it('with blocked storage the banner still works for the page, without remembering', () => {
    const store = createConsentStore({ storage: blocked });
    store.start();
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(store.getState().banner).toBe('visible');
    store.accept();
    expect(store.getState()).toEqual({ choice: 'accepted', banner: 'hidden', reopened: false });
  });
});

describe('Google Analytics measurement id', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is optional, trimmed, and a malformed one names the variable', () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '');
    expect(publicEnv.gaId).toBeUndefined();
    vi.stubEnv('NEXT_PUBLIC_GA_ID', ' G-TEST123 ');
    expect(publicEnv.gaId).toBe('G-TEST123');
    vi.stubEnv('NEXT_PUBLIC_GA_ID', 'UA-1234-1');
    expect(() => publicEnv.gaId).toThrow(/NEXT_PUBLIC_GA_ID/);
  });
});
