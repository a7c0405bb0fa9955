// Long-form narration: write or paste a script, give each speaker label a voice, see the
// segments and the exact cost before submitting, then follow the narration segment by segment.
import { useEffect, useMemo, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { Field, TaskProgress, str, usePrefill } from '../components.tsx';
import type { NarrationPreview, VoiceView } from '../api/shapes.ts';
import { NarrationResult } from './NarrationResult.tsx';
import { charCount, NARRATION_LIMITS } from '../../src-service/contract/limits.ts';

/** Labels a script uses: `Label:` at the start of a line, as generate-narration reads them. */
export function labelsIn(script: string): string[] {
  const found = new Set<string>();
  for (const line of script.split(/\r\n|\n|\r/)) {
    const m = /^\s*([^\s:](?:[^:\r\n]{0,38}[^\s:])?):/.exec(line);
    if (m) found.add(m[1]);
  }
  return [...found].slice(0, NARRATION_LIMITS.speakersMax);
}

/** A drop-down of the voice library (with a first option of its own). */
function VoiceSelect({
  id,
  label,
  value,
  voices,
  first,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  voices: VoiceView[];
  first: string;
  onChange(v: string): void;
}) {
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

export function ScriptScreen() {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const { script, voiceId, assigned, pauseMs, taskId } = useStudio((s) => s.scriptDraft);
  const draft = store.getState().setScriptDraft;
  const [fetchedPlan, setPlan] = useState<NarrationPreview | null>(null);
  const [fetchedPlanError, setPlanError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  usePrefill(['generate-narration'], (p) =>
    draft({
      script: str(p.script),
      voiceId: str(p.voiceId),
      assigned: (p.speakers as Record<string, string> | undefined) ?? {},
      pauseMs: typeof p.pauseMs === 'number' ? p.pauseMs : NARRATION_LIMITS.pauseMsDefault,
      taskId: null,
    }),
  );

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

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const ack = await store.getState().submit('generate-narration', body, `Narration: ${script.trim().slice(0, 40)}`);
      draft({ taskId: ack.taskId });
    } catch (err) {
      setError(messageOf(err));
    }
  }

  const voiceName = (id: string) => voices.find((v) => v.voiceId === id)?.name ?? id;
  const segmentsDone = task && plan ? Math.min(plan.segments.length, Math.floor(((task.progress ?? 0) / 95) * plan.segments.length)) : 0;

  return (
    <section aria-labelledby="script-heading" className="screen">
      <h2 id="script-heading">Script</h2>
      <form onSubmit={(e) => void submit(e)}>
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
            rows={10}
            value={script}
            onChange={(e) => draft({ script: e.target.value })}
            aria-describedby="script-text-hint"
            aria-invalid={chars > NARRATION_LIMITS.scriptMax}
          />
        </Field>
        <VoiceSelect
          id="script-voice"
          label="Default voice (text before any speaker label)"
          value={voiceId}
          voices={voices}
          first="Choose a voice"
          onChange={(v) => draft({ voiceId: v })}
        />
        {labels.length > 0 && (
          <fieldset>
            <legend>Speakers found in the script</legend>
            {labels.map((label) => (
              <VoiceSelect
                key={label}
                id={`speaker-${label}`}
                label={`Voice for ${label}`}
                value={assigned[label] ?? ''}
                voices={voices}
                first="Not a speaker (read as text)"
                onChange={(v) => draft({ assigned: { ...assigned, [label]: v } })}
              />
            ))}
          </fieldset>
        )}
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
            onChange={(e) => draft({ pauseMs: Number(e.target.value) })}
            aria-describedby="script-pause-hint"
          />
        </Field>
        {planError && (
          <p role="alert" className="error">
            {planError}
          </p>
        )}
        {plan && (
          <div className="narration-plan">
            <p className="cost" aria-live="polite" data-testid="narration-cost">
              {plan.segments.length} segment{plan.segments.length === 1 ? '' : 's'} · exact cost: {plan.estimatedCredits} credits
            </p>
            <ol aria-label="Segments" className="segment-list">
              {plan.segments.map((s) => (
                <li key={s.index}>
                  <strong>{s.speaker ?? 'Default'}</strong> · {voiceName(s.voiceId)} ({s.provider}) · {s.characters} / {s.limit} characters
                  · {s.credits} credits
                  <p className="segment-text">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        )}
        <button type="submit" disabled={!ready || !plan}>
          Generate narration
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {task && plan && (task.status === 'PROCESSING' || task.status === 'PENDING') && (
        <p aria-live="polite" data-testid="segments-done">
          Segments done: {segmentsDone} of {plan.segments.length}
        </p>
      )}
      {task?.status === 'COMPLETED' && task.output.segments && (
        <NarrationResult key={task.taskId} taskId={task.taskId} onNewTake={(id) => draft({ taskId: id })} />
      )}
    </section>
  );
}
