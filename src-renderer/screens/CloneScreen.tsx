// Clone a voice from the recorded or uploaded sample; once made, it is one click from Speech
// with the new voice chosen.
import { useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { AssetPlayer, Field, SelectField, TaskProgress } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { ToolDraft } from '../api/api-types.ts';
import { useDraft } from '../store/drafts.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../../src-service/contract/languages.ts';
import { CLONE_REFERENCE_TEXT_MAX, VOICE_NAME_MAX } from '../../src-service/contract/limits.ts';
import { go } from '../app/navigate.ts';
import { speakWith } from './voices/VoiceCard.tsx';

export function CloneScreen() {
  const store = useStudioStore();
  const sample = useStudio((s) => s.sample);
  const [name, setName] = useDraft('clone', 'name', '');
  const [language, setLanguage] = useDraft('clone', 'language', 'English');
  const [transcript, setTranscript] = useDraft('clone', 'transcript', '');
  const [taskId, setTaskId] = useDraft<string | null>('clone', 'taskId', null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const running = task?.status === 'PENDING' || task?.status === 'PROCESSING';
  const voiceId = task?.status === 'COMPLETED' ? task.output.voiceId : undefined;
  const voice = useStudio((s) => (voiceId ? s.voices.find((v) => v.voiceId === voiceId) : undefined));
  const input: ToolDraft<'clone-voice-from-audio'> = { audioAssetId: sample?.assetId, name: name.trim(), language };
  if (transcript.trim()) input.referenceText = transcript.trim();
  const cost = estimateCredits('clone-voice-from-audio', input, []);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!sample) return;
    setError(null);
    setSending(true);
    try {
      const ack = await store.getState().submit('clone-voice-from-audio', input, `Clone “${name.trim()}”`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="clone-heading" className="screen">
      <h2 id="clone-heading">Clone a voice</h2>
      {sample ? (
        <div className="clone-sample">
          <p>
            Sample: <strong>{sample.fileName}</strong> ({sample.seconds.toFixed(1)} s){' '}
            <button type="button" className="small" onClick={() => go('record')}>
              Record another
            </button>
          </p>
          <AssetPlayer assetId={sample.assetId} label={`Sample ${sample.fileName}`} origin="Clone" />
        </div>
      ) : (
        <p>
          No sample yet.{' '}
          <button type="button" onClick={() => go('record')}>
            Record or pick one
          </button>
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} data-primary>
        <Field id="clone-name" label="Voice name">
          <input id="clone-name" required maxLength={VOICE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <SelectField
          id="clone-language"
          label="Language of the sample"
          value={language}
          options={CROSS_LINGUAL_LANGUAGES}
          onChange={setLanguage}
        />
        <Field
          id="clone-transcript"
          label="Transcript of the sample (optional)"
          hint={`What is said in the sample, word for word (at most ${CLONE_REFERENCE_TEXT_MAX} characters).`}
        >
          <textarea
            id="clone-transcript"
            rows={3}
            maxLength={CLONE_REFERENCE_TEXT_MAX}
            value={transcript}
            onChange={(e) => setTranscript(e.target.value)}
            aria-describedby="clone-transcript-hint"
          />
        </Field>
        <p className="cost">Cost: {cost} credits</p>
        <button type="submit" disabled={!sample || !name.trim() || sending || running}>
          {sending || running ? 'Cloning…' : 'Clone voice'}
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {voiceId && (
        <div className="result made-voice">
          <p className="success">The voice “{voice?.name ?? name}” is in your library.</p>
          <div className="row">
            <button type="button" className="primary" onClick={() => speakWith(voiceId)}>
              Speak with it
            </button>
            <button type="button" className="small" onClick={() => go('voices')}>
              See it with every voice
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
