// A provider's rate limit window (and, for video, how often a job is polled), bounded as the service bounds them.
import { DEFAULT_POLL_INTERVAL_MS, DEFAULT_RATE_LIMITS, SETTINGS_BOUNDS, type ProviderName } from '../../src-service/contract/providers.ts';
import { describedBy, FieldError, type Draft } from './provider-draft.tsx';

export function RateLimitFields({
  name,
  idPrefix: p,
  draft,
  errors,
  showPoll,
  onChange,
}: {
  name: ProviderName;
  idPrefix: string;
  draft: Draft;
  /** Messages by the field the service named. */
  errors: Record<string, string>;
  showPoll: boolean;
  onChange(field: 'requests' | 'perSeconds' | 'pollIntervalMs', value: string): void;
}) {
  return (
    <fieldset>
      <legend>Rate limit</legend>
      <p id={`${p}-rate-hint`} className="hint">
        One window per provider account, shared by the whole service. Default: {DEFAULT_RATE_LIMITS[name].requests} requests per{' '}
        {DEFAULT_RATE_LIMITS[name].perSeconds} s.
      </p>
      <div className="row">
        <div className="field">
          <label htmlFor={`${p}-requests`}>Requests per window</label>
          <input
            id={`${p}-requests`}
            type="number"
            min={SETTINGS_BOUNDS.requests.min}
            max={SETTINGS_BOUNDS.requests.max}
            step={1}
            value={draft.requests}
            onChange={(e) => onChange('requests', e.target.value)}
            aria-invalid={errors['rateLimit.requests'] ? true : undefined}
            aria-describedby={describedBy(`${p}-rate-hint`, `${p}-requests-error`)}
          />
          <FieldError id={`${p}-requests-error`} message={errors['rateLimit.requests']} />
        </div>
        <div className="field">
          <label htmlFor={`${p}-perSeconds`}>Window (seconds)</label>
          <input
            id={`${p}-perSeconds`}
            type="number"
            min={SETTINGS_BOUNDS.perSeconds.min}
            max={SETTINGS_BOUNDS.perSeconds.max}
            step={1}
            value={draft.perSeconds}
            onChange={(e) => onChange('perSeconds', e.target.value)}
            aria-invalid={errors['rateLimit.perSeconds'] ? true : undefined}
            aria-describedby={describedBy(`${p}-rate-hint`, `${p}-perSeconds-error`)}
          />
          <FieldError id={`${p}-perSeconds-error`} message={errors['rateLimit.perSeconds']} />
        </div>
        {showPoll && (
          <div className="field">
            <label htmlFor={`${p}-poll`}>Poll interval (ms)</label>
            <input
              id={`${p}-poll`}
              type="number"
              min={SETTINGS_BOUNDS.pollIntervalMs.min}
              max={SETTINGS_BOUNDS.pollIntervalMs.max}
              step={1}
              value={draft.pollIntervalMs}
              onChange={(e) => onChange('pollIntervalMs', e.target.value)}
              aria-invalid={errors['pollIntervalMs'] ? true : undefined}
              aria-describedby={describedBy(`${p}-poll-hint`, `${p}-poll-error`)}
            />
            <small id={`${p}-poll-hint`} className="hint">
              How often a pending job is asked about; default {DEFAULT_POLL_INTERVAL_MS}.
            </small>
            <FieldError id={`${p}-poll-error`} message={errors['pollIntervalMs']} />
          </div>
        )}
      </div>
    </fieldset>
  );
}
