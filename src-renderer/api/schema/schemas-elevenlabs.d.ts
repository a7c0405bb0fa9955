// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface ElevenlabsSchemas {
    /** @description An error in ElevenLabs' shape. */
    ElevenLabsError: {
        detail: {
            /** @description Timbre's error code (or the task's failure code). */
            status: string;
            /** @description Names the field and the rule it broke, or what went wrong. */
            message: string;
        };
    };
    ElevenLabsVoice: {
        /** @example alpha-cherry */
        voice_id: string;
        name: string;
        /**
         * @description premade: built-in and prebuilt; generated: designed; cloned.
         * @enum {string}
         */
        category: "premade" | "generated" | "cloned";
        description: string | null;
        /** @description provider, kind, gender, languages (comma-separated). */
        labels: {
            [key: string]: string;
        };
        preview_url: string | null;
    };
    ElevenLabsVoiceList: {
        voices: components["schemas"]["ElevenLabsVoice"][];
    };
    ElevenLabsVoicePage: {
        voices: components["schemas"]["ElevenLabsVoice"][];
        has_more: boolean;
        total_count: number;
        next_page_token: string | null;
    };
    ElevenLabsModel: {
        model_id: string;
        name: string;
        description: string;
        can_do_text_to_speech: boolean;
        can_do_voice_conversion: boolean;
        can_be_finetuned: boolean;
        can_use_style: boolean;
        can_use_speaker_boost: boolean;
        serves_pro_voices: boolean;
        requires_alpha_access: boolean;
        token_cost_factor: number;
        max_characters_request_free_user: number;
        max_characters_request_subscribed_user: number;
        maximum_text_length_per_request: number;
        languages: {
            language_id: string;
            name: string;
        }[];
    };
    ElevenLabsSubscription: {
        tier: string;
        /** @description Characters the key has used: its charged and held credits, as characters. */
        character_count: number;
        /** @description Characters it may use: used plus what it can still hold, as characters. */
        character_limit: number;
        max_credit_limit_extension: number;
        can_extend_character_limit: boolean;
        allowed_to_extend_character_limit: boolean;
        next_character_count_reset_unix: number | null;
        voice_slots_used: number;
        professional_voice_slots_used: number;
        professional_voice_slots_used_in_workspace: number;
        voice_limit: number;
        voice_add_edit_counter: number;
        professional_voice_limit: number;
        can_extend_voice_limit: boolean;
        can_use_instant_voice_cloning: boolean;
        can_use_professional_voice_cloning: boolean;
        current_overage: {
            amount: string;
            currency: string;
        };
        open_invoices: unknown[];
        has_open_invoices: boolean;
        status: string;
        /** @description The same numbers in Timbre's credits. */
        timbre_credits: {
            used: number;
            available: number;
            characters_per_credit: number;
        };
    };
}
