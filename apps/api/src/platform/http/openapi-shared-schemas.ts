type Json = Record<string, unknown>;

/** Schemas at least this long (characters of JSON) that appear twice or more become shared components. */
const MIN_LENGTH = 1500;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const isSchema = (node: unknown): node is Json =>
  !!node &&
  typeof node === 'object' &&
  !Array.isArray(node) &&
  ((node as Json).type === 'object' || (node as Json).type === 'array');

const pascal = (word: string) => word.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * A readable, stable name: the schema's `title` when it has one, else where it is first met — the operation, body or
 * answer, and the properties leading to it (`Item` for an array's items).
 */
function nameFor(schema: Json, operationId: string, where: string[]): string {
  if (typeof schema.title === 'string') return pascal(schema.title);
  const parts = [pascal(operationId), where[0] === 'requestBody' ? 'Body' : 'Answer'];
  for (let i = 0; i < where.length; i++) {
    if (where[i] === 'properties' && where[i + 1]) parts.push(pascal(where[++i]));
    else if (where[i] === 'items' && where[i - 1] !== 'properties') parts.push('Item');
  }
  return parts.join('');
}

interface Found {
  count: number;
  schema: Json;
  name: string;
}

/** Every operation of the document in a fixed order (sorted paths), so that names do not depend on route order. */
function operations(document: Json): { operationId: string; operation: Json }[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  return Object.keys(paths)
    .sort()
    .flatMap((path) =>
      METHODS.filter((m) => paths[path][m]).map((m) => ({
        operationId: String(paths[path][m].operationId ?? `${m}${path}`),
        operation: paths[path][m],
      })),
    );
}

/** Counts the large schemas under `node` (itself included when `withRoot`), keyed by their JSON. */
function count(node: unknown, found: Map<string, Found>, operationId: string, where: string[], withRoot: boolean) {
  if (!node || typeof node !== 'object') return;
  if (withRoot && isSchema(node)) {
    const json = JSON.stringify(node);
    if (json.length >= MIN_LENGTH) {
      const seen = found.get(json);
      if (seen) seen.count++;
      else found.set(json, { count: 1, schema: node, name: nameFor(node, operationId, where) });
    }
  }
  for (const [key, child] of Object.entries(node)) count(child, found, operationId, [...where, key], true);
}

/** The shared schemas under `node` that are not inside another shared one: those this pass makes components. */
function outermostShared(node: unknown, isShared: (json: string) => boolean, into: Set<string>, withRoot: boolean) {
  if (!node || typeof node !== 'object') return;
  if (withRoot && isSchema(node)) {
    const json = JSON.stringify(node);
    if (json.length >= MIN_LENGTH && isShared(json)) {
      into.add(json);
      return;
    }
  }
  for (const child of Object.values(node)) outermostShared(child, isShared, into, true);
}

/** Replaces, top down, each schema whose JSON is shared by a reference to its component. */
function replace(node: unknown, shared: Map<string, string>, withRoot: boolean): unknown {
  if (!node || typeof node !== 'object') return node;
  if (withRoot && isSchema(node)) {
    const name = shared.get(JSON.stringify(node));
    if (name) return { $ref: `#/components/schemas/${name}` };
  }
  if (Array.isArray(node)) return node.map((child) => replace(child, shared, true));
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, replace(child, shared, true)]));
}

/**
 * Large schemas repeated across operations (a company's settings answered by fifty calls, an order's detail by
 * twenty) are written once under `components.schemas` and referred to, so the document and the client's types stay
 * small. Passes repeat until nothing large is repeated: what is shared inside a shared schema is shared next.
 */
export function shareSchemas(document: Json): Json {
  const components = { ...((document.components ?? {}) as Json) };
  const schemas = { ...((components.schemas ?? {}) as Json) };
  const byJson = new Map<string, string>(Object.entries(schemas).map(([name, s]) => [JSON.stringify(s), name]));
  let paths = document.paths as Json;
  for (;;) {
    const found = new Map<string, Found>();
    for (const { operationId, operation } of operations({ paths })) count(operation, found, operationId, [], false);
    for (const [name, schema] of Object.entries(schemas)) count(schema, found, name, [], false);
    const isShared = (json: string) => byJson.has(json) || (found.get(json)?.count ?? 0) > 1;
    const outermost = new Set<string>();
    outermostShared(paths, isShared, outermost, false);
    for (const schema of Object.values(schemas)) outermostShared(schema, isShared, outermost, false);
    if (outermost.size === 0) break;
    for (const json of outermost) {
      const f = found.get(json);
      if (byJson.has(json) || !f) continue;
      let name = f.name;
      for (let n = 2; name in schemas; n++) name = `${f.name}${n}`;
      schemas[name] = f.schema;
      byJson.set(json, name);
    }
    const now = new Map([...outermost].map((json) => [json, byJson.get(json) as string]));
    paths = replace(paths, now, false) as Json;
    for (const [name, schema] of Object.entries(schemas)) schemas[name] = replace(schema, now, false);
  }
  return { ...document, paths, components: { ...components, schemas } };
}
