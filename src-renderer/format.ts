// How the studio writes durations.

/** Time from `fromIso` to `toIso` (or now): "42 s", "3 min 5 s". */
export function elapsed(fromIso: string, toIso?: string, now = Date.now()): string {
  const ms = (toIso ? Date.parse(toIso) : now) - Date.parse(fromIso);
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
