/*
 * The cookie-consent state machine: what the visitor chose (kept in localStorage) and whether the
 * banner shows. Pure transitions plus a small store with injectable storage and timers, so the
 * rules are unit-tested without a browser; no module state until `consentStore()` is called.
 */

/** localStorage key holding the visitor's choice: 'accepted' or 'rejected'. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** The banner shows this long after the page has loaded, when no choice is stored. */
export const BANNER_DELAY_MS = 2000;
/** Elements that reopen the banner when clicked (the footer's 'Preferências de cookies', rendered by the server). */
export const OPEN_PREFERENCES_SELECTOR = '[data-cookie-preferences]';

export type ConsentChoice = 'accepted' | 'rejected';

/** `idle`: not started (server render, before load); `waiting`: the delay runs; then visible or hidden. */
export type BannerState = 'idle' | 'waiting' | 'visible' | 'hidden';

export interface ConsentState {
  choice: ConsentChoice | null;
  banner: BannerState;
  /** The banner was opened on request (focus moves into it), not by the delay. */
  reopened: boolean;
}

export type ConsentEvent =
  | { type: 'start'; stored: ConsentChoice | null }
  | { type: 'delayElapsed' }
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'close' }
  | { type: 'reopen' };

export const INITIAL_CONSENT: ConsentState = { choice: null, banner: 'idle', reopened: false };

/** A stored value as a choice; anything else (missing, garbage) is no choice. */
export function parseConsent(value: unknown): ConsentChoice | null {
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'start':
      // Opened on request before the page finished loading: keep it open, learn the stored choice.
      if (state.banner !== 'idle') return state.choice || !event.stored ? state : { ...state, choice: event.stored };
      return event.stored
        ? { choice: event.stored, banner: 'hidden', reopened: false }
        : { choice: null, banner: 'waiting', reopened: false };
    case 'delayElapsed':
      return state.banner === 'waiting' ? { ...state, banner: 'visible' } : state;
    case 'accept':
      return { choice: 'accepted', banner: 'hidden', reopened: false };
    case 'reject':
      return { choice: 'rejected', banner: 'hidden', reopened: false };
    case 'close':
      // Hidden for this page only: nothing is stored, so the banner comes back on the next visit.
      return { ...state, banner: 'hidden', reopened: false };
    case 'reopen':
      return { ...state, banner: 'visible', reopened: true };
  }
}

/** The part of Web Storage the store uses. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice; blocked or failing storage reads as no choice. */
export function readConsent(storage: ConsentStorage | null): ConsentChoice | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; false when storage is blocked or full (the choice then holds for this page only). */
export function writeConsent(storage: ConsentStorage | null, choice: ConsentChoice): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** window.localStorage, or null where reading it throws (blocked cookies, sandboxed frames) or there is no window. */
export function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ConsentStoreOptions {
  storage: ConsentStorage | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  delayMs?: number;
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** Reads the stored choice and, when there is none, shows the banner after the delay. Runs once. */
  start(): void;
  accept(): void;
  reject(): void;
  /** Hides the banner without storing anything. */
  close(): void;
  /** Shows the banner again to change the choice. */
  reopen(): void;
}

export function createConsentStore({
  storage,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  delayMs = BANNER_DELAY_MS,
}: ConsentStoreOptions): ConsentStore {
  let state = INITIAL_CONSENT;
  let timer: unknown = null;
  let started = false;
  const listeners = new Set<() => void>();

  const dispatch = (event: ConsentEvent) => {
    const next = consentReducer(state, event);
    if (next === state) return;
    state = next;
    if (state.banner !== 'waiting' && timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    for (const listener of listeners) listener();
  };

  const choose = (choice: ConsentChoice) => {
    writeConsent(storage, choice);
    dispatch({ type: choice === 'accepted' ? 'accept' : 'reject' });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      dispatch({ type: 'start', stored: readConsent(storage) });
      if (state.banner === 'waiting') {
        timer = setTimer(() => {
          timer = null;
          dispatch({ type: 'delayElapsed' });
        }, delayMs);
      }
    },
    accept: () => choose('accepted'),
    reject: () => choose('rejected'),
    close: () => dispatch({ type: 'close' }),
    reopen: () => dispatch({ type: 'reopen' }),
  };
}

let shared: ConsentStore | null = null;

/** The page's one store, on the browser's localStorage. */
export function consentStore(): ConsentStore {
  shared ??= createConsentStore({ storage: browserStorage() });
  return shared;
}
