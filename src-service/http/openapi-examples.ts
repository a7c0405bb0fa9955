// Examples for the document, made from the schemas themselves: a schema's own `examples`
// (or default, const, first enum value) where it has one, otherwise the smallest value of its
// type that meets its rules. So every body and answer shows one, and none can contradict its
// schema (the contract test validates them all).
type Schema = Record<string, unknown>;
type Doc = { components?: { schemas?: Record<string, Schema> }; paths?: Record<string, Record<string, Operation>> };
type Media = { schema?: Schema; example?: unknown; examples?: unknown };
type Operation = { requestBody?: { content?: Record<string, Media> }; responses?: Record<string, { content?: Record<string, Media> }> };

const SAMPLE_TIME = '2026-01-01T12:00:00.000Z';

/** A value that `schema` accepts (for the schemas this service declares). */
function sampleOf(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (typeof schema.$ref === 'string') return sampleOf(components[schema.$ref.split('/').pop()!], components, depth + 1);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0], components, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(properties)) {
        // Optional fields only when they say what they hold with an example of their own.
        if (!required.has(name) && !(Array.isArray(prop.examples) && prop.examples.length > 0)) continue;
        const value = sampleOf(prop, components, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'array': {
      const item = sampleOf(schema.items as Schema | undefined, components, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
    }
    case 'string':
      if (schema.format === 'date-time') return SAMPLE_TIME;
      if (schema.format === 'uri') return 'http://127.0.0.1:7717/';
      if (schema.format === 'binary') return undefined;
      return 'text'.padEnd(Number(schema.minLength ?? 0), 'x');
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 0), Math.min(1, Number(schema.maximum ?? 1)));
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** Adds an example to every JSON request body and answer that has none. */
export function addExamples<D extends Doc>(doc: D): D {
  const components = doc.components?.schemas ?? {};
  const fill = (content: Record<string, Media> | undefined) => {
    const media = content?.['application/json'];
    if (!media?.schema || media.example !== undefined || media.examples !== undefined) return;
    const example = sampleOf(media.schema, components);
    if (example !== undefined) media.example = example;
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      fill(op.requestBody?.content);
      for (const response of Object.values(op.responses ?? {})) fill(response.content);
    }
  }
  return doc;
}
