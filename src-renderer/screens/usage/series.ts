// The chart's series: the five tools that cost most in the range each get a colour of their
// own (tokens --chart-1..5), the rest are stacked together as "Other tools" (--chart-6), so
// the legend stays readable whatever apps run.
import { toolName } from '../../ui/task-text.ts';
import type { UsageReport } from './queries.ts';

export interface Series {
  /** The data key in a chart row. */
  key: string;
  name: string;
  colour: string;
  tools: string[];
}

const OWN_COLOURS = 5;

export function seriesOf(report: UsageReport): Series[] {
  const charged = report.byTool.filter((t) => t.charged > 0);
  const own = charged.slice(0, OWN_COLOURS).map((t, i) => ({
    key: `tool:${t.tool}`,
    name: toolName(t.tool),
    colour: `var(--chart-${i + 1})`,
    tools: [t.tool],
  }));
  const rest = charged.slice(OWN_COLOURS).map((t) => t.tool);
  return rest.length ? [...own, { key: 'other', name: 'Other tools', colour: 'var(--chart-6)', tools: rest }] : own;
}

/** The colour a tool is drawn in, or null when it has no charge in the range. */
export function colourOf(series: Series[], tool: string): string | null {
  return series.find((s) => s.tools.includes(tool))?.colour ?? null;
}

/** One chart row per day: its charge per series (null for none, which the tooltip leaves out). */
export function chartRows(report: UsageReport, series: Series[]): Array<Record<string, string | number | null>> {
  return report.byDay.map((d) => {
    const row: Record<string, string | number | null> = { day: d.day };
    for (const s of series) row[s.key] = s.tools.reduce((sum, tool) => sum + (d.chargedByTool[tool] ?? 0), 0) || null;
    return row;
  });
}
