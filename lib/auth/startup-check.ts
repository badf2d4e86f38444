import { productionConfigProblems, settingProblems } from '@/lib/config/env';

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

/**
 * Run when the server starts, before anything reads a setting: a setting that fails validation
 * would make every request fail with 500, so the server exits with one line naming it.
 */
export function exitOnInvalidSettings(): void {
  const problems = settingProblems();
  if (!problems.length) return;
  console.error(`✖ Refusing to start, invalid setting: ${problems.join('; ')}`);
  process.exit(1);
}
