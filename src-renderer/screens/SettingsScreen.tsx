// Settings: each provider's engine (sandbox or live), base URL, write-only key, models, rate
// limit and connection test; and where the service runs, keeps its data, secrets and log.
import { RadioGroup } from 'radix-ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { PROVIDER_NAMES } from '../../src-service/contract/providers.ts';
import type { ThemeChoice } from '../store/theme-slice.ts';
import '../styles/settings.css';
import { ProviderSettings } from './ProviderSettings.tsx';

export function SettingsScreen() {
  const store = useStudioStore();
  const token = useStudio((s) => s.connection?.sessionToken ?? null);
  const settings = useStudio((s) => s.settings);
  const settingsError = useStudio((s) => s.settingsError);
  useEffect(() => {
    if (token) void store.getState().loadSettings();
  }, [store, token]);

  return (
    <section aria-labelledby="settings-heading" className="screen settings">
      <h2 id="settings-heading">Settings</h2>
      {settingsError && (
        <p role="alert" className="error">
          Could not load the settings: {settingsError}
        </p>
      )}
      <AppearancePanel />
      <h3 className="section-title">Providers</h3>
      <p className="muted section-intro">
        Each provider runs on the offline sandbox until you switch it to its live engine, which needs the provider's API key. Keys go to the
        secret store and are never shown again.
      </p>
      <div className="provider-grid">
        {settings
          ? PROVIDER_NAMES.map(
              (name) => settings.providers[name] && <ProviderSettings key={name} name={name} view={settings.providers[name]} />,
            )
          : !settingsError && <p>Loading settings…</p>}
      </div>
      <SystemPanel />
    </section>
  );
}

const THEMES: Array<{ value: ThemeChoice; label: string; hint: string; Icon: typeof Sun }> = [
  { value: 'system', label: 'System', hint: 'follows the OS', Icon: Monitor },
  { value: 'light', label: 'Light', hint: 'always light', Icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'always dark', Icon: Moon },
];

/** Light, dark or as the OS says: the same choice as the top bar's theme menu (Radix RadioGroup, arrow keys move). */
function AppearancePanel() {
  const choice = useStudio((s) => s.themeChoice);
  const setTheme = useStudio((s) => s.setTheme);
  return (
    <section aria-labelledby="appearance-heading" className="card appearance">
      <h3 id="appearance-heading">Appearance</h3>
      <RadioGroup.Root
        className="theme-choice"
        value={choice}
        onValueChange={(v) => setTheme(v as ThemeChoice)}
        aria-labelledby="appearance-heading"
        orientation="horizontal"
      >
        {THEMES.map(({ value, label, hint, Icon }) => (
          <label key={value} className="theme-option" htmlFor={`theme-${value}`}>
            <RadioGroup.Item id={`theme-${value}`} value={value} className="theme-radio">
              <RadioGroup.Indicator className="theme-dot" />
            </RadioGroup.Item>
            <Icon size={16} aria-hidden={true} />
            <span>
              {label} <span className="muted">({hint})</span>
            </span>
          </label>
        ))}
      </RadioGroup.Root>
    </section>
  );
}

/** Where the service runs and keeps things; what it found on this machine. */
function SystemPanel() {
  const store = useStudioStore();
  const connection = useStudio((s) => s.connection);
  const eventsConnected = useStudio((s) => s.eventsConnected);
  const raw = useStudio((s) => s.healthRaw);
  const system = useStudio((s) => s.settings?.system);
  const secret = raw.secretStore;
  const engines = raw.engines;
  const ffmpeg = raw.ffmpeg;
  const serviceUrl = system?.url ?? connection?.serviceUrl ?? '';
  const port = serviceUrl ? new URL(serviceUrl).port : '';
  const dataDir = system?.dataDir ?? raw.storage?.dataDir ?? null;
  const backend = secret?.backend ?? system?.secretStore;
  return (
    <section aria-labelledby="system-heading" className="system card" data-testid="system">
      <h3 id="system-heading">System</h3>
      <dl className="facts">
        <dt>Data folder</dt>
        <dd>
          {dataDir ? (
            <span className="row tight">
              <code data-testid="data-dir">{dataDir}</code>
              <CopyButton value={dataDir} what="data folder path" />
            </span>
          ) : (
            'Not reported by the service (set with --data-dir or TIMBRE_DATA_DIR)'
          )}
        </dd>
        <dt>Service URL</dt>
        <dd>
          <code data-testid="service-url">{serviceUrl || '—'}</code>
        </dd>
        <dt>Port</dt>
        <dd data-testid="service-port">{port || '—'}</dd>
        {system && (
          <>
            <dt>Process id</dt>
            <dd>{system.pid}</dd>
          </>
        )}
        <dt>Secrets</dt>
        <dd data-testid="keychain" data-backend={backend}>
          {backend === 'keychain' && 'OS keychain'}
          {backend === 'file' && (
            <>
              <span>A 0600 file in the data folder (secrets.json)</span>
              <br />
              <span className="warn" role="note">
                {(secret?.backend === 'file' ? secret.notice : undefined) ?? 'No OS keychain answered, so secrets fall back to a file.'}
              </span>
            </>
          )}
          {!backend && '—'}
        </dd>
        <dt>ffmpeg</dt>
        <dd data-testid="ffmpeg">
          {ffmpeg ? (
            ffmpeg.available === true ? (
              `available (${ffmpeg.source})`
            ) : (
              <span className="warn">missing: uploads and video need it (set FFMPEG_PATH)</span>
            )
          ) : (
            '—'
          )}
        </dd>
        <dt>Log file</dt>
        <dd>
          {system?.logFile ? (
            <span className="row tight">
              <code data-testid="log-file">{system.logFile}</code>
              <CopyButton value={system.logFile} what="log file path" />
            </span>
          ) : (
            '—'
          )}
        </dd>
        <dt>Engines</dt>
        <dd data-testid="engines">
          {engines
            ? Object.entries(engines)
                .map(([k, v]) => `${k}: ${v}`)
                .join(' · ')
            : '—'}
        </dd>
        <dt>Version</dt>
        <dd>{String(raw.version ?? '—')}</dd>
        <dt>Studio key</dt>
        <dd>Kept by the service in the secret store and handed to this session</dd>
        <dt>Live updates</dt>
        <dd>{eventsConnected ? 'connected' : 'reconnecting…'}</dd>
      </dl>
      <button
        type="button"
        onClick={() => {
          void store.getState().refreshHealth();
          void store.getState().loadSettings();
        }}
      >
        Check again
      </button>
    </section>
  );
}

/** Copies a value; falls back to selecting it when the clipboard refuses. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const store = useStudioStore();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function copy(e: React.MouseEvent<HTMLButtonElement>) {
    const button = e.currentTarget;
    let ok = false;
    try {
      await navigator.clipboard.writeText(value);
      ok = true;
    } catch {
      // No clipboard permission: select the text so Ctrl+C copies it.
      const code = button.parentElement?.querySelector('code');
      const selection = window.getSelection();
      if (code && selection) {
        const range = document.createRange();
        range.selectNodeContents(code);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
    setState(ok ? 'copied' : 'failed');
    store.getState().announce(ok ? `Copied the ${what}` : `Could not copy the ${what}; it is selected, press Ctrl+C`);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 3000);
  }

  // The accessible name starts with the word shown, so speech input can say what is seen.
  const word = state === 'copied' ? 'Copied' : state === 'failed' ? 'Selected' : 'Copy';
  return (
    <button type="button" className="small" onClick={(e) => void copy(e)} aria-label={`${word} ${what}`}>
      {word}
    </button>
  );
}
