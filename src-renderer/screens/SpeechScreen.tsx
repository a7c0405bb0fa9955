// Text to speech: pick a voice, write, see the cost, generate, play and download.
import { useMemo, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { AssetPlayer, Field, SelectField, str, TaskProgress, usePrefill } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { ToolDraft } from '../api/shapes.ts';
import { OwnVoices } from './OwnVoices.tsx';
import { useDraft } from '../store/drafts.ts';
import { ALPHA_LANGUAGES } from '../../src-service/contract/languages.ts';
import { charCount, TTS_PROMPT_LIMIT, TTS_TEXT_LIMIT } from '../../src-service/contract/limits.ts';
import { SPEECH_PROVIDERS } from '../../src-service/contract/providers.ts';

export function SpeechScreen() {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const loaded = useStudio((s) => s.voicesLoaded);
  const [provider, setProvider] = useState('');
  const [lang, setLang] = useState('');
  const [query, setQuery] = useState('');
  const [voiceId, setVoiceId] = useDraft('speech', 'voiceId', '');
  const [text, setText] = useState('');
  const [prompt, setPrompt] = useState('');
  const [language, setLanguage] = useState('Auto');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  usePrefill(['generate-tts'], (p) => {
    setText(str(p.text));
    setVoiceId(str(p.voiceId));
    setPrompt(str(p.prompt));
    setLanguage(str(p.language, 'Auto'));
  });

  const languages = useMemo(() => [...new Set(voices.flatMap((v) => v.languages))].sort(), [voices]);
  const shown = voices.filter(
    (v) =>
      (!provider || v.provider === provider) &&
      (!lang || v.languages.includes(lang)) &&
      (!query || v.name.toLowerCase().includes(query.toLowerCase())),
  );
  const voice = voices.find((v) => v.voiceId === voiceId);
  const limit = voice ? TTS_TEXT_LIMIT[voice.provider] : TTS_TEXT_LIMIT.alpha;
  const chars = charCount(text);
  const over = chars > limit;
  const input: ToolDraft<'generate-tts'> = { text, voiceId };
  if (prompt.trim()) input.prompt = prompt.trim();
  if (voice?.provider === 'alpha' && language !== 'Auto') input.language = language;
  const cost = estimateCredits('generate-tts', input, voices);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!voice) return;
    setError(null);
    try {
      const ack = await store.getState().submit('generate-tts', input, `Speech with ${voice.name}`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <section aria-labelledby="speech-heading" className="screen">
      <h2 id="speech-heading">Speech</h2>
      <fieldset className="voice-browser">
        <legend>Voice</legend>
        <div className="row">
          <Field id="voice-provider" label="Provider">
            <select id="voice-provider" value={provider} onChange={(e) => setProvider(e.target.value)}>
              <option value="">All</option>
              {SPEECH_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
          <Field id="voice-language" label="Language">
            <select id="voice-language" value={lang} onChange={(e) => setLang(e.target.value)}>
              <option value="">All</option>
              {languages.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </Field>
          <Field id="voice-search" label="Search">
            <input id="voice-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </Field>
        </div>
        {!loaded ? (
          <p>Loading voices…</p>
        ) : (
          <ul className="voice-list" aria-label="Voices" data-testid="voice-list">
            {shown.map((v) => (
              <li key={v.voiceId}>
                <label>
                  <input
                    type="radio"
                    name="voice"
                    value={v.voiceId}
                    checked={voiceId === v.voiceId}
                    onChange={() => setVoiceId(v.voiceId)}
                  />
                  <strong>{v.name}</strong>{' '}
                  <span className="muted">
                    {v.provider} · {v.kind} · {v.languages.slice(0, 3).join(', ')}
                    {v.languages.length > 3 ? '…' : ''}
                  </span>
                </label>
                {v.previewAssetId && (
                  <button type="button" className="small" onClick={() => setPreview(v.previewAssetId!)} aria-label={`Preview ${v.name}`}>
                    Preview
                  </button>
                )}
              </li>
            ))}
            {shown.length === 0 && <li>No voice matches these filters.</li>}
          </ul>
        )}
        {preview && <AssetPlayer key={preview} assetId={preview} label="Voice preview" origin="Speech" />}
        {voiceId && loaded && !voice && <p className="warn">The voice {voiceId} is no longer in the library; pick another.</p>}
      </fieldset>
      <OwnVoices onDeleted={(id) => id === voiceId && setVoiceId('')} />
      <form onSubmit={(e) => void submit(e)}>
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
        <p className="cost" aria-live="polite">
          {cost === null ? 'Pick a voice to see the cost.' : `Estimated cost: ${cost} credits`}
        </p>
        <button type="submit" disabled={!voice || !text.trim() || over}>
          Generate speech
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {task?.status === 'COMPLETED' && task.output.assetIds[0] && (
        <div className="result" data-testid="speech-result">
          <AssetPlayer assetId={task.output.assetIds[0]} label="Generated speech" />
        </div>
      )}
    </section>
  );
}
