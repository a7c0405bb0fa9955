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

const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
/** An ISO time for a narrow column of recent events: "10:55" today, "26 Nov, 23:30" this year, else in full. */
export function recently(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return timeOnly.format(d);
  return d.getFullYear() === now.getFullYear() ? dayAndTime.format(d) : dateTime.format(d);
}
