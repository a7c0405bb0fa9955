import fastJsonStringify from 'fast-json-stringify';

type Schema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * Fastify's serializer builder (its `schemaController.compilersFactory.buildSerializer`), made
 * so the service answers its first request in a blink: Fastify's own builds a fast-json-stringify
 * writer for every answer of every route while the app starts, and each build checks the whole
 * set of shared schemas again (half the start-up time, tens of MiB).
 *
 * Here a writer is built on the first answer that needs it, from the route's schema and only
 * the shared schemas it refers to, and is shared by every answer with the same schema (most
 * error answers are alike). What it writes is what fast-json-stringify writes for that schema:
 * fields the schema does not list are still left out.
 */
export function buildLazySerializer(externalSchemas: Record<string, Schema> = {}) {
  const shared = new Map<string, Serialize>();
  const build = (schema: Schema): Serialize => {
    const key = JSON.stringify(schema);
    let serialize = shared.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as never, { schema: referencedSchemas(schema, externalSchemas) as never }) as Serialize;
      shared.set(key, serialize);
    }
    return serialize;
  };
  return ({ schema }: { schema: Schema }): Serialize => {
    let serialize: Serialize | undefined;
    return (data) => (serialize ??= build(schema))(data);
  };
}

/**
 * The shared schemas `schema` refers to, directly or through one another (by `$id`, the part of
 * a `$ref` before `#`). A reference to none of them (a local `#/…`) needs none; one that is not
 * found gets them all, as Fastify's builder would give.
 */
function referencedSchemas(schema: Schema, externals: Record<string, Schema>): Record<string, Schema> {
  const found: Record<string, Schema> = {};
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        const id = v.split('#')[0];
        if (id === '' || id === schema.$id || id in found) continue;
        const target = externals[id];
        // Not a shared schema by that name: leave the resolution to fast-json-stringify, as before.
        if (!target) return withoutSelf(externals, schema);
        found[id] = target;
        pending.push(target);
      } else if (typeof v === 'object') pending.push(v);
    }
  }
  return found;
}

/** Fastify's builder leaves the answer's own schema out of the shared ones. */
function withoutSelf(externals: Record<string, Schema>, schema: Schema): Record<string, Schema> {
  if (typeof schema.$id !== 'string' || !(schema.$id in externals)) return externals;
  const rest = { ...externals };
  delete rest[schema.$id];
  return rest;
}
