// Where the credits went: what the workspace was charged and refunded over a range of days, by
// day (a stacked chart by tool), by app, by tool and by voice, from the service's usage report
// (the ledger's own figures); and the same as a CSV file.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { useStudio } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { useDraft } from '../../store/drafts.ts';
import { go } from '../../app/navigate.ts';
import { saveFile } from '../../save-file.ts';
import { RangePicker } from './RangePicker.tsx';
import { DayTable, KeyTable, ToolTable, VoiceTable } from './UsageTables.tsx';
import { usageCsv, useUsage, type UsageReport } from './queries.ts';
import { DEFAULT_RANGE, longDay, rangeOf, ZONE, type RangeDraft } from './range.ts';
import { seriesOf } from './series.ts';
import '../../styles/usage.css';

const DailyChart = lazy(() => import('./DailyChart.tsx'));

export function UsageScreen() {
  const api = useStudio((s) => s.api);
  const [draft, setDraft] = useDraft<RangeDraft>('usage', 'range', DEFAULT_RANGE);
  const { from, to } = rangeOf(draft);
  const query = useUsage(from, to);
  const report = query.data;
  const series = useMemo(() => (report ? seriesOf(report) : []), [report]);
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState('');

  const exportCsv = async () => {
    setExporting(true);
    setStatus('');
    try {
      const { blob, fileName } = await usageCsv(api, from, to);
      setStatus(await saveFile(blob, fileName));
    } catch (e) {
      setStatus(`Could not export: ${messageOf(e)}`);
    } finally {
      setExporting(false);
    }
  };

  const fresh = report !== undefined && report.totals.tasks === 0 && report.byKey.every((k) => k.creditsUsed === 0);
  return (
    <section aria-labelledby="usage-heading" className="screen usage-screen" aria-busy={query.isFetching}>
      <div className="screen-head usage-head">
        <h2 id="usage-heading">Usage</h2>
        <p className="muted" data-testid="usage-range-text">
          {longDay(from)} – {longDay(to)} · {ZONE}
        </p>
        <button type="button" className="usage-export" onClick={exportCsv} disabled={exporting || !report} data-testid="usage-export">
          <Download size={14} aria-hidden="true" /> {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <p className="hint">
        Where the credits went: what each day, app, tool and voice was charged, and what failed or cancelled work gave back.
      </p>
      <RangePicker value={draft} onChange={setDraft} />
      <p className="muted usage-status" role="status">
        {status}
      </p>
      {query.error && (
        <p role="alert" className="error">
          Could not load the usage: {messageOf(query.error)}
        </p>
      )}
      {query.isPending && !query.error && <p className="muted">Loading…</p>}
      {report && fresh && <EmptyState />}
      {report && !fresh && <Report report={report} series={series} />}
    </section>
  );
}

function EmptyState() {
  return (
    <div className="usage-empty" data-testid="usage-empty">
      <p>Nothing has been spent yet.</p>
      <p className="muted">
        What you make in the studio, and what apps make with their API keys, shows up here by day, app, tool and voice, with what each cost.
      </p>
      <button type="button" onClick={() => go('speech')}>
        Make speech
      </button>
    </div>
  );
}

function Report({ report, series }: { report: UsageReport; series: ReturnType<typeof seriesOf> }) {
  const t = report.totals;
  return (
    <>
      <dl className="usage-totals" data-testid="usage-totals">
        <div>
          <dt>Charged</dt>
          <dd data-testid="usage-charged">{t.charged.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd data-testid="usage-refunded">{t.refunded.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Tasks ended</dt>
          <dd data-testid="usage-tasks">{t.tasks.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Granted</dt>
          <dd data-testid="usage-granted">{t.granted.toLocaleString()}</dd>
        </div>
      </dl>
      <figure className="usage-card usage-chart" aria-labelledby="usage-chart-caption">
        <figcaption id="usage-chart-caption">
          <h3>Credits charged per day, by tool</h3>
        </figcaption>
        {t.charged === 0 ? (
          <p className="muted">No credits were charged in this range.</p>
        ) : (
          <div className="usage-chart-box" role="img" aria-label={chartSummary(report)}>
            <Suspense fallback={<p className="muted">Drawing the chart…</p>}>
              <DailyChart report={report} series={series} />
            </Suspense>
          </div>
        )}
        <DayTable report={report} />
      </figure>
      <KeyTable report={report} />
      <div className="usage-pair">
        <ToolTable report={report} series={series} />
        <VoiceTable report={report} />
      </div>
    </>
  );
}

/** What the chart shows, in one sentence (its figures are in the table below it). */
function chartSummary(report: UsageReport): string {
  const busiest = report.byDay.reduce((a, b) => (b.charged > a.charged ? b : a), report.byDay[0]);
  return `Bar chart of credits charged per day from ${longDay(report.from)} to ${longDay(report.to)}, stacked by tool; the most on ${longDay(busiest.day)} with ${busiest.charged.toLocaleString()} credits.`;
}
