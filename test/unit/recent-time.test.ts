// The request log's narrow time column: today's calls show only their time, this year's their
// day and time, older ones the full date, so the column never cuts a date off.
import { describe, expect, it } from 'vitest';
import { recently } from '../../src-renderer/ui/time.ts';

const now = new Date(2026, 10, 27, 15, 0);
const at = (...p: [number, number, number, number, number]) => new Date(...p).toISOString();

describe('recently', () => {
  it('shows a call from today as its time alone', () => {
    const text = recently(at(2026, 10, 27, 10, 55), now);
    expect(text).toMatch(/10:55/);
    expect(text).not.toMatch(/2026|Nov/);
  });

  it('shows a call from earlier this year with its day but not the year', () => {
    const text = recently(at(2026, 10, 26, 23, 30), now);
    expect(text).toMatch(/26/);
    expect(text).toMatch(/Nov/);
    expect(text).not.toMatch(/2026/);
  });

  it('shows a call from another year in full', () => {
    expect(recently(at(2025, 11, 31, 9, 0), now)).toMatch(/2025/);
  });
});
