/** Flattens a messages object into "Namespace.key" → string for the client string context. */
export function flattenMessages(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out[prefix] = value;
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, `${prefix}.${k}`);
  };
  for (const ns of namespaces) walk(messages[ns], ns);
  return out;
}
