// Each voice of a narration gets a speaker colour (--speaker-1…4, in order of first use), so a
// segment's colour says who speaks it, in the plan and on the timeline alike.

/** voiceId → speaker number (1–4, repeating past four voices). */
export function speakerColours(segments: ReadonlyArray<{ voiceId: string }>): Map<string, number> {
  const map = new Map<string, number>();
  for (const s of segments) if (!map.has(s.voiceId)) map.set(s.voiceId, (map.size % 4) + 1);
  return map;
}
