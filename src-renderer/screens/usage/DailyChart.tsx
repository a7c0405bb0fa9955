// Credits charged per day, stacked by tool (recharts). Loaded on its own when the Usage screen
// draws it, so the chart library never weighs on the studio's start or its screen preloads.
// Colours are the theme's tokens (--chart-*), so both themes draw it in their own palette.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartRows, type Series } from './series.ts';
import { longDay, shortDay } from './range.ts';
import type { UsageReport } from './queries.ts';

const AXIS = { fill: 'var(--text-muted)', fontSize: 12 };

export default function DailyChart({ report, series }: { report: UsageReport; series: Series[] }) {
  const rows = chartRows(report, series);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--divider)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} stroke="var(--border-strong)" minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border-strong)" width={56} />
        <Tooltip
          cursor={{ fill: 'var(--accent-soft)' }}
          labelFormatter={(day) => longDay(String(day))}
          formatter={(value, name) => [`${Number(value).toLocaleString()} credits`, name]}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 6, color: 'var(--text)' }}
          labelStyle={{ color: 'var(--text)', fontWeight: 600 }}
        />
        <Legend wrapperStyle={{ color: 'var(--text)', fontSize: 13 }} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="charged" fill={s.colour} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
