// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface VoicesSchemas {
    VoiceView: {
        /** @example alpha-cherry */
        voiceId: string;
        name: string;
        /**
         * @description The provider that speaks with it.
         * @enum {string}
         */
        provider: "alpha" | "beta";
        /** @enum {string} */
        kind: "builtin" | "prebuilt" | "designed" | "cloned";
        languages: string[];
        description?: string;
        gender?: string;
        previewAssetId?: string;
        /**
         * Format: date-time
         * @description Designed and cloned voices only.
         */
        createdAt?: string;
    };
    VoiceList: {
        voices: components["schemas"]["VoiceView"][];
    };
    DeletedVoice: {
        voiceId: string;
        /** @enum {boolean} */
        deleted: true;
    };
}
