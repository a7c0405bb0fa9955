// The range of the Usage screen: last 7, 30 or 90 days, or two chosen days.
import { ToggleGroup } from 'radix-ui';
import { PRESETS, rangeOf, type RangeDraft, type RangePreset } from './range.ts';

export function RangePicker({ value, onChange }: { value: RangeDraft; onChange: (next: RangeDraft) => void }) {
  const pick = (preset: string) => {
    if (!preset) return; // pressing the selected item again keeps it
    // Custom starts from the days on screen, so switching to it changes nothing until a day is changed.
    if (preset === 'custom') onChange({ preset: 'custom', ...rangeOf(value) });
    else onChange({ ...value, preset: preset as RangePreset });
  };
  const shown = rangeOf(value);
  return (
    <div className="usage-range" role="group" aria-label="Range">
      <ToggleGroup.Root type="single" value={value.preset} onValueChange={pick} className="usage-presets" aria-label="Days to show">
        {PRESETS.map(([preset, label]) => (
          <ToggleGroup.Item key={preset} value={preset} className="usage-preset" data-testid={`usage-range-${preset}`}>
            {label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {value.preset === 'custom' && (
        <div className="usage-days">
          <div className="field">
            <label htmlFor="usage-from">From</label>
            <input
              id="usage-from"
              type="date"
              value={shown.from}
              max={shown.to}
              onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="usage-to">To</label>
            <input
              id="usage-to"
              type="date"
              value={shown.to}
              min={shown.from}
              onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
            />
          </div>
        </div>
      )}
    </div>
  );
}
