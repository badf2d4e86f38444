import { productionConfigProblems } from '@/lib/config/env';

/**
 * Run when the server starts: a production server without a public origin or a signing secret
 * (or with an unsafe one) exits at once, naming the variable, instead of building links from
 * request headers or signing sessions with a throwaway secret.
 */
export function exitOnUnsafeProductionConfig(): void {
  const problems = productionConfigProblems();
  if (!problems.length) return;
  console.error(`\n✖ Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
