// The studio's one HTTP client: openapi-fetch over the types generated from the service's
// openapi.json (schema.d.ts), so a path, parameter, body or answer the document does not have
// is a type error here and in every slice. This wrapper adds only what the studio needs on
// top: the credential each call carries, the base URL read from the connection at each call,
// and failures thrown as ApiError (the contract's error code and message) instead of returned.
import createClient, { type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { apiErrorOf } from './api-error.ts';
import type { paths } from './schema.d.ts';
import type { ToolData, ToolInput, ToolName } from './api-types.ts';

/** Which credential a call carries: the app's session token or the studio's own API key. */
type Credential = 'session' | 'key';

/** Where the service is and the two credentials, read at each call (they change as the studio connects). */
export interface ApiTarget {
  baseUrl: string;
  sessionToken: string | null;
  apiKey: string | null;
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Raw = ReturnType<typeof createClient<paths>>;
type PathOf<M extends Method> = ClientPathsWithMethod<Raw, M>;
/** openapi-fetch's options for one operation (params, body, parseAs…). */
type InitOf<M extends Method, P extends PathOf<M>> = MaybeOptionalInit<paths[P], M>;
/** What the studio adds to a call's options: the credential (the session token by default). */
interface StudioInit {
  as?: Credential;
}
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The options argument, required exactly when the operation has required parameters or a body. */
type Args<I> = RequiredKeys<I> extends never ? [init?: I & StudioInit] : [init: I & StudioInit];
/** The parsed body of the operation's 2xx answer (as `parseAs` reads it). */
type Answer<M extends Method, P extends PathOf<M>, I> = Exclude<
  FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, `${string}/${string}`>['data'],
  undefined
>;

type Call<M extends Method> = <P extends PathOf<M>, I extends InitOf<M, P>>(path: P, ...init: Args<I>) => Promise<Answer<M, P, I>>;

/** The client: each method answers the parsed body of a 2xx, and throws ApiError otherwise. */
export interface ApiClient {
  GET: Call<'get'>;
  PUT: Call<'put'>;
  POST: Call<'post'>;
  PATCH: Call<'patch'>;
  DELETE: Call<'delete'>;
}

/** A client over `fetch` that reads the target (URL and credentials) at every call. */
export function createApiClient(fetchFn: typeof fetch, target: () => ApiTarget): ApiClient {
  const raw = createClient<paths>({ fetch: (request) => fetchFn(request) });
  // The path and options were checked against `paths` by the public signature (Call), so here
  // they are passed on as they are.
  const send = raw.request as (
    method: Method,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

  const request = async (method: Method, path: string, init: Record<string, unknown> & StudioInit = {}) => {
    const { as, headers, body, ...rest } = init;
    const t = target();
    const token = as === 'key' ? t.apiKey : t.sessionToken;
    const options = {
      ...rest,
      body,
      // Uploads go as they are (the caller gives their content-type); everything else is JSON.
      ...(body instanceof Blob ? { bodySerializer: (b: unknown) => b } : {}),
      baseUrl: t.baseUrl,
      headers: {
        accept: rest.parseAs === 'stream' ? 'text/event-stream' : 'application/json',
        ...(headers as Record<string, string> | undefined),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    };
    const { data, error, response } = await send(method, path, options);
    if (!response.ok) throw apiErrorOf(response.status, error ?? null);
    return data;
  };

  const method = <M extends Method>(m: M): Call<M> => ((path: string, init?: Record<string, unknown>) => request(m, path, init)) as Call<M>;
  return { GET: method('get'), PUT: method('put'), POST: method('post'), PATCH: method('patch'), DELETE: method('delete') };
}

/** Calls a tool with the studio's API key and answers its `data`, typed by the tool's operation in the document. */
export async function callTool<N extends ToolName>(api: ApiClient, name: N, input: ToolInput<N>): Promise<ToolData<N>> {
  const path = `/api/v1/tools/${name}/execute` as const;
  // Every tool has its own path in the document; the name picks it, so the input and answer are that tool's.
  const post = api.POST as (p: string, init: { body: unknown; as: Credential }) => Promise<{ data: ToolData<N> }>;
  return (await post(path, { body: input, as: 'key' })).data;
}
