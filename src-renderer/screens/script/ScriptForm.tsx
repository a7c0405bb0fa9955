// The script, its speakers' voices and the pause, with the service's own plan (segments and
// their exact prices) before submitting. A draft: it survives navigation and reloads. When the
// narration is made, the address names it, so it opens back into its timeline.
import { useEffect, useMemo, useState } from 'react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { Field, TaskProgress, str, usePrefill } from '../../components.tsx';
import type { NarrationPreview, VoiceView } from '../../api/api-types.ts';
import { go } from '../../app/navigate.ts';
import { useDraft } from '../../store/drafts.ts';
import { excerpt } from '../../ui/task-text.ts';
import { labelsIn } from './labels.ts';
import { speakerColours } from './speakers.ts';
import { charCount, NARRATION_LIMITS } from '../../../src-service/contract/limits.ts';

/** A drop-down of the voice library (with a first option of its own). */
export function VoiceSelect(props: {
  id: string;
  label: string;
  value: string;
  voices: VoiceView[];
  first: string;
  onChange(v: string): void;
}) {
  const { id, label, value, voices, first, onChange } = props;
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{first}</option>
        {voices.map((v) => (
          <option key={v.voiceId} value={v.voiceId}>
            {v.name} ({v.provider})
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ScriptForm({ shownAssetId }: { shownAssetId: string | null }) {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const [script, setScript] = useDraft('script', 'script', '');
  const [voiceId, setVoiceId] = useDraft('script', 'voiceId', '');
  const [assigned, setAssigned] = useDraft<Record<string, string>>('script', 'assigned', {});
  const [pauseMs, setPauseMs] = useDraft<number>('script', 'pauseMs', NARRATION_LIMITS.pauseMsDefault);
  const [taskId, setTaskId] = useDraft<string | null>('script', 'taskId', null);
  const [fetchedPlan, setPlan] = useState<NarrationPreview | null>(null);
  const [fetchedPlanError, setPlanError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  usePrefill(['generate-narration'], (p) => {
    setScript(str(p.script));
    setVoiceId(str(p.voiceId));
    setAssigned((p.speakers as Record<string, string> | undefined) ?? {});
    setPauseMs(typeof p.pauseMs === 'number' ? p.pauseMs : NARRATION_LIMITS.pauseMsDefault);
  });

  const labels = useMemo(() => labelsIn(script), [script]);
  const speakers = useMemo(() => Object.fromEntries(labels.filter((l) => assigned[l]).map((l) => [l, assigned[l]])), [labels, assigned]);
  const body = useMemo(
    () => ({ script, voiceId, pauseMs, ...(Object.keys(speakers).length ? { speakers } : {}) }),
    [script, voiceId, pauseMs, speakers],
  );
  const chars = charCount(script);
  const ready = voiceId !== '' && script.trim() !== '' && chars <= NARRATION_LIMITS.scriptMax;
  // A script that cannot be submitted shows no plan (the last one fetched is stale).
  const plan = ready ? fetchedPlan : null;
  const planError = ready ? fetchedPlanError : null;

  // The preview is the service's own plan (free): the segments and the exact price it will hold.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const timer = setTimeout(() => {
      store
        .getState()
        .previewNarration(body)
        .then(
          (p) => live && (setPlan(p), setPlanError(null)),
          (e) => live && (setPlan(null), setPlanError(messageOf(e))),
        );
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [body, ready, store]);

  // Made: the address names the new narration (it opens from there on any browser).
  const madeAsset = task?.status === 'COMPLETED' ? task.output.assetIds[0] : undefined;
  useEffect(() => {
    if (!madeAsset) return;
    setTaskId(null);
    if (madeAsset !== shownAssetId) go('script', { asset: madeAsset });
  }, [madeAsset, shownAssetId, setTaskId]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setSending(true);
    try {
      const ack = await store.getState().submit('generate-narration', body, `Narration: ${excerpt(script, 40)}`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  const voiceName = (id: string) => voices.find((v) => v.voiceId === id)?.name ?? id;
  const colours = plan ? speakerColours(plan.segments) : new Map<string, number>();
  const working = task?.status === 'PENDING' || task?.status === 'PROCESSING';
  const segmentsDone = task && plan ? Math.min(plan.segments.length, Math.floor(((task.progress ?? 0) / 95) * plan.segments.length)) : 0;

  return (
    <>
      <form className="card script-form" data-primary="" onSubmit={(e) => void submit(e)}>
        <Field
          id="script-text"
          label="Script"
          hint={
            <span data-testid="script-counter">
              {chars.toLocaleString('en')} / {NARRATION_LIMITS.scriptMax.toLocaleString('en')} characters. A line that begins “Name:” starts
              that speaker’s part.
            </span>
          }
        >
          <textarea
            id="script-text"
            rows={8}
            value={script}
            onChange={(e) => setScript(e.target.value)}
            aria-describedby="script-text-hint"
            aria-invalid={chars > NARRATION_LIMITS.scriptMax}
          />
        </Field>
        <div className="row">
          <VoiceSelect
            id="script-voice"
            label="Default voice (text before any speaker label)"
            value={voiceId}
            voices={voices}
            first="Choose a voice"
            onChange={setVoiceId}
          />
          <Field
            id="script-pause"
            label="Pause between segments (ms)"
            hint={`0 to ${NARRATION_LIMITS.pauseMsMax}; a change of speaker adds a little more`}
          >
            <input
              id="script-pause"
              type="number"
              min={0}
              max={NARRATION_LIMITS.pauseMsMax}
              step={50}
              value={pauseMs}
              onChange={(e) => setPauseMs(Number(e.target.value))}
              aria-describedby="script-pause-hint"
            />
          </Field>
        </div>
        {labels.length > 0 && (
          <fieldset>
            <legend>Speakers found in the script</legend>
            <div className="row">
              {labels.map((label) => (
                <VoiceSelect
                  key={label}
                  id={`speaker-${label}`}
                  label={`Voice for ${label}`}
                  value={assigned[label] ?? ''}
                  voices={voices}
                  first="Not a speaker (read as text)"
                  onChange={(v) => setAssigned({ ...assigned, [label]: v })}
                />
              ))}
            </div>
          </fieldset>
        )}
        {planError && (
          <p role="alert" className="error">
            {planError}
          </p>
        )}
        {plan && (
          <div className="narration-plan">
            <ol aria-label="Segments" className="segment-list plan" tabIndex={0}>
              {plan.segments.map((s) => (
                <li key={s.index} data-speaker={colours.get(s.voiceId)}>
                  <span className="segment-head">
                    <span className="swatch" aria-hidden="true" />
                    <strong>{s.speaker ?? 'Default'}</strong> · {voiceName(s.voiceId)} ({s.provider}) · {s.characters} / {s.limit}{' '}
                    characters
                    <span className="segment-price">{s.credits} credits</span>
                  </span>
                  <span className="segment-text">{s.text}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        <div className="submit-row">
          <p className="cost" aria-live="polite" data-testid="narration-cost">
            {plan
              ? `${plan.segments.length} segment${plan.segments.length === 1 ? '' : 's'} · exact cost: ${plan.estimatedCredits} credits`
              : 'Write a script and choose a voice to see its segments and exact cost.'}
          </p>
          <button type="submit" disabled={!ready || !plan || sending || working} aria-busy={sending || working}>
            {sending ? 'Sending…' : working ? 'Narrating…' : 'Generate narration'}
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {working && plan && (
        <p aria-live="polite" data-testid="segments-done">
          Segments done: {segmentsDone} of {plan.segments.length}
        </p>
      )}
    </>
  );
}
