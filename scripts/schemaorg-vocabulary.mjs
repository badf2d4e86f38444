// Writes the part of a schema.org release the structured-data validator reads (types with their
// parents, properties with their domains) to tests/http/fixtures/schemaorg-vocabulary.json, so the
// check runs offline. Usage: node scripts/schemaorg-vocabulary.mjs <schemaorg-all-https.jsonld> <version>
// (the release file is data/releases/<version>/schemaorg-all-https.jsonld in schema.org's repository).
import { readFile, writeFile } from 'node:fs/promises';

const [source, version] = process.argv.slice(2);
if (!source || !version) {
  console.error('Usage: node scripts/schemaorg-vocabulary.mjs <schemaorg-all-https.jsonld> <version>');
  process.exit(1);
}
const release = JSON.parse(await readFile(source, 'utf8'));
const KEEP = ['@id', '@type', 'rdfs:subClassOf', 'schema:domainIncludes'];
const graph = release['@graph']
  .filter((entity) => entity['@id'].startsWith('schema:') && (entity['@type'] === 'rdfs:Class' || entity['@type'] === 'rdf:Property'))
  .map((entity) => Object.fromEntries(KEEP.filter((key) => key in entity).map((key) => [key, entity[key]])))
  .sort((a, b) => a['@id'].localeCompare(b['@id']));
const out = {
  about: `schema.org vocabulary ${version} (schemaorg-all-https.jsonld), types and properties only; schema.org is licensed CC BY-SA 3.0`,
  version,
  '@graph': graph,
};
await writeFile('tests/http/fixtures/schemaorg-vocabulary.json', `${JSON.stringify(out, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`${graph.length} types and properties of schema.org ${version}`);
