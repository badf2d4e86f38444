import { OFFER } from '@/lib/config/catalogue';

export const OFFER_WINDOW_MS = OFFER.windowHours * 60 * 60 * 1000;

/** Offer countdown: a stored end time in the future is kept; otherwise now + 48 h. */
export function resolveOfferEnd(stored: string | null, now: number): { end: number; renewed: boolean } {
  const value = stored === null ? NaN : Number(stored);
  if (Number.isFinite(value) && value > now) return { end: value, renewed: false };
  return { end: now + OFFER_WINDOW_MS, renewed: true };
}

/** Hours / minutes / seconds left, never negative. */
export function timeLeft(end: number, now: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
