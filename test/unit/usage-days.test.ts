import { describe, expect, it } from 'vitest';
import { offsetSpans, zoneDayOf, zoneDayStart, zoneFormatter, parseDay } from '../../src-service/usage/zone-days.ts';
import { usageRange } from '../../src-service/usage/usage-range.ts';
import { csvField, csvLine } from '../../src-service/usage/csv.ts';

const ms = (iso: string) => Date.parse(iso);

describe('usage days in a time zone', () => {
  it('finds when a day begins, half-hour and 45-minute zones included', () => {
    expect(new Date(zoneDayStart(zoneFormatter('Asia/Kathmandu'), ms('2026-11-27T00:00:00Z'))).toISOString()).toBe(
      '2026-11-26T18:15:00.000Z',
    );
    expect(new Date(zoneDayStart(zoneFormatter('America/New_York'), ms('2026-07-04T00:00:00Z'))).toISOString()).toBe(
      '2026-07-04T04:00:00.000Z',
    );
    expect(new Date(zoneDayStart(zoneFormatter('UTC'), ms('2026-07-04T00:00:00Z'))).toISOString()).toBe('2026-07-04T00:00:00.000Z');
  });

  it('names the calendar day of an instant in the zone', () => {
    const paris = zoneFormatter('Europe/Paris');
    expect(new Date(zoneDayOf(paris, ms('2026-06-30T22:30:00Z'))).toISOString().slice(0, 10)).toBe('2026-07-01');
    expect(new Date(zoneDayOf(paris, ms('2026-06-30T21:30:00Z'))).toISOString().slice(0, 10)).toBe('2026-06-30');
  });

  it('cuts a range at each change of offset, to the minute', () => {
    const paris = zoneFormatter('Europe/Paris');
    expect(offsetSpans(paris, ms('2026-03-01T00:00:00Z'), ms('2026-11-30T00:00:00Z'))).toEqual([
      { until: '2026-03-29T01:00:00.000Z', minutes: 60 },
      { until: '2026-10-25T01:00:00.000Z', minutes: 120 },
      { until: null, minutes: 60 },
    ]);
    expect(offsetSpans(zoneFormatter('Asia/Tokyo'), ms('2026-01-01T00:00:00Z'), ms('2026-12-31T00:00:00Z'))).toEqual([
      { until: null, minutes: 540 },
    ]);
  });

  it('reads only real calendar days', () => {
    expect(parseDay('2024-02-29')).toBe(ms('2024-02-29T00:00:00Z'));
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-1-01')).toBeNull();
  });

  it('completes and checks a range: default 30 days, from ≤ to, at most 366 days', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(usageRange({}, now)).toMatchObject({ from: '2026-10-29', to: '2026-11-27', tz: 'UTC' });
    // Already the 28th in Tokyo.
    expect(usageRange({ tz: 'Asia/Tokyo' }, now)).toMatchObject({
      to: '2026-11-28',
      start: '2026-10-29T15:00:00.000Z',
      end: '2026-11-28T15:00:00.000Z',
    });
    expect(usageRange({ from: '2026-11-01', to: '2026-11-03' }, now).days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(() => usageRange({ from: '2026-11-04', to: '2026-11-03' }, now)).toThrow(/^from: must be on or before to/);
    expect(() => usageRange({ from: '2025-01-01', to: '2026-01-02' }, now)).toThrow(/^to: must be at most 366 days/);
    expect(() => usageRange({ tz: 'Nowhere/Special' }, now)).toThrow(/^tz: must be an IANA time zone/);
  });

  it('is read a month at a time, in pieces that meet at day starts and cover it exactly', () => {
    const r = usageRange({ from: '2025-11-28', to: '2026-11-27', tz: 'Europe/Paris' }, new Date('2026-11-27T12:00:00Z'));
    expect(r.chunks).toHaveLength(12);
    expect(r.chunks[0].start).toBe(r.start);
    expect(r.chunks.at(-1)!.end).toBe(r.end);
    for (let i = 1; i < r.chunks.length; i++) expect(r.chunks[i].start).toBe(r.chunks[i - 1].end);
    // Paris midnight is 23:00 UTC in winter, 22:00 in summer.
    expect(r.chunks.map((c) => c.start.slice(11, 16))).toContain('22:00');
    expect(r.chunks.every((c) => ['22:00', '23:00'].includes(c.start.slice(11, 16)))).toBe(true);
    expect(usageRange({ from: '2026-11-01', to: '2026-11-03' }, new Date()).chunks).toHaveLength(1);
  });
});

describe('usage CSV fields', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Podcast app')).toBe('Podcast app');
    expect(csvField('Editor "Pro", plugin')).toBe('"Editor ""Pro"", plugin"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
    expect(csvLine(['a', 1, ''])).toBe('a,1,\r\n');
  });
});
