// Compiles content/ (blog posts, e-books) into .content-collections/generated, and fails with a
// clear message when any file is broken (the Next plugin would only log it and drop the file).
// `npm run build`, the type check and the unit tests run it first.
import { createBuilder } from '@content-collections/core';

const builder = await createBuilder(new URL('../content-collections.ts', import.meta.url).pathname);
const problems = [];
const name = (e) => e.file?.filePath ?? e.filePath ?? e.collection?.name ?? 'content';
builder.on('collector:read-error', (e) => problems.push(`${e.filePath}: cannot read (${e.error.message})`));
builder.on('collector:parse-error', (e) => problems.push(`${e.filePath}: invalid frontmatter (${e.error.message})`));
builder.on('transformer:validation-error', (e) => problems.push(`${e.collection.directory}/${name(e)}: ${e.error.message}`));
builder.on('transformer:error', (e) => problems.push(`${e.collection.directory}: ${e.error.message}`));
builder.on('transformer:result-error', (e) => problems.push(`${e.collection.directory}: ${e.error.message}`));
await builder.build();
if (problems.length) {
  console.error(`\n✖ Content errors — fix these files:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
