// A retake of one segment: new text (and voice), its price (only this segment is billed), then
// the two takes side by side to play (take 1: as the narration has it; take 2: the retake)
// before one is kept. Keeping take 2 opens the new narration, with the one before it kept on
// the page; keeping take 1 leaves the narration as it was (the retake stays in the library).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { Field, TaskProgress } from '../../components.tsx';
import type { NarrationSegment } from '../../api/api-types.ts';
import { go } from '../../app/navigate.ts';
import { estimateCredits } from '../../estimates.ts';
import { useDraft } from '../../store/drafts.ts';
import type { NarrationView } from '../../store/narration-slice.ts';
import { clock } from '../../ui/time.ts';
import { VoiceSelect } from './ScriptForm.tsx';

export function SegmentRetake({ narration, segment, onClose }: { narration: NarrationView; segment: NarrationSegment; onClose(): void }) {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const n = segment.index + 1;
  const draftKey = `retake:${narration.assetId}:${segment.index}`;
  const [text, setText] = useDraft('script', `${draftKey}:text`, segment.text);
  const [voiceId, setVoiceId] = useDraft('script', `${draftKey}:voice`, segment.voiceId);
  // The retake's task is kept with the draft: a reload comes back to the comparison.
  const [taskId, setTaskId] = useDraft<string | null>('script', `${draftKey}:task`, null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const input = { taskId: narration.taskId, index: segment.index, text, ...(voiceId !== segment.voiceId ? { voiceId } : {}) };
  const cost = estimateCredits('regenerate-narration-segment', { ...input, voiceId }, voices);
  const done = task ? task.status === 'COMPLETED' : Boolean(taskId);
  const retake = useQuery({
    queryKey: ['assets', 'narration-task', taskId],
    enabled: Boolean(taskId) && done,
    staleTime: Infinity,
    queryFn: () => store.getState().narrationOfTask(taskId as string),
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setSending(true);
    try {
      setTaskId((await store.getState().submit('regenerate-narration-segment', input, `Retake of segment ${n}`)).taskId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  const playTake = (take: 1 | 2) => {
    const source = take === 1 ? narration : retake.data;
    const s = source?.segments[segment.index];
    if (!source || !s) return;
    void store.getState().play({
      assetId: source.assetId,
      title: `Narration, segment ${n}, take ${take}`,
      origin: 'Script',
      from: s.startSeconds,
      until: s.endSeconds,
    });
  };
  const forget = () => {
    setTaskId(null);
    onClose();
  };
  const keep = (take: 1 | 2) => {
    if (take === 2 && retake.data) {
      store.getState().announce(`Kept take 2 of segment ${n}`);
      setTaskId(null);
      go('script', { asset: retake.data.assetId, before: narration.assetId });
    } else {
      store.getState().announce(`Kept take 1 of segment ${n}; the retake stays in the library`);
      forget();
    }
  };

  const working = task?.status === 'PENDING' || task?.status === 'PROCESSING';
  return (
    <div className="retake" data-testid={`retake-${n}`}>
      {!retake.data && (
        <form onSubmit={(e) => void submit(e)} className="new-take">
          <Field id={`take-${segment.index}`} label={`New text for segment ${n}`}>
            <textarea id={`take-${segment.index}`} rows={3} value={text} onChange={(e) => setText(e.target.value)} disabled={working} />
          </Field>
          <VoiceSelect
            id={`take-voice-${segment.index}`}
            label="Voice"
            value={voiceId}
            voices={voices}
            first="The voice it had"
            onChange={(v) => setVoiceId(v || segment.voiceId)}
          />
          <div className="submit-row">
            <button type="submit" disabled={!text.trim() || sending || working} aria-busy={sending || working}>
              {sending || working ? `Retaking segment ${n}…` : `Retake segment ${n}${cost === null ? '' : ` (${cost} credits)`}`}
            </button>
            <button type="button" className="small" onClick={forget}>
              Cancel
            </button>
          </div>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <TaskProgress taskId={taskId} />
          {retake.error && <p className="error">Could not read the retake: {retake.error.message}</p>}
        </form>
      )}
      {retake.data && (
        <div className="compare" role="group" aria-label={`Takes of segment ${n}`}>
          {([1, 2] as const).map((take) => {
            const s = (take === 1 ? narration : retake.data).segments[segment.index];
            return (
              <div className="take" key={take} data-take={take}>
                <h4>
                  Take {take} <span className="muted">{take === 1 ? '(as it is)' : '(the retake)'}</span>
                </h4>
                <p className="segment-text">{s?.text}</p>
                <p className="muted">{s ? `${(s.endSeconds - s.startSeconds).toFixed(1)} s, from ${clock(s.startSeconds)}` : ''}</p>
                <div className="submit-row">
                  <button type="button" className="small" onClick={() => playTake(take)}>
                    Play take {take}
                  </button>
                  <button type="button" className={take === 2 ? 'primary small' : 'small'} onClick={() => keep(take)}>
                    Keep take {take}
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
