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
        /** @description Marked favourite in this workspace (PATCH the voice to change it). */
        favorite: boolean;
        /** @description The clip to hear the voice: a designed voice its design preview, a cloned voice its sample, a catalogue voice the preview made for this workspace (null until made: POST /api/v1/voices/{id}/preview). */
        previewAssetId: string | null;
        /** @description Cloned voices only: the recording it was cloned from. */
        sampleAssetId?: string;
        /** @description What making the preview would cost now: 0 once made, for designed and cloned voices, and on the sandbox. */
        previewCredits: number;
        /**
         * Format: date-time
         * @description Designed and cloned voices only.
         */
        createdAt?: string;
    };
    VoiceList: {
        voices: components["schemas"]["VoiceView"][];
    };
    VoicePreview: {
        voiceId: string;
        /** @description The clip, when it already exists. */
        assetId: string | null;
        /** @description The generate-tts task making it (wait for it, then assetId is set on the voice). */
        taskId: string | null;
        /** @description What this request held: 0 when the clip exists or on the sandbox. */
        credits: number;
    };
    DeletedVoice: {
        voiceId: string;
        /** @enum {boolean} */
        deleted: true;
    };
}
