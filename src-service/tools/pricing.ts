/**
 * Every price of the service, in one table (spec: Limits → Credits). Tool descriptions,
 * the studio's estimates and the billing code all read from here.
 */
export const PRICING = {
  speech: {
    /** Credits per 1,000 characters, by provider. */
    perThousandChars: { alpha: 15, beta: 25 },
    /** The speech tool's cost line also lists 20; the spec does not say which provider it belongs to. */
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
export function speechUnits(chars: number): number {
  return Math.max(1, Math.ceil(chars / 1000));
}

/** Credits for a speech request of `chars` characters on `provider`. */
export function speechCredits(provider: 'alpha' | 'beta', chars: number): number {
  return speechUnits(chars) * PRICING.speech.perThousandChars[provider];
}
