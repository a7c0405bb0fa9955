/**
 * Timbre's library, models and credits in ElevenLabs' shapes (and the model list in
 * OpenAI's): what the compatible listing routes answer.
 */
import type { Static } from '@sinclair/typebox';
import type { HttpContext } from '../http-context.ts';
import type { Principal } from '../../auth/principal.ts';
import type { VoiceView } from '../../contract/voice.ts';
import type { ElevenLabsModel, ElevenLabsSubscription, ElevenLabsVoice, OpenAiModelList } from '../../contract/compat-shapes.ts';
import { COMPAT_TEXT_LIMIT, creditsToCharacters, speechModelsOf, TIMBRE_SPEECH_MODELS } from '../../contract/compat-speech.ts';
import { PRICING } from '../../contract/pricing.ts';
import { LANGUAGES } from '../../contract/languages.ts';

type Voice = Static<typeof ElevenLabsVoice>;

const CATEGORY: Record<VoiceView['kind'], Voice['category']> = {
  builtin: 'premade',
  prebuilt: 'premade',
  designed: 'generated',
  cloned: 'cloned',
};

/** Every voice of the library in ElevenLabs' shape, with a signed preview URL where there is a preview. */
export function elevenLabsVoices(ctx: Pick<HttpContext, 'voices' | 'assets'>): Voice[] {
  return ctx.voices.list().map((v) => ({
    voice_id: v.voiceId,
    name: v.name,
    category: CATEGORY[v.kind],
    description: v.description ?? null,
    labels: { provider: v.provider, kind: v.kind, ...(v.gender ? { gender: v.gender } : {}), languages: v.languages.join(', ') },
    preview_url: v.previewAssetId ? ctx.assets.signedUrl(v.previewAssetId, 3600).url : null,
  }));
}

/** The key's credits as ElevenLabs' subscription (see creditsToCharacters for the mapping). */
export function subscriptionOf(
  ctx: Pick<HttpContext, 'apiKeys' | 'credits' | 'voices'>,
  principal: Principal,
): Static<typeof ElevenLabsSubscription> {
  const key = principal.kind === 'apiKey' ? ctx.apiKeys.get(principal.keyId) : null;
  const used = key ? key.creditsUsed + key.creditsHeld : 0;
  const workspace = Math.max(0, ctx.credits.view().available);
  const available = key?.creditLimit == null ? workspace : Math.max(0, Math.min(workspace, key.creditLimit - used));
  const own = ctx.voices.list().filter((v) => v.kind === 'designed' || v.kind === 'cloned').length;
  return {
    tier: 'timbre-local',
    character_count: creditsToCharacters(used),
    character_limit: creditsToCharacters(used + available),
    max_credit_limit_extension: 0,
    can_extend_character_limit: false,
    allowed_to_extend_character_limit: false,
    next_character_count_reset_unix: null,
    voice_slots_used: own,
    professional_voice_slots_used: 0,
    professional_voice_slots_used_in_workspace: 0,
    voice_limit: 10_000,
    voice_add_edit_counter: own,
    professional_voice_limit: 0,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: true,
    can_use_professional_voice_cloning: false,
    current_overage: { amount: '0', currency: 'usd' },
    open_invoices: [],
    has_open_invoices: false,
    status: 'active',
    timbre_credits: { used, available, characters_per_credit: 1000 / PRICING.speech.perThousandChars.alpha },
  };
}

/** When the models were "created", for OpenAI's listing: a fixed date, so the answer is stable. */
const MODELS_CREATED = Math.floor(Date.UTC(2026, 0, 1) / 1000);

/** The speech models in OpenAI's shape. */
export function openAiModels(): Static<typeof OpenAiModelList> {
  return {
    object: 'list',
    data: speechModelsOf('openai').map((id) => ({ id, object: 'model', created: MODELS_CREATED, owned_by: 'timbre' })),
  };
}

/** The speech models in ElevenLabs' shape. */
export function elevenLabsModels(): Array<Static<typeof ElevenLabsModel>> {
  return speechModelsOf('elevenlabs').map((id) => {
    const provider = (TIMBRE_SPEECH_MODELS as readonly string[]).includes(id) ? id : null;
    return {
      model_id: id,
      name: provider ? `Timbre ${provider}` : id,
      description: provider ? `Timbre's ${provider} voices only.` : "Accepted for compatibility: the voice's provider speaks.",
      can_do_text_to_speech: true,
      can_do_voice_conversion: false,
      can_be_finetuned: false,
      can_use_style: false,
      can_use_speaker_boost: false,
      serves_pro_voices: false,
      requires_alpha_access: false,
      token_cost_factor: provider === 'beta' ? PRICING.speech.perThousandChars.beta / PRICING.speech.perThousandChars.alpha : 1,
      max_characters_request_free_user: COMPAT_TEXT_LIMIT.elevenlabs,
      max_characters_request_subscribed_user: COMPAT_TEXT_LIMIT.elevenlabs,
      maximum_text_length_per_request: COMPAT_TEXT_LIMIT.elevenlabs,
      languages: LANGUAGES.map((l) => ({ language_id: l.code, name: l.name })),
    };
  });
}
