// Checks HTTP answers against the served OpenAPI document: the status must be documented for
// the operation, the Content-Type must be one of that status's media types, and a JSON body
// must validate against its schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with the
// document's own components resolved). Anything else is a problem, so an undocumented status,
// content type or field fails the test that asked.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';

// ajv-formats is CommonJS; under nodenext its default export is the module object.
const addFormats = ((formatsPlugin as unknown as { default?: unknown }).default ?? formatsPlugin) as (a: Ajv2020) => Ajv2020;

export type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, object>;
    responses?: Record<string, Response>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  };
};
export type Media = { schema?: Record<string, unknown>; example?: unknown };
export type Response = { description: string; content?: Record<string, Media>; $ref?: string };
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Record<string, unknown>;
  example?: unknown;
};
type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, Response>;
};

/** An operation of the document, where it is. */
export interface DocOperation {
  path: string;
  method: string;
  op: Operation;
}

/** Every operation of the document. */
export function operationsOf(doc: Doc): DocOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

/** A JSON pointer (URI fragment form) of plain names. */
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
/** A pointer below another. */
const below = (at: string, ...parts: string[]) => `${at}/${pointer(...parts)}`;

/** Whether a Content-Type is one of the media types (or ranges, `audio/*`) listed. */
function mediaTypeOf(contentType: string | null, listed: readonly string[]): string | null {
  if (contentType === null) return null;
  const essence = contentType.split(';', 1)[0].trim().toLowerCase();
  if (listed.includes(essence)) return essence;
  const range = `${essence.split('/')[0]}/*`;
  if (listed.includes(range)) return range;
  return listed.includes('*/*') ? '*/*' : null;
}

export function createChecker(doc: Doc) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  // OpenAPI's format for file bytes; the body of such an answer is not JSON.
  ajv.addFormat('binary', true);
  ajv.addSchema(doc as object, 'openapi.json');
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (path: string): ValidateFunction => {
    let v = validators.get(path);
    if (!v) {
      v = ajv.getSchema(`openapi.json#/${path}`);
      if (!v) throw new Error(`no schema at ${path}`);
      validators.set(path, v);
    }
    return v;
  };

  /** A response of an operation with its `$ref` followed, and where its schemas are. */
  const responseOf = (o: DocOperation, status: number): { response: Response; at: string } | null => {
    const response = o.op.responses[String(status)] ?? o.op.responses[`${String(status)[0]}XX`];
    if (!response) return null;
    if (response.$ref) {
      const name = response.$ref.split('/').pop()!;
      return { response: doc.components.responses![name], at: pointer('components', 'responses', name) };
    }
    return { response, at: pointer('paths', o.path, o.method.toLowerCase(), 'responses', String(status)) };
  };

  return {
    ajv,
    responseOf,
    /** Problems of one answer, empty when the document describes it exactly. */
    check(o: DocOperation, status: number, contentType: string | null, body: Buffer): string[] {
      const found = responseOf(o, status);
      if (!found) return [`${status} is not a documented answer of ${o.op.operationId}`];
      const content = found.response.content;
      if (!content)
        return body.length === 0 ? [] : [`${status} of ${o.op.operationId} is documented with no body, but has ${body.length} bytes`];
      const media = mediaTypeOf(contentType, Object.keys(content));
      if (!media)
        return [`Content-Type ${contentType} is not documented for ${status} of ${o.op.operationId} (${Object.keys(content).join(', ')})`];
      if (media !== 'application/json') return body.length > 0 ? [] : [`${status} of ${o.op.operationId} has an empty ${media} body`];
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return [`${status} of ${o.op.operationId} is not JSON: ${body.toString('utf8').slice(0, 200)}`];
      }
      const validate = validatorAt(below(found.at, 'content', 'application/json', 'schema'));
      if (validate(json)) return [];
      return [
        `${status} of ${o.op.operationId}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })} in ${JSON.stringify(json).slice(0, 400)}`,
      ];
    },
    /** Problems of every example of the document against its own schema. */
    checkExamples(): string[] {
      const problems: string[] = [];
      const visit = (content: Record<string, Media> | undefined, at: string) => {
        for (const [type, media] of Object.entries(content ?? {})) {
          if (media.example === undefined || !media.schema) continue;
          const validate = validatorAt(below(at, 'content', type, 'schema'));
          if (!validate(media.example)) problems.push(`${at} ${type}: example ${ajv.errorsText(validate.errors)}`);
        }
      };
      for (const o of operationsOf(doc)) {
        const at = pointer('paths', o.path, o.method.toLowerCase());
        visit(o.op.requestBody?.content, below(at, 'requestBody'));
        for (const [status, r] of Object.entries(o.op.responses)) if (!r.$ref) visit(r.content, below(at, 'responses', status));
      }
      for (const [name, r] of Object.entries(doc.components.responses ?? {})) visit(r.content, pointer('components', 'responses', name));
      return problems;
    },
  };
}

export type Checker = ReturnType<typeof createChecker>;
