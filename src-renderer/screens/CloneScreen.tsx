// Clone a voice from the recorded or uploaded sample.
import { useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { Field, SelectField, TaskProgress } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { ToolDraft } from '../api/shapes.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../../src-service/contract/languages.ts';
import { CLONE_REFERENCE_TEXT_MAX, VOICE_NAME_MAX } from '../../src-service/contract/limits.ts';
import { go } from '../app/routes.ts';

export function CloneScreen() {
  const onRecord = () => go('record');
  const onSpeak = () => go('speech');
  const store = useStudioStore();
  const sample = useStudio((s) => s.sample);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState('English');
  const [transcript, setTranscript] = useState('');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const input: ToolDraft<'clone-voice-from-audio'> = { audioAssetId: sample?.assetId, name: name.trim(), language };
  if (transcript.trim()) input.referenceText = transcript.trim();
  const cost = estimateCredits('clone-voice-from-audio', input, []);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!sample) return;
    setError(null);
    try {
      const ack = await store.getState().submit('clone-voice-from-audio', input, `Clone “${name.trim()}”`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <section aria-labelledby="clone-heading" className="screen">
      <h2 id="clone-heading">Clone a voice</h2>
      {sample ? (
        <p>
          Sample: <strong>{sample.fileName}</strong> ({sample.seconds.toFixed(1)} s){' '}
          <audio controls src={sample.blobUrl} aria-label="Play the sample" />
        </p>
      ) : (
        <p>
          No sample yet.{' '}
          <button type="button" onClick={onRecord}>
            Record or pick one
          </button>
        </p>
      )}
      <form onSubmit={(e) => void submit(e)}>
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
        <button type="submit" disabled={!sample || !name.trim()}>
          Clone voice
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {task?.status === 'COMPLETED' && (
        <p className="success">
          The voice “{name}” is in your library.{' '}
          <button type="button" onClick={onSpeak}>
            Speak with it
          </button>
        </p>
      )}
    </section>
  );
}
