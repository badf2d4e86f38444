import { z } from 'zod';
import { SERVICE_KEYS, type ServiceKey } from '@/lib/config/catalogue';

/** The catalogue's prices, one file for every language: staff edit it in the content editor. */
export const PRICES_FILE = 'content/prices.json';

/** The largest catalogue price the editor takes, in reais. */
export const PRICE_MAX_BRL = 1_000_000;

/** content/prices.json: every service's price in reais (cents at most), or null for "upon request". */
export const pricesSchema = z.strictObject(
  Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      z
        .number()
        .positive()
        .max(PRICE_MAX_BRL)
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimal places')
        .nullable(),
    ]),
  ) as Record<ServiceKey, z.ZodNullable<z.ZodNumber>>,
);

/** Why a prices file is refused (the first problem, naming its service), or null. */
export function pricesProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = pricesSchema.safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.') || 'prices'}: ${issue.message}`;
}
