/* List helpers of the tag inputs (cities and the like). Pure, so forms ship them with the page. */

/** The list without the tag at `index`. */
export function removeTag(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

/**
 * Splits what is in the tag input when it holds commas: the finished names before the last
 * comma are committed, the text after it stays in the input.
 */
export function splitPending(value: string): { commit: string; pending: string } {
  const cut = value.lastIndexOf(',');
  return cut === -1 ? { commit: '', pending: value } : { commit: value.slice(0, cut), pending: value.slice(cut + 1).trimStart() };
}
