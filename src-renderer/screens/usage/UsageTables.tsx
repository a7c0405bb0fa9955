// The breakdowns of the Usage screen: by app (with its cap and what it has used), by tool
// and by voice. Plain tables: every figure is text a screen reader reads in order.
import { toolName } from '../../ui/task-text.ts';
import { colourOf, type Series } from './series.ts';
import type { UsageReport } from './queries.ts';

const n = (v: number) => v.toLocaleString();

function Swatch({ colour }: { colour: string | null }) {
  return <span className="usage-swatch" aria-hidden="true" style={colour ? { background: colour } : undefined} />;
}

/** A breakdown's header row: what each row is, then its figures (right-aligned), then any text columns. */
function Head({ row, figures, text = [] }: { row: string; figures: string[]; text?: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{row}</th>
        {figures.map((f) => (
          <th key={f} scope="col" className="num">
            {f}
          </th>
        ))}
        {text.map((t) => (
          <th key={t} scope="col">
            {t}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's figures, in the order of its header's. */
function Figures({ values }: { values: number[] }) {
  return values.map((v, i) => (
    <td key={i} className="num">
      {n(v)}
    </td>
  ));
}

export function KeyTable({ report }: { report: UsageReport }) {
  return (
    <section aria-labelledby="usage-keys-heading" className="usage-card">
      <h3 id="usage-keys-heading">By app</h3>
      <div className="usage-scroll" tabIndex={0} role="region" aria-label="Credits by app">
        <table className="table usage-table" data-testid="usage-by-key">
          <Head row="App" figures={['Charged', 'Refunded', 'Tasks', 'Used (all time)']} text={['Cap']} />
          <tbody>
            {report.byKey.map((k) => {
              const left = k.creditLimit === null ? null : Math.max(0, k.creditLimit - k.creditsUsed - k.creditsHeld);
              return (
                <tr key={k.apiKeyId ?? 'none'} data-key={k.apiKeyId ?? ''}>
                  <th scope="row">
                    {k.label ?? 'No key'}
                    {k.revoked && <span className="usage-tag">revoked</span>}
                  </th>
                  <Figures values={[k.charged, k.refunded, k.tasks, k.creditsUsed]} />
                  <td>
                    {k.creditLimit === null ? (
                      <span className="muted">No cap</span>
                    ) : (
                      <span className="usage-cap">
                        <meter
                          min={0}
                          max={k.creditLimit}
                          value={Math.min(k.creditLimit, k.creditsUsed + k.creditsHeld)}
                          high={k.creditLimit * 0.8}
                          aria-label={`${k.label ?? 'No key'}: used of its cap`}
                        />
                        {n(left ?? 0)} of {n(k.creditLimit)} left
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ToolTable({ report, series }: { report: UsageReport; series: Series[] }) {
  return (
    <section aria-labelledby="usage-tools-heading" className="usage-card">
      <h3 id="usage-tools-heading">By tool</h3>
      <table className="table usage-table" data-testid="usage-by-tool">
        <Head row="Tool" figures={['Charged', 'Refunded', 'Tasks']} />
        <tbody>
          {report.byTool.map((t) => (
            <tr key={t.tool} data-tool={t.tool}>
              <th scope="row">
                <Swatch colour={colourOf(series, t.tool)} />
                {toolName(t.tool)}
              </th>
              <Figures values={[t.charged, t.refunded, t.tasks]} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function VoiceTable({ report }: { report: UsageReport }) {
  return (
    <section aria-labelledby="usage-voices-heading" className="usage-card">
      <h3 id="usage-voices-heading">By voice</h3>
      <table className="table usage-table" data-testid="usage-by-voice">
        <Head row="Voice" figures={['Charged', 'Tasks']} />
        <tbody>
          {report.byVoice.map((v) => (
            <tr key={v.voiceId ?? 'none'} data-voice={v.voiceId ?? ''}>
              <th scope="row">
                {v.voiceId === null ? <span className="muted">No voice (video, voice design)</span> : (v.voiceName ?? v.voiceId)}
              </th>
              <Figures values={[v.charged, v.tasks]} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The chart's figures as a table, for reading rather than looking. */
export function DayTable({ report }: { report: UsageReport }) {
  const days = report.byDay.filter((d) => d.tasks > 0);
  return (
    <details className="usage-days-table">
      <summary>Credits per day as a table</summary>
      {days.length === 0 ? (
        <p className="muted">No day of this range has any use.</p>
      ) : (
        <table className="table usage-table" data-testid="usage-by-day">
          <Head row="Day" figures={['Charged', 'Refunded', 'Tasks']} />
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <Figures values={[d.charged, d.refunded, d.tasks]} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
