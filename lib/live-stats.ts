import { LIVE_STATS } from '@/lib/config/company';

export interface LiveStats {
  activeClients: number;
  activeClientsNow: number;
  problemsSolvedToday: number;
  /** One decimal, as a string. */
  clientSatisfaction: string;
}

export const INITIAL_STATS: LiveStats = {
  activeClients: LIVE_STATS.activeClients.initial,
  activeClientsNow: LIVE_STATS.activeClientsNow.initial,
  problemsSolvedToday: LIVE_STATS.problemsSolvedToday.initial,
  clientSatisfaction: LIVE_STATS.clientSatisfaction.initial.toFixed(1),
};

const intBetween = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));

/** New values inside the ranges. */
export function randomStats(random: () => number = Math.random): LiveStats {
  const s = LIVE_STATS;
  const satisfaction = s.clientSatisfaction.min + random() * (s.clientSatisfaction.max - s.clientSatisfaction.min);
  return {
    activeClients: intBetween(s.activeClients.min, s.activeClients.max, random),
    activeClientsNow: intBetween(s.activeClientsNow.min, s.activeClientsNow.max, random),
    problemsSolvedToday: intBetween(s.problemsSolvedToday.min, s.problemsSolvedToday.max, random),
    clientSatisfaction: Math.min(s.clientSatisfaction.max, Math.max(s.clientSatisfaction.min, satisfaction)).toFixed(1),
  };
}

/** The ticker's next index, cycling through its messages. */
export function nextTickerIndex(current: number, length: number): number {
  return length > 0 ? (current + 1) % length : 0;
}
