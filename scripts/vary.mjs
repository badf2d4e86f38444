// Vary values from every layer add up: the proxy names the request headers a page's language
// depends on (Accept-Language, Cookie), and Next's page rendering then sets its own Vary, which
// would otherwise replace them. Plain Node, used by scripts/serve.mjs.

/** The union of two Vary values (case-insensitive, first spelling kept); `*` wins. */
export function mergeVaryValues(existing, added) {
  const list = (value) =>
    (Array.isArray(value) ? value.join(',') : String(value ?? ''))
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const out = [];
  const seen = new Set();
  for (const name of [...list(existing), ...list(added)]) {
    if (name === '*') return '*';
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out.join(', ');
}

/** Makes `res.setHeader('Vary', …)` add to the Vary already set instead of replacing it. */
export function accumulateVary(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (String(name).toLowerCase() === 'vary' && res.hasHeader('vary')) value = mergeVaryValues(res.getHeader('vary'), value);
    return setHeader(name, value);
  };
  return res;
}
