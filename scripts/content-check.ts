// Reads every file of content/ with the schemas the server reads them with, and fails naming the
// first file they refuse. `npm run build` and the type check run it first.
import { loadContent } from '../lib/content/store';

try {
  const c = loadContent();
  console.log(`content: ${c.posts.length} posts, ${c.ebooks.length} e-books, ${c.services.length} service pages checked.`);
} catch (error) {
  console.error(`\n✖ Content error — fix this file:\n  - ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
