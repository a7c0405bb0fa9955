// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface KeysSchemas {
    ApiKeyView: {
        /** @example key_0m5x2k1a9AbCdEfGhIjKlMnOp */
        id: string;
        label: string;
        /** @description The start of the key, to tell keys apart. */
        prefix: string;
        webhookUrl: string | null;
        /** @description Most credits it may have held and spent; null for no limit. */
        creditLimit: number | null;
        creditsUsed: number;
        creditsHeld: number;
        /** Format: date-time */
        createdAt: string;
        lastUsedAt: string | null;
        revokedAt: string | null;
        /** @description The request log keeps this key's request and response bodies (truncated, secrets redacted, never audio). Off by default. */
        captureBodies: boolean;
    };
    CreatedApiKey: {
        /** @description The API key (tmb_…). Shown once: store it now. */
        key: string;
        /** @description Signs the webhook deliveries (whsec_…). Shown once. */
        webhookSecret?: string;
        apiKey: components["schemas"]["ApiKeyView"];
    };
    UpdatedApiKey: {
        apiKey: components["schemas"]["ApiKeyView"];
        /** @description Created with the first webhookUrl; shown once. */
        webhookSecret?: string;
    };
    RotatedWebhookSecret: {
        /** @description The new secret. Shown once. */
        webhookSecret: string;
        /** Format: date-time */
        previousSecretExpiresAt: string;
        apiKey: components["schemas"]["ApiKeyView"];
    };
    StudioKey: {
        /** @description The studio's API key. */
        key: string;
        /** @description True when it was made by this call. */
        created: boolean;
    };
}
