// Design a voice from a description; the preview plays when it is ready, and the new voice is
// one click from Speech, chosen.
import { useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { AssetPlayer, Field, SelectField, str, TaskProgress, usePrefill } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { ToolDraft } from '../api/api-types.ts';
import { useDraft } from '../store/drafts.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../../src-service/contract/languages.ts';
import { charCount, DESIGN_PROMPT_MAX, TTS_TEXT_LIMIT, VOICE_NAME_MAX } from '../../src-service/contract/limits.ts';
import { go } from '../app/navigate.ts';
import { speakWith } from './voices/VoiceCard.tsx';

export function DesignScreen() {
  const store = useStudioStore();
  const [prompt, setPrompt] = useDraft('design', 'prompt', '');
  const [text, setText] = useDraft('design', 'text', 'Hello! This is how I sound when I read your script.');
  const [language, setLanguage] = useDraft('design', 'language', 'English');
  const [name, setName] = useDraft('design', 'name', '');
  const [taskId, setTaskId] = useDraft<string | null>('design', 'taskId', null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const running = task?.status === 'PENDING' || task?.status === 'PROCESSING';
  usePrefill(['design-voice'], (p) => {
    setPrompt(str(p.prompt));
    setText(str(p.text));
    setLanguage(str(p.language, 'English'));
    setName(str(p.voiceName));
  });
  const input: ToolDraft<'design-voice'> = { prompt: prompt.trim(), language };
  if (text.trim()) input.text = text.trim();
  if (name.trim()) input.voiceName = name.trim();
  const cost = estimateCredits('design-voice', input, []);
  const done = task?.status === 'COMPLETED' ? task : undefined;
  const voiceId = done?.output.voiceId;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setSending(true);
    try {
      const ack = await store.getState().submit('design-voice', input, `Design “${name.trim() || 'new voice'}”`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="design-heading" className="screen">
      <h2 id="design-heading">Design a voice</h2>
      <form onSubmit={(e) => void submit(e)} data-primary>
        <Field
          id="design-prompt"
          label="Description"
          hint="Gender, age, pitch, pace, accent, mood — e.g. “a calm, deep male voice, slow and British”."
        >
          <textarea
            id="design-prompt"
            rows={3}
            required
            maxLength={DESIGN_PROMPT_MAX}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            aria-describedby="design-prompt-hint"
          />
        </Field>
        <Field id="design-text" label="Preview text" hint={`${charCount(text)} / ${TTS_TEXT_LIMIT.alpha} characters`}>
          <textarea
            id="design-text"
            rows={2}
            maxLength={TTS_TEXT_LIMIT.alpha}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="design-text-hint"
          />
        </Field>
        <SelectField id="design-language" label="Language" value={language} options={CROSS_LINGUAL_LANGUAGES} onChange={setLanguage} />
        <Field id="design-name" label="Voice name">
          <input id="design-name" maxLength={VOICE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <p className="cost">Cost: {cost} credits</p>
        <button type="submit" disabled={!prompt.trim() || sending || running}>
          {sending || running ? 'Designing…' : 'Design and preview'}
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {done && (
        <div className="result made-voice">
          <p className="success">The voice is in your library. Preview:</p>
          {done.output.assetIds[0] && (
            <AssetPlayer assetId={done.output.assetIds[0]} label="Preview of the designed voice" origin="Design" />
          )}
          {voiceId && (
            <div className="row">
              <button type="button" className="primary" onClick={() => speakWith(voiceId)}>
                Speak with it
              </button>
              <button type="button" className="small" onClick={() => go('voices')}>
                See it with every voice
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
