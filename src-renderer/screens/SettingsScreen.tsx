// Where the service runs, how secrets are kept, which engines answer.
import { useStudio, useStudioStore } from '../studio-context.ts';

export function SettingsScreen() {
  const store = useStudioStore();
  const connection = useStudio((s) => s.connection);
  const eventsConnected = useStudio((s) => s.eventsConnected);
  const raw = useStudio((s) => s.healthRaw);
  const secret = raw.secretStore as { backend?: string; notice?: string } | undefined;
  const engines = raw.engines as Record<string, string> | undefined;
  const ffmpeg = raw.ffmpeg as { available?: boolean; source?: string } | undefined;
  const port = connection ? new URL(connection.serviceUrl).port : '';
  return (
    <section aria-labelledby="settings-heading" className="screen">
      <h2 id="settings-heading">Settings</h2>
      <dl className="facts">
        <dt>Service</dt>
        <dd>
          <code>{connection?.serviceUrl ?? '—'}</code>
        </dd>
        <dt>Port</dt>
        <dd>{port || '—'}</dd>
        <dt>Data folder</dt>
        <dd>{typeof raw.dataDir === 'string' ? <code>{raw.dataDir}</code> : 'Not reported by the service (set with --data-dir or TIMBRE_DATA_DIR)'}</dd>
        <dt>Version</dt>
        <dd>{String(raw.version ?? '—')}</dd>
        <dt>Secrets</dt>
        <dd data-testid="keychain">
          {secret?.backend === 'keychain' ? 'OS keychain' : secret?.backend === 'file' ? <span className="warn">{secret.notice ?? 'File fallback'}</span> : '—'}
        </dd>
        <dt>Studio key</dt>
        <dd>Kept in this browser's local storage (the desktop app will keep it in the keychain)</dd>
        <dt>Engines</dt>
        <dd>{engines ? Object.entries(engines).map(([k, v]) => `${k}: ${v}`).join(' · ') : '—'}</dd>
        <dt>ffmpeg</dt>
        <dd>{ffmpeg ? (ffmpeg.available ? `available (${ffmpeg.source})` : 'missing') : '—'}</dd>
        <dt>Live updates</dt>
        <dd>{eventsConnected ? 'connected' : 'reconnecting…'}</dd>
      </dl>
      <button type="button" onClick={() => void store.getState().refreshHealth()}>
        Check again
      </button>
    </section>
  );
}
