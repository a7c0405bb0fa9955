// Design a voice from a description; the preview plays when it is ready.
import { useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { AssetPlayer, Field, SelectField, str, TaskProgress, usePrefill } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { ToolDraft } from '../api/shapes.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../../src-service/contract/languages.ts';
import { charCount, DESIGN_PROMPT_MAX, TTS_TEXT_LIMIT, VOICE_NAME_MAX } from '../../src-service/contract/limits.ts';

export function DesignScreen() {
  const store = useStudioStore();
  const [prompt, setPrompt] = useState('');
  const [text, setText] = useState('Hello! This is how I sound when I read your script.');
  const [language, setLanguage] = useState('English');
  const [name, setName] = useState('');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
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

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const ack = await store.getState().submit('design-voice', input, `Design “${name.trim() || 'new voice'}”`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <section aria-labelledby="design-heading" className="screen">
      <h2 id="design-heading">Design a voice</h2>
      <form onSubmit={(e) => void submit(e)}>
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
        <button type="submit" disabled={!prompt.trim()}>
          Design and preview
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {task?.status === 'COMPLETED' && task.output.assetIds[0] && (
        <div className="result">
          <p className="success">The voice is in your library. Preview:</p>
          <AssetPlayer assetId={task.output.assetIds[0]} label="Preview of the designed voice" origin="Design" />
        </div>
      )}
    </section>
  );
}
