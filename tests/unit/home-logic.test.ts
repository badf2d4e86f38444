import { describe, expect, it } from 'vitest';
import { pad2, resolveOfferEnd, timeLeft, OFFER_WINDOW_MS } from '@/lib/countdown';
import { INITIAL_STATS, nextTickerIndex, randomStats } from '@/lib/live-stats';
import { toPartnerCard } from '@/lib/partners/card';
import { calculateRoi } from '@/lib/roi';

describe('ROI calculator', () => {
  it('gives the defaults: MSP 990, new IT 3000, monthly 3600, yearly 43200, ROI 364', () => {
    expect(calculateRoi({ devices: 10, currentCost: 5000, downtimeHours: 4 })).toEqual({
      mspCost: 990,
      newITCost: 3000,
      monthlySavings: 3600,
      yearlySavings: 43200,
      roi: 364,
    });
  });
  it('rounds every result', () => {
    expect(calculateRoi({ devices: 3, currentCost: 1234.56, downtimeHours: 1.25 })).toEqual({
      mspCost: 297,
      newITCost: 741,
      monthlySavings: 994,
      yearlySavings: 11926,
      roi: 335,
    });
  });
  it('shows 0s, never NaN, for bad or empty input', () => {
    const r = calculateRoi({ devices: '', currentCost: 'abc', downtimeHours: undefined });
    expect(r).toEqual({ mspCost: 0, newITCost: 0, monthlySavings: 0, yearlySavings: 0, roi: 0 });
    expect(Object.values(calculateRoi({ devices: 0, currentCost: 100, downtimeHours: 0 })).every(Number.isFinite)).toBe(true);
  });
});

describe('live stats', () => {
  it('start at the spec values', () => {
    expect(INITIAL_STATS).toEqual({ activeClients: 500, activeClientsNow: 347, problemsSolvedToday: 23, clientSatisfaction: '4.9' });
  });
  it('stay inside their ranges at the extremes', () => {
    for (const r of [() => 0, () => 0.9999999, Math.random]) {
      const s = randomStats(r);
      expect(s.activeClients).toBeGreaterThanOrEqual(485);
      expect(s.activeClients).toBeLessThanOrEqual(535);
      expect(s.activeClientsNow).toBeGreaterThanOrEqual(320);
      expect(s.activeClientsNow).toBeLessThanOrEqual(380);
      expect(s.problemsSolvedToday).toBeGreaterThanOrEqual(18);
      expect(s.problemsSolvedToday).toBeLessThanOrEqual(35);
      expect(Number(s.clientSatisfaction)).toBeGreaterThanOrEqual(4.8);
      expect(Number(s.clientSatisfaction)).toBeLessThanOrEqual(5);
      expect(s.clientSatisfaction).toMatch(/^\d\.\d$/);
    }
  });
  it('ticker cycles through its messages', () => {
    expect(nextTickerIndex(8, 10)).toBe(9);
    expect(nextTickerIndex(9, 10)).toBe(0);
  });
});

describe('offer countdown', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('sets now + 48 h when nothing is stored or the time has passed', () => {
    expect(resolveOfferEnd(null, now)).toEqual({ end: now + OFFER_WINDOW_MS, renewed: true });
    expect(resolveOfferEnd(String(now - 1), now)).toEqual({ end: now + OFFER_WINDOW_MS, renewed: true });
    expect(resolveOfferEnd('garbage', now).renewed).toBe(true);
  });
  it('keeps a stored future end', () => {
    expect(resolveOfferEnd(String(now + 5000), now)).toEqual({ end: now + 5000, renewed: false });
  });
  it('splits the time left into Horas / Min / Seg', () => {
    expect(timeLeft(now + OFFER_WINDOW_MS, now)).toEqual({ hours: 48, minutes: 0, seconds: 0 });
    expect(timeLeft(now + 3_661_000, now)).toEqual({ hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeft(now - 10, now)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(pad2(7)).toBe('07');
  });
});

describe('partner cards', () => {
  const base = { id: '1', name: 'P', stateCode: 'RS', city: 'Porto Alegre' };
  it('shows the first territory state and up to 6 cities', () => {
    const card = toPartnerCard({
      ...base,
      territories: [
        { stateCode: 'SC', cities: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
        { stateCode: 'PR', cities: ['x'] },
      ],
    });
    expect(card).toMatchObject({ stateCode: 'SC', cities: ['a', 'b', 'c', 'd', 'e', 'f'], region: 'SC' });
  });
  it("falls back to the partner's own city when there are no territory cities", () => {
    expect(toPartnerCard({ ...base, territories: [{ stateCode: 'RS', cities: [] }] }).cities).toEqual(['Porto Alegre']);
    expect(toPartnerCard({ ...base, territories: [] }).cities).toEqual(['Porto Alegre']);
  });
  it("region falls back to the partner's state_code, then to 'Brasil'", () => {
    expect(toPartnerCard({ ...base, territories: [] }).region).toBe('RS');
    expect(toPartnerCard({ ...base, stateCode: null, city: null, territories: [] })).toMatchObject({ region: 'Brasil', cities: [] });
  });
});

describe('catalogue prices', () => {
  it('keeps prices as numbers and formats them per locale', async () => {
    const { servicePrice } = await import('@/lib/catalogue');
    const nb = (s: string) => s.replace(/ /g, '\u00a0');
    expect(servicePrice('iot', 'pt')).toEqual({
      money: { amount: 29998, currency: 'BRL' },
      display: nb('R$ 29.998,00'),
      periodKey: 'initialPackage',
    });
    expect(servicePrice('iot', 'en')).toMatchObject({ money: { amount: 5999.6, currency: 'USD' }, display: '$5,999.60' });
    expect(servicePrice('email', 'es')).toMatchObject({ money: { amount: 5.98, currency: 'USD' }, display: '$5,98' });
    expect(servicePrice('email', 'pt').display).toBe(nb('R$ 29,90'));
    expect(servicePrice('newSmartCloud', 'en')).toEqual({ money: null, display: null, periodKey: 'onDemand' });
  });

  it('headline offer prices drop the cents only when whole', async () => {
    const { formatMoney, localPrice } = await import('@/lib/config/catalogue');
    expect(formatMoney(localPrice(99, 'pt'), 'pt', { whole: true })).toBe('R$\u00a099');
    expect(formatMoney(localPrice(141.43, 'en'), 'en', { whole: true })).toBe('$28.29');
    expect(formatMoney(localPrice(2500, 'en'), 'en', { whole: true })).toBe('$500');
  });
});
