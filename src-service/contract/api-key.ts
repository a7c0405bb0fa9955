import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, Nullable, Ref, Timestamp } from './schema-helpers.ts';

/** The public view of an API key: never its secret or its webhook secret. */
export const ApiKeyView = Closed(
  {
    id: Id({ examples: ['key_0m5x2k1a9AbCdEfGhIjKlMnOp'] }),
    label: Type.String(),
    prefix: Type.String({ description: 'The start of the key, to tell keys apart.' }),
    webhookUrl: Nullable(Type.String()),
    creditLimit: Nullable(Type.Integer({ minimum: 0 }), { description: 'Most credits it may have held and spent; null for no limit.' }),
    creditsUsed: Type.Integer({ minimum: 0 }),
    creditsHeld: Type.Integer({ minimum: 0 }),
    createdAt: Timestamp(),
    lastUsedAt: Nullable(Timestamp()),
    revokedAt: Nullable(Timestamp()),
    captureBodies: Type.Boolean({
      description:
        "The request log keeps this key's request and response bodies (truncated, secrets redacted, never audio). Off by default.",
    }),
  },
  { $id: 'ApiKeyView' },
);
export type ApiKeyView = Static<typeof ApiKeyView>;

const label = Type.String({ minLength: 1, maxLength: 100, examples: ['My app'] });
const webhookUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'http(s) URL that receives task.completed and task.failed events.',
  examples: ['http://127.0.0.1:9000/hooks'],
});
const creditLimit = Nullable(Type.Integer({ minimum: 0 }), { description: 'Most credits the key may spend; null for no limit.' });

/** The body of `POST /api/v1/api-keys`. */
export const CreateApiKey = Closed(
  { label, webhookUrl: Type.Optional(webhookUrl), creditLimit: Type.Optional(creditLimit) },
  { examples: [{ label: 'My app', webhookUrl: 'http://127.0.0.1:9000/hooks', creditLimit: 1000 }] },
);
export type CreateApiKey = Static<typeof CreateApiKey>;

/** The body of `PATCH /api/v1/api-keys/{id}`: at least one field; `webhookUrl: null` removes the URL. */
export const ApiKeyPatch = Closed(
  {
    label: Type.Optional(label),
    webhookUrl: Type.Optional(Nullable(webhookUrl)),
    creditLimit: Type.Optional(creditLimit),
    captureBodies: Type.Optional(
      Type.Boolean({ description: "Keep this key's bodies in the request log (truncated, secrets redacted, never audio)." }),
    ),
  },
  { minProperties: 1, examples: [{ creditLimit: 5000 }, { captureBodies: true }] },
);
export type ApiKeyPatch = Static<typeof ApiKeyPatch>;

const secret = (description: string) => Type.String({ description });

/** A new key: the secret and the webhook secret (when a webhookUrl was given) are shown this once. */
export const CreatedApiKey = Closed(
  {
    key: secret('The API key (tmb_…). Shown once: store it now.'),
    webhookSecret: Type.Optional(secret('Signs the webhook deliveries (whsec_…). Shown once.')),
    apiKey: Ref(ApiKeyView),
  },
  { $id: 'CreatedApiKey' },
);

/** A changed key; `webhookSecret` only when setting a webhookUrl created one (shown once). */
export const UpdatedApiKey = Closed(
  { apiKey: Ref(ApiKeyView), webhookSecret: Type.Optional(secret('Created with the first webhookUrl; shown once.')) },
  { $id: 'UpdatedApiKey' },
);

/** A rotated webhook secret (shown once); the previous one keeps signing until `previousSecretExpiresAt`. */
export const RotatedWebhookSecret = Closed(
  { webhookSecret: secret('The new secret. Shown once.'), previousSecretExpiresAt: Timestamp(), apiKey: Ref(ApiKeyView) },
  { $id: 'RotatedWebhookSecret' },
);

/** The studio's own key (`POST /api/v1/studio/key`). */
export const StudioKey = Closed(
  { key: secret("The studio's API key."), created: Type.Boolean({ description: 'True when it was made by this call.' }) },
  { $id: 'StudioKey' },
);
