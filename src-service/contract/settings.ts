// The provider settings as the API shows and takes them, built from the provider constants; the
// HTTP routes validate and serialize with these, and the studio uses their types.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Ref, StringEnum } from './schema-helpers.ts';
import { SystemView } from './health.ts';
import { DEFAULT_MODELS, PROVIDER_NAMES, SETTINGS_BOUNDS } from './providers.ts';

const ProviderNameSchema = StringEnum(PROVIDER_NAMES, { description: 'A provider that runs on the sandbox or a live engine.' });

/** Every model role of any provider (alpha: speech, design, clone; beta: speech; video: one per model value). */
const MODEL_ROLES = [...new Set(PROVIDER_NAMES.flatMap((n) => Object.keys(DEFAULT_MODELS[n])))];

const modelId = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:/-]+$' });
const engine = StringEnum(['sandbox', 'live'] as const);
const rateLimit = Closed(
  {
    requests: Type.Integer({ minimum: SETTINGS_BOUNDS.requests.min, maximum: SETTINGS_BOUNDS.requests.max }),
    perSeconds: Type.Integer({ minimum: SETTINGS_BOUNDS.perSeconds.min, maximum: SETTINGS_BOUNDS.perSeconds.max }),
  },
  { description: 'Requests allowed per window, for the provider account.' },
);

/** A provider's settings as the API shows them: never the key, only whether one is set. */
export const ProviderView = Closed(
  {
    engine,
    baseUrl: Type.String(),
    models: Type.Record(Type.String(), Type.String(), { description: 'Upstream model ids by role.' }),
    rateLimit,
    pollIntervalMs: Type.Optional(Type.Integer({ description: 'video only: how often a pending job is polled.' })),
    apiKeySet: Type.Boolean({ description: 'Whether a key is stored (the key itself never leaves the service).' }),
  },
  { $id: 'ProviderView' },
);
export type ProviderView = Static<typeof ProviderView>;

/** `GET /api/v1/settings`. */
export const SettingsView = Closed(
  {
    providers: Closed(
      Object.fromEntries(PROVIDER_NAMES.map((n) => [n, Ref(ProviderView)])) as Record<
        (typeof PROVIDER_NAMES)[number],
        ReturnType<typeof Ref<typeof ProviderView>>
      >,
    ),
    secretStore: StringEnum(['keychain', 'file'] as const),
    system: Ref(SystemView),
  },
  { $id: 'SettingsView' },
);

/**
 * The body of `PUT /api/v1/settings/providers/{name}`; omitted fields keep their value. The
 * model roles and `pollIntervalMs` that a given provider takes are checked by the service.
 */
export const ProviderUpdate = Closed(
  {
    engine,
    baseUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500, format: 'uri', pattern: '^https?://' })),
    apiKey: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 4096 }), { description: 'A new key; null removes the stored one.' }),
    ),
    models: Type.Optional(
      Closed(Object.fromEntries(MODEL_ROLES.map((role) => [role, Type.Optional(modelId)])), {
        description: `Model ids by role. alpha: ${Object.keys(DEFAULT_MODELS.alpha).join(', ')}; beta: ${Object.keys(DEFAULT_MODELS.beta).join(', ')}; video: ${Object.keys(DEFAULT_MODELS.video).join(', ')}.`,
      }),
    ),
    rateLimit: Type.Optional(rateLimit),
    pollIntervalMs: Type.Optional(
      Type.Integer({
        minimum: SETTINGS_BOUNDS.pollIntervalMs.min,
        maximum: SETTINGS_BOUNDS.pollIntervalMs.max,
        description: 'video only.',
      }),
    ),
  },
  { examples: [{ engine: 'live', apiKey: 'sk-…', rateLimit: { requests: 60, perSeconds: 60 } }] },
);
export type ProviderUpdate = Static<typeof ProviderUpdate>;

/** What `POST /api/v1/settings/providers/{name}/test` answers: does the stored key work upstream? */
export const ConnectionTestResult = Closed(
  {
    ok: Type.Boolean(),
    status: Nullable(Type.Integer(), { description: 'The upstream HTTP status, when one answered.' }),
    message: Type.String(),
  },
  { $id: 'ConnectionTestResult' },
);
export type ConnectionTestResult = Static<typeof ConnectionTestResult>;

/** `{name}` of the provider routes. */
export const ProviderParams = Closed({ name: ProviderNameSchema });
