/** Per-language SEO title templates; the strings live in messages (SeoTemplates). */
export const SEO_TEMPLATE_KEYS = ['howTo', 'comparison', 'guide', 'troubleshooting', 'trends'] as const;
export type SeoTemplateKey = (typeof SEO_TEMPLATE_KEYS)[number];
export const SEO_PLACEHOLDERS = ['action', 'technology', 'context', 'technology1', 'technology2', 'year', 'audience'] as const;
export type SeoPlaceholder = (typeof SEO_PLACEHOLDERS)[number];

/**
 * Fills a title template. An unknown placeholder or a missing value throws, so a title never
 * reaches a reader with "{technology}" left in it.
 */
export function formatSeoTitle(template: string, values: Partial<Record<SeoPlaceholder, string | number>>): string {
  const used = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  for (const name of used) {
    if (!(SEO_PLACEHOLDERS as readonly string[]).includes(name)) throw new Error(`Unknown SEO placeholder: {${name}}`);
  }
  const filled = template.replace(/\{(\w+)\}/g, (_, name: SeoPlaceholder) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing value for SEO placeholder {${name}}`);
    return String(value).trim();
  });
  return filled.replace(/\s+/g, ' ').trim();
}
