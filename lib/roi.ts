import { ROI } from '@/lib/config/catalogue';

export interface RoiInput {
  devices: number;
  currentCost: number;
  downtimeHours: number;
}

export interface RoiResult {
  newITCost: number;
  monthlySavings: number;
  yearlySavings: number;
  roi: number;
  mspCost: number;
}

/** Any bad or empty input counts as 0, so results are never NaN or infinite. */
function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

/** formulas, every result rounded. */
export function calculateRoi(input: Partial<Record<keyof RoiInput, unknown>>): RoiResult {
  const devices = num(input.devices);
  const currentCost = num(input.currentCost);
  const hours = num(input.downtimeHours);
  const mspCost = devices * ROI.mspPricePerDevice;
  const newITCost = currentCost * ROI.costFactorAfter;
  const downtimeSavings = hours * ROI.downtimeHourCost * ROI.downtimeRecovered;
  const monthlySavings = currentCost - newITCost + downtimeSavings;
  const yearlySavings = monthlySavings * 12;
  const roi = mspCost > 0 ? ((monthlySavings * 12) / (mspCost * 12)) * 100 : 0;
  const round = (n: number) => (Number.isFinite(n) ? Math.round(n) : 0);
  return {
    newITCost: round(newITCost),
    monthlySavings: round(monthlySavings),
    yearlySavings: round(yearlySavings),
    roi: round(roi),
    mspCost: round(mspCost),
  };
}

export type RoiFigures = Record<keyof RoiResult, string>;

const formatters = new Map<string, { money: Intl.NumberFormat; percent: Intl.NumberFormat }>();

/**
 * The results as shown. Formatters are built once per language: the first currency formatter a
 * browser builds costs tens of milliseconds (locale data), so the calculator only builds one once
 * the visitor changes a number; the defaults arrive formatted from the server.
 */
export function formatRoi(result: RoiResult, languageTag: string): RoiFigures {
  let f = formatters.get(languageTag);
  if (!f) {
    f = {
      money: new Intl.NumberFormat(languageTag, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }),
      percent: new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }),
    };
    formatters.set(languageTag, f);
  }
  return {
    mspCost: f.money.format(result.mspCost),
    newITCost: f.money.format(result.newITCost),
    monthlySavings: f.money.format(result.monthlySavings),
    yearlySavings: f.money.format(result.yearlySavings),
    roi: `${f.percent.format(result.roi)}%`,
  };
}

export const ROI_DEFAULT_INPUTS = {
  devices: String(ROI.defaults.devices),
  currentCost: String(ROI.defaults.currentCost),
  downtimeHours: String(ROI.defaults.downtimeHours),
};
