// Text to speech: pick and hear a voice, write, see the exact cost, generate; the screen keeps
// what was typed (a draft that survives navigation and reloads) and what it made lately.
import { useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { Field, SelectField, str, TaskProgress, usePrefill } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { ToolDraft } from '../api/api-types.ts';
import { useDraft } from '../store/drafts.ts';
import { OwnVoices } from './OwnVoices.tsx';
import { RecentResults } from './make/RecentResults.tsx';
import { VoicePicker } from './speech/VoicePicker.tsx';
import { AudioClip } from '../ui/AudioClip.tsx';
import { excerpt } from '../ui/task-text.ts';
import { ALPHA_LANGUAGES } from '../../src-service/contract/languages.ts';
import { charCount, TTS_PROMPT_LIMIT, TTS_TEXT_LIMIT } from '../../src-service/contract/limits.ts';
import '../styles/make.css';

export function SpeechScreen() {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const [voiceId, setVoiceId] = useDraft('speech', 'voiceId', '');
  const [text, setText] = useDraft('speech', 'text', '');
  const [prompt, setPrompt] = useDraft('speech', 'prompt', '');
  const [language, setLanguage] = useDraft('speech', 'language', 'Auto');
  const [taskId, setTaskId] = useDraft<string | null>('speech', 'taskId', null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  usePrefill(['generate-tts'], (p) => {
    setText(str(p.text));
    setVoiceId(str(p.voiceId));
    setPrompt(str(p.prompt));
    setLanguage(str(p.language, 'Auto'));
  });

  const voice = voices.find((v) => v.voiceId === voiceId);
  const limit = voice ? TTS_TEXT_LIMIT[voice.provider] : TTS_TEXT_LIMIT.alpha;
  const chars = charCount(text);
  const over = chars > limit;
  const input: ToolDraft<'generate-tts'> = { text, voiceId };
  if (prompt.trim()) input.prompt = prompt.trim();
  if (voice?.provider === 'alpha' && language !== 'Auto') input.language = language;
  const cost = estimateCredits('generate-tts', input, voices);
  const working = task?.status === 'PENDING' || task?.status === 'PROCESSING';

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!voice) return;
    setError(null);
    setSending(true);
    try {
      const ack = await store.getState().submit('generate-tts', input, `Speech: ${excerpt(text, 40)}`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  const result = task?.status === 'COMPLETED' ? task.output.assetIds[0] : undefined;
  return (
    <section aria-labelledby="speech-heading" className="screen make-screen">
      <h2 id="speech-heading">Speech</h2>
      <div className="make-layout">
        <div className="make-main">
          <VoicePicker voiceId={voiceId} onChange={setVoiceId} />
          <form className="card" data-primary="" onSubmit={(e) => void submit(e)}>
            <Field
              id="tts-text"
              label="Text"
              hint={
                <span className={over ? 'error' : ''} data-testid="char-counter">
                  {chars} / {limit} characters{voice ? ` (${voice.provider} voice)` : ''}
                </span>
              }
            >
              <textarea
                id="tts-text"
                rows={5}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-describedby="tts-text-hint"
                aria-invalid={over}
              />
            </Field>
            <Field id="tts-prompt" label="Style (optional)" hint={`${prompt.length} / ${TTS_PROMPT_LIMIT} characters`}>
              <input
                id="tts-prompt"
                maxLength={TTS_PROMPT_LIMIT}
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
                aria-describedby="tts-prompt-hint"
              />
            </Field>
            {voice?.provider !== 'beta' && (
              <SelectField
                id="tts-language"
                label="Language (alpha voices)"
                value={language}
                options={ALPHA_LANGUAGES}
                onChange={setLanguage}
              />
            )}
            <div className="submit-row">
              <p className="cost" aria-live="polite" data-testid="speech-cost">
                {cost === null ? (
                  'Pick a voice to see the cost.'
                ) : (
                  <>
                    Exact cost: <strong>{cost} credits</strong>
                  </>
                )}
              </p>
              <button type="submit" disabled={!voice || !text.trim() || over || sending} aria-busy={sending}>
                {sending ? 'Sending…' : working ? 'Generate another' : 'Generate speech'}
              </button>
            </div>
          </form>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <TaskProgress taskId={taskId} />
          {result && (
            <div className="result card" data-testid="speech-result">
              <h3>Latest</h3>
              <AudioClip assetId={result} title={`Speech: ${excerpt(String(task?.params?.text ?? ''), 50)}`} origin="Speech" />
            </div>
          )}
          <OwnVoices onDeleted={(id) => id === voiceId && setVoiceId('')} />
        </div>
        <aside className="make-side">
          <RecentResults tool="generate-tts" kind="audio" origin="Speech" />
        </aside>
      </div>
    </section>
  );
}
