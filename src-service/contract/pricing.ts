/**
 * Every price of the service, in one table (docs/interface.md#credits), with the pure rules
 * that turn a request into credits. The tools hold what these functions answer, their
 * descriptions quote the table, and the studio's estimates call the same functions.
 */
import type { SpeechProvider } from './providers.ts';
import type { VideoVersion } from './video.ts';

export const PRICING = {
  speech: {
    /** Credits per 1,000 characters, by provider. */
    perThousandChars: { alpha: 15, beta: 25 },
    /** The speech tool's cost line also lists 20; no provider uses it (docs/interface.md#credits). */
    listedRates: [15, 20, 25],
  },
  designVoice: { flat: 20 },
  cloneVoice: { listed: 5, charged: 0 },
  video: {
    /** Credits per second of output, at 480p and 720p alike. */
    perSecond: { classic: 20, '1.5': 32 },
    /** Provider cost per second (currency units), reported on the task. */
    providerCostPerSecond: { classic: 0.05, '1.5': 0.08 },
  },
} as const;

/** Billing units of a speech request: max(1, ceil(chars / 1000)). */
function speechUnits(chars: number): number {
  return Math.max(1, Math.ceil(chars / 1000));
}

/** Credits for a speech request of `chars` characters (code points) on `provider`. */
export function speechCredits(provider: SpeechProvider, chars: number): number {
  return speechUnits(chars) * PRICING.speech.perThousandChars[provider];
}

/** Credits for `seconds` of video output on `version` (480p and 720p alike). */
export function videoCredits(version: VideoVersion, seconds: number): number {
  return PRICING.video.perSecond[version] * seconds;
}

/** What the provider charges for `seconds` of video, in currency units (rounded to 0.001). */
export function videoProviderCost(version: VideoVersion, seconds: number): number {
  return Math.round(PRICING.video.providerCostPerSecond[version] * seconds * 1000) / 1000;
}
