import { EngineError } from '../engine.ts';
import type { ProviderName, ProviderSettings } from '../../contract/providers.ts';
import type { Settings } from '../../settings/settings-service.ts';
import type { HttpClient, UpstreamRequest, UpstreamResponse } from './http-client.ts';
import type { RateWindows } from './rate-limiter.ts';
import { redact, upstreamError } from './upstream-error.ts';

const LABELS: Record<ProviderName, string> = { alpha: 'The alpha provider', beta: 'The beta provider', video: 'The video provider' };

// alpha and video take a bearer token; beta its own header (docs/providers.md).
const authHeader = (name: ProviderName, key: string): Record<string, string> =>
  name === 'beta' ? { 'x-goog-api-key': key } : { authorization: `Bearer ${key}` };

/** A call relative to the provider's base URL; auth, limiter and label are added. */
interface ProviderCall extends Omit<UpstreamRequest, 'url' | 'label' | 'limiter'> {
  path: string;
}

/** One provider's upstream access: its settings, key, auth form and rate window. */
export interface ProviderClient {
  readonly name: ProviderName;
  readonly label: string;
  settings(): ProviderSettings;
  /** The answer whatever its status (after retries). */
  raw(call: ProviderCall): Promise<UpstreamResponse>;
  /** A 2xx answer, or the upstream rejection as an EngineError. */
  call(call: ProviderCall): Promise<UpstreamResponse>;
  /** An upstream rejection as an EngineError, with the key scrubbed. */
  fail(res: UpstreamResponse): Promise<EngineError>;
  /** An upstream text with the key scrubbed from it. */
  scrub(text: string): Promise<string>;
}

/** Binds the shared HTTP client to one provider. */
export function createProviderClient(
  name: ProviderName,
  deps: { settings: Settings; http: HttpClient; windows: RateWindows },
): ProviderClient {
  const label = LABELS[name];
  const key = async (): Promise<string> => {
    const k = await deps.settings.apiKey(name);
    if (!k) throw new EngineError('provider_auth', `${label} has no API key; add one in Settings. Credits were refunded.`);
    return k;
  };
  const client: ProviderClient = {
    name,
    label,
    settings: () => deps.settings.provider(name),
    async raw(call) {
      const k = await key();
      const { path, headers, ...rest } = call;
      return deps.http.send({
        ...rest,
        url: client.settings().baseUrl + path,
        headers: { ...headers, ...authHeader(name, k) },
        label,
        limiter: deps.windows.get(name),
      });
    },
    async call(call) {
      const res = await client.raw(call);
      if (res.status >= 200 && res.status < 300) return res;
      throw await client.fail(res);
    },
    async fail(res) {
      return upstreamError(label, res, await deps.settings.apiKey(name));
    },
    async scrub(text) {
      return redact(text, await deps.settings.apiKey(name));
    },
  };
  return client;
}
