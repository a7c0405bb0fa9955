// One provider's settings: sandbox or live engine, base URL, a write-only API key, model ids,
// rate limit, and a connection test. Errors of the service appear next to the field they name.
import { useEffect, useRef, useState } from 'react';
import { fieldProblems, messageOf } from '../api/api-error.ts';
import { useStudioStore } from '../studio-context.ts';
import { ConnectionTestPanel, type TestState } from './ConnectionTestPanel.tsx';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { RateLimitFields } from './RateLimitFields.tsx';
import { describedBy, draftOf, FieldError, numberOf, sameDraft, type Draft } from './provider-draft.tsx';
import { DEFAULT_BASE_URLS, DEFAULT_MODELS, type ProviderName } from '../../src-service/contract/providers.ts';
import type { ProviderUpdate, ProviderView } from '../api/api-types.ts';

/** How the studio names and describes each provider (its defaults are the contract's). */
const PROVIDER_TEXT: Record<ProviderName, { title: string; about: string }> = {
  alpha: { title: 'Alpha', about: 'Speech, voice design and voice cloning.' },
  beta: { title: 'Beta', about: 'Speech (preview model).' },
  video: { title: 'Video', about: 'Text, image and reference to video; video extension.' },
};

/** The label of a model role's field. */
const ROLE_LABELS: Record<string, string> = { speech: 'Speech model', design: 'Voice design model', clone: 'Voice cloning model' };
const roleLabel = (role: string) => ROLE_LABELS[role] ?? `Model for ${role}`;

export function ProviderSettings({ name, view }: { name: ProviderName; view: ProviderView }) {
  const store = useStudioStore();
  const info = PROVIDER_TEXT[name];
  const defaults = DEFAULT_MODELS[name];
  const p = `settings-${name}`;
  const [saved, setSaved] = useState<ProviderView>(view);
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [keyTyped, setKeyTyped] = useState(false);
  const keyInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<TestState>(null);
  // A new object per failed save, so the same field is focused again after a second failure.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  const roles = [...new Set([...Object.keys(defaults), ...Object.keys(saved.models)])];
  const dirty = keyTyped || !sameDraft(draft, draftOf(saved));
  const modelsDiffer = roles.some((r) => defaults[r] && draft.models[r] !== defaults[r]);

  /** The id of the control a service field names (or null when the form has no such control). */
  const controlOf = (field: string): string | null => {
    if (field === 'engine') return `${p}-engine-${draft.engine}`;
    if (field === 'baseUrl') return `${p}-baseUrl`;
    if (field === 'apiKey') return `${p}-apiKey`;
    if (field === 'rateLimit' || field === 'rateLimit.requests') return `${p}-requests`;
    if (field === 'rateLimit.perSeconds') return `${p}-perSeconds`;
    if (field === 'pollIntervalMs' && saved.pollIntervalMs !== undefined) return `${p}-poll`;
    const role = /^models\.(.+)$/.exec(field)?.[1]?.replace(/^"(.*)"$/, '$1');
    if (role && roles.includes(role)) return `${p}-model-${role}`;
    return null;
  };
  const errorKey = (field: string) => (field === 'rateLimit' ? 'rateLimit.requests' : field);

  // After a failed save, focus moves to the first field the service named (once it rendered its error).
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  function showError(error: unknown) {
    const next: Record<string, string> = {};
    const unplaced: string[] = [];
    let first: string | null = null;
    for (const problem of fieldProblems(error)) {
      const control = problem.field ? controlOf(problem.field) : null;
      if (!problem.field || !control) {
        unplaced.push(problem.message);
        continue;
      }
      const key = errorKey(problem.field);
      next[key] ??= problem.message;
      first ??= control;
    }
    setErrors(next);
    setGeneral(unplaced.length ? unplaced.join(' ') : null);
    setFocusRequest(first ? { id: first } : null);
  }

  async function put(update: ProviderUpdate, done: string) {
    setBusy(true);
    setErrors({});
    setGeneral(null);
    setStatus('Saving…');
    try {
      const next = await store.getState().saveProvider(name, update);
      setSaved(next);
      setDraft(draftOf(next));
      if (keyInput.current) keyInput.current.value = '';
      setKeyTyped(false);
      setStatus(done);
      setTest(null);
      store.getState().announce(`${info.title}: ${done.toLowerCase()}`);
    } catch (error) {
      setStatus('');
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  function save(e: React.FormEvent) {
    e.preventDefault();
    const update: ProviderUpdate = {
      engine: draft.engine,
      baseUrl: draft.baseUrl.trim(),
      models: Object.fromEntries(roles.map((r) => [r, (draft.models[r] ?? '').trim()])),
      rateLimit: { requests: numberOf(draft.requests), perSeconds: numberOf(draft.perSeconds) },
    };
    if (saved.pollIntervalMs !== undefined) update.pollIntervalMs = numberOf(draft.pollIntervalMs);
    const key = keyInput.current?.value.trim() ?? '';
    if (key) update.apiKey = key;
    void put(update, `Saved — ${draft.engine === 'live' ? 'live engine' : 'sandbox engine'}${key ? ', new key stored' : ''}`);
  }

  const removeKey = () => put({ engine: saved.engine, apiKey: null }, 'Key removed');

  async function runTest() {
    setTest('testing');
    try {
      const r = await store.getState().testProvider(name);
      setTest(r);
      store
        .getState()
        .announce(
          `${info.title} connection test: ${r.ok ? 'OK' : 'failed'}${r.status !== null ? ` (HTTP ${r.status})` : ''} — ${r.message}`,
        );
    } catch (error) {
      setTest(messageOf(error));
    }
  }

  function discard() {
    setDraft(draftOf(saved));
    if (keyInput.current) keyInput.current.value = '';
    setKeyTyped(false);
    setErrors({});
    setGeneral(null);
    setStatus('Changes discarded');
  }

  const setModel = (role: string, value: string) => setDraft((d) => ({ ...d, models: { ...d.models, [role]: value } }));
  const err = (field: string) => errors[field];

  return (
    <section aria-labelledby={`${p}-heading`} className="provider card" data-provider={name}>
      <h3 id={`${p}-heading`}>
        {info.title}{' '}
        <span className={`badge engine ${saved.engine}`} data-testid={`${name}-engine`}>
          {saved.engine === 'live' ? 'live' : 'sandbox'}
        </span>
      </h3>
      <p className="muted">{info.about}</p>
      <form onSubmit={save} noValidate aria-label={`${info.title} settings`}>
        <fieldset className="engine-switch" aria-describedby={`${p}-engine-error`}>
          <legend>Engine</legend>
          <div className="row">
            <label htmlFor={`${p}-engine-sandbox`}>
              <input
                type="radio"
                id={`${p}-engine-sandbox`}
                name={`${p}-engine`}
                value="sandbox"
                checked={draft.engine === 'sandbox'}
                onChange={() => setDraft((d) => ({ ...d, engine: 'sandbox' }))}
                aria-describedby={`${p}-engine-sandbox-hint`}
              />{' '}
              Sandbox
            </label>
            <span id={`${p}-engine-sandbox-hint`} className="hint">
              offline, free, no key
            </span>
            <label htmlFor={`${p}-engine-live`}>
              <input
                type="radio"
                id={`${p}-engine-live`}
                name={`${p}-engine`}
                value="live"
                checked={draft.engine === 'live'}
                onChange={() => setDraft((d) => ({ ...d, engine: 'live' }))}
                aria-describedby={`${p}-engine-live-hint`}
              />{' '}
              Live
            </label>
            <span id={`${p}-engine-live-hint`} className="hint">
              calls the provider with your key
            </span>
          </div>
          <FieldError id={`${p}-engine-error`} message={err('engine')} />
        </fieldset>

        <div className="field">
          <label htmlFor={`${p}-baseUrl`}>Base URL</label>
          <input
            id={`${p}-baseUrl`}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={draft.baseUrl}
            onChange={(e) => setDraft((d) => ({ ...d, baseUrl: e.target.value }))}
            aria-invalid={err('baseUrl') ? true : undefined}
            aria-describedby={describedBy(`${p}-baseUrl-hint`, `${p}-baseUrl-error`)}
          />
          <small id={`${p}-baseUrl-hint`} className="hint">
            Default: {DEFAULT_BASE_URLS[name]}
          </small>
          <FieldError id={`${p}-baseUrl-error`} message={err('baseUrl')} />
        </div>

        <div className="field key-field">
          <p id={`${p}-key-status`} className="key-status" data-testid={`${name}-key-status`} data-key-set={saved.apiKeySet}>
            {saved.apiKeySet ? 'A key is set.' : 'No key is set.'}
          </p>
          <label htmlFor={`${p}-apiKey`}>{saved.apiKeySet ? 'Replace key' : 'API key'}</label>
          <div className="row">
            <input
              id={`${p}-apiKey`}
              ref={keyInput}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={saved.apiKeySet ? 'leave empty to keep the key' : 'paste the key'}
              onChange={(e) => setKeyTyped(e.target.value.trim() !== '')}
              aria-invalid={err('apiKey') ? true : undefined}
              aria-describedby={describedBy(`${p}-key-status`, `${p}-apiKey-hint`, `${p}-apiKey-error`)}
            />
            {saved.apiKeySet && (
              <ConfirmAction
                trigger="Remove key"
                triggerLabel={`Remove key (${info.title})`}
                title={`Remove the ${info.title} API key?`}
                description="It is deleted from the secret store. A live engine needs a key again before its next request."
                action="Remove key"
                disabled={busy}
                onConfirm={removeKey}
              />
            )}
          </div>
          <small id={`${p}-apiKey-hint`} className="hint">
            Write-only: kept in the secret store and never shown again. Saved with the form.
          </small>
          <FieldError id={`${p}-apiKey-error`} message={err('apiKey')} />
        </div>

        <fieldset>
          <legend>Model ids</legend>
          {roles.map((role) => {
            const id = `${p}-model-${role}`;
            const key = `models.${role}`;
            const d = defaults[role];
            return (
              <div className="field" key={role}>
                <label htmlFor={id}>{roleLabel(role)}</label>
                <input
                  id={id}
                  spellCheck={false}
                  value={draft.models[role] ?? ''}
                  placeholder={d}
                  onChange={(e) => setModel(role, e.target.value)}
                  aria-invalid={err(key) ? true : undefined}
                  aria-describedby={describedBy(d && `${id}-hint`, `${id}-error`)}
                />
                {d && (
                  <small id={`${id}-hint`} className="hint">
                    {draft.models[role] === d ? 'The default' : `Default: ${d}`}
                  </small>
                )}
                <FieldError id={`${id}-error`} message={err(key)} />
              </div>
            );
          })}
          {modelsDiffer && (
            <button type="button" className="small" onClick={() => setDraft((dr) => ({ ...dr, models: { ...dr.models, ...defaults } }))}>
              Restore default model ids
            </button>
          )}
        </fieldset>

        <RateLimitFields
          name={name}
          idPrefix={p}
          draft={draft}
          errors={errors}
          showPoll={saved.pollIntervalMs !== undefined}
          onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
        />

        <p className="error form-error" aria-live="polite" data-testid={`${name}-error`}>
          {general ?? ''}
        </p>
        <div className="row actions">
          <button type="submit" disabled={busy} aria-label={`Save ${info.title} settings`}>
            Save
          </button>
          {dirty && (
            <button type="button" className="small" disabled={busy} onClick={discard}>
              Discard changes
            </button>
          )}
          <span role="status" className="muted" data-testid={`${name}-saved`}>
            {status}
          </span>
        </div>
      </form>

      <ConnectionTestPanel
        name={name}
        idPrefix={p}
        title={info.title}
        test={test}
        onRun={() => void runTest()}
        hint={
          dirty
            ? 'Unsaved changes: the test uses the saved settings.'
            : saved.apiKeySet
              ? 'One small authenticated request with the saved key.'
              : 'Needs a saved key.'
        }
      />
    </section>
  );
}
