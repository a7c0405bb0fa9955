// Peaks come from the service (`GET /api/v1/assets/{id}/peaks`, BBC audiowaveform JSON v2),
// computed once per asset, so no screen decodes a whole file to draw it.
import { useQuery } from '@tanstack/react-query';
import type { AssetPeaks } from '../api/api-types.ts';
import { useStudioStore } from '../studio-context.ts';

/** A waveform ready to draw: one amplitude (0..1) per point, and the length it spans. */
export interface Peaks {
  data: number[];
  duration: number;
}

/** Min/max pairs to one amplitude per point, the larger of |min| and |max| over full scale. */
function toPeaks(json: AssetPeaks): Peaks {
  const full = 2 ** (json.bits - 1);
  const step = 2 * Math.max(1, json.channels);
  const data: number[] = [];
  for (let i = 0; i + 1 < json.data.length; i += step) {
    data.push(Math.min(1, Math.max(Math.abs(json.data[i]), Math.abs(json.data[i + 1])) / full));
  }
  return { data, duration: (json.length * json.samples_per_pixel) / json.sample_rate };
}

/** The peaks of an audio asset, fetched once and kept by the data cache. */
export function usePeaks(assetId: string | null | undefined, pixels?: number) {
  const store = useStudioStore();
  return useQuery({
    queryKey: ['peaks', assetId, pixels ?? 0],
    queryFn: async () => toPeaks(await store.getState().peaks(assetId as string, pixels)),
    enabled: Boolean(assetId),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}
