// Extracts the test fixtures in tests/fixtures/zulip-openapi/ from the public OpenAPI
// description of the Zulip API (Apache-2.0), so that the test suite runs without ../shared:
//   examples.json  the POST /register example and every event example of GET /events
//   schemas.json   every response schema and every event schema (descriptions and examples
//                  dropped, $refs kept and resolvable inside the file)
// Usage: node scripts/extract-openapi-fixtures.mjs [path/to/zulip-openapi.yaml [out-dir]]
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const input = process.argv[2] ?? path.join(root, '..', 'shared', 'reference', 'zulip-openapi.yaml');
const outDir = process.argv[3] ?? path.join(root, 'tests', 'fixtures', 'zulip-openapi');

const SOURCE = {
  repository: 'https://github.com/zulip/zulip',
  path: 'zerver/openapi/zulip.yaml',
  commit: '4cb9fb0d5a2d39cf486f2ec782ffda4d81fccb1d',
  license: 'Apache-2.0',
  zulip_feature_level: 330,
  extracted_by: 'scripts/extract-openapi-fixtures.mjs',
};

const doc = parse(fs.readFileSync(input, 'utf8'));

/** A schema without prose and examples: only what validation reads. */
function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'description' || k === 'example' || k === 'examples' || k.startsWith('x-')) continue;
    // `properties` maps names to schemas: a property may itself be called "description".
    out[k] =
      k === 'properties'
        ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, strip(s)]))
        : strip(v);
  }
  return out;
}

function deref(node) {
  if (!node?.$ref) return node;
  const parts = node.$ref.replace(/^#\//, '').split('/');
  return deref(parts.reduce((o, p) => o[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc));
}

/** The JSON schema of a response object (which may itself be a $ref to components.responses). */
function responseSchema(response) {
  return deref(response)?.content?.['application/json']?.schema;
}

/** The `enum` value of `type` or `op` in an event schema, looking through allOf and $refs. */
function constOf(schema, name) {
  const s = deref(schema);
  const prop = deref(s?.properties?.[name]);
  const fromProp = prop?.enum?.[0] ?? prop?.allOf?.map(deref).find((p) => p.enum)?.enum?.[0];
  if (fromProp !== undefined) return fromProp;
  for (const part of s?.allOf ?? []) {
    const v = constOf(part, name);
    if (v !== undefined) return v;
  }
  return undefined;
}

function exampleOf(schema) {
  const s = deref(schema);
  if (s.example) return s.example;
  for (const part of s.allOf ?? []) {
    const e = exampleOf(part);
    if (e) return e;
  }
  return undefined;
}

const eventsSchema = responseSchema(doc.paths['/events'].get.responses['200']);
const eventItems = eventsSchema.allOf[1].properties.events.items.oneOf;
const registerSchema = responseSchema(doc.paths['/register'].post.responses['200']);

const events = eventItems.map((schema) => ({
  type: constOf(schema, 'type'),
  op: constOf(schema, 'op') ?? null,
  example: exampleOf(schema) ?? null,
}));

const examples = {
  source: SOURCE,
  register: registerSchema.allOf.map(deref).find((s) => s.example).example,
  events,
};

const paths = {};
for (const [p, ops] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    if (!op?.responses) continue;
    const responses = {};
    for (const [code, response] of Object.entries(op.responses)) {
      const schema = responseSchema(response);
      if (schema) responses[code] = strip(schema);
    }
    paths[p] = { ...paths[p], [method]: responses };
  }
}

const schemas = {
  source: SOURCE,
  components: { schemas: strip(doc.components.schemas) },
  paths,
  events: eventItems.map((schema) => ({
    type: constOf(schema, 'type'),
    op: constOf(schema, 'op') ?? null,
    schema: strip(schema),
  })),
};

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'examples.json'), `${JSON.stringify(examples, null, 1)}\n`);
fs.writeFileSync(path.join(outDir, 'schemas.json'), `${JSON.stringify(schemas)}\n`);
console.log(
  `Wrote ${events.length} events (${events.filter((e) => e.example).length} with examples) and ` +
    `${Object.keys(paths).length} paths to ${path.relative(root, outDir)}`,
);
