import 'server-only';
import { and, or, sql, type SQL } from 'drizzle-orm';

/*
 * Keyset pagination: the next page is the rows after the last one read, compared on the sort's
 * own keys, so reading a long list in batches stays cheap and never skips or repeats a row that
 * did not change meanwhile. The last row's keys travel as text (a timestamp read into a JS Date
 * would lose its microseconds) and are cast back for the comparison.
 */

export interface SortKey {
  expr: SQL;
  dir: 'asc' | 'desc';
  /** The Postgres type the key is compared as. */
  type: 'text' | 'integer' | 'uuid' | 'timestamptz';
  /** Nulls sort last, whatever the direction. */
  nullable?: boolean;
}

/** A position in a sorted list: the keys of the last row read, as text. */
export type Cursor = (string | null)[];

/** The ORDER BY of the keys (the last of them must make every row's position unique). */
export function keysetOrder(keys: readonly SortKey[]): SQL[] {
  return keys.map((k) => sql`${k.expr} ${sql.raw(k.dir === 'asc' ? 'asc' : 'desc')}${sql.raw(k.nullable ? ' nulls last' : '')}`);
}

/** A column to select with the rows: their cursor (JSON text of the keys). */
export function keysetCursor(keys: readonly SortKey[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    keys.map((k) => sql`(${k.expr})::text`),
    sql`, `,
  )})::text`;
}

/** The rows that come after `cursor` in the order of `keys`. */
function keysetAfter(keys: readonly SortKey[], cursor: Cursor): SQL {
  const value = (i: number) => sql`${cursor[i]}::${sql.raw(keys[i]!.type)}`;
  const equal = (i: number) => (cursor[i] === null ? sql`${keys[i]!.expr} is null` : sql`${keys[i]!.expr} = ${value(i)}`);
  const beyond = (i: number): SQL | undefined => {
    const k = keys[i]!;
    // Nothing sorts after a null but other nulls, told apart by the next keys.
    if (cursor[i] === null) return undefined;
    const past = k.dir === 'asc' ? sql`${k.expr} > ${value(i)}` : sql`${k.expr} < ${value(i)}`;
    return k.nullable ? or(past, sql`${k.expr} is null`) : past;
  };
  // (k0 beyond) or (k0 equal and ((k1 beyond) or (k1 equal and …)))
  let after: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const rest = after ? and(equal(i), after) : undefined;
    after = beyond(i) && rest ? or(beyond(i), rest) : (beyond(i) ?? rest);
  }
  if (!after) return sql`false`;
  // A plain bound on the first key as well, so an index on it can start the scan there.
  const first = keys[0]!;
  if (first.nullable || cursor[0] === null) return after;
  return and(first.dir === 'asc' ? sql`${first.expr} >= ${value(0)}` : sql`${first.expr} <= ${value(0)}`, after)!;
}

/**
 * Reads a list in batches: `read` runs the list's query with the given filter, order and limit,
 * selecting `cursor: keysetCursor(keys)` with its rows.
 */
export function keysetBatches<Row extends { cursor: string }>(
  keys: readonly SortKey[],
  where: SQL | undefined,
  read: (page: { where: SQL | undefined; order: SQL[]; limit: number }) => Promise<Row[]>,
): (last: Row | null, limit: number) => Promise<Row[]> {
  const order = keysetOrder(keys);
  return (last, limit) => read({ where: last ? and(where, keysetAfter(keys, JSON.parse(last.cursor) as Cursor)) : where, order, limit });
}
