// Times and dates as a creator reads them. Formatters are made once: building an
// Intl.DateTimeFormat per row costs more than drawing the row.

/** Seconds as m:ss (or h:mm:ss). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** An ISO time as "26 Nov 2026, 23:30". */
export const when = (iso: string) => dateTime.format(new Date(iso));
