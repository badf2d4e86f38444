import type { ServerResponse } from 'node:http';

export function mergeVaryValues(
  existing: string | number | readonly string[] | undefined,
  added: string | number | readonly string[] | undefined,
): string;
export function accumulateVary<T extends ServerResponse>(res: T): T;
