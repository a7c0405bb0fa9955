// The voice a speech is spoken with: filters, and each voice with its name, gender, languages
// and a preview button (its clip played through the studio's player).
import { useMemo } from 'react';
import { Pause, Play } from 'lucide-react';
import { Field } from '../../components.tsx';
import { useStudio } from '../../studio-context.ts';
import type { Voice } from '../../store/voices-slice.ts';
import { PreviewCostDialog } from '../voices/PreviewCostDialog.tsx';
import { usePreview } from '../voices/usePreview.ts';
import { useDraft } from '../../store/drafts.ts';
import { SPEECH_PROVIDERS } from '../../../src-service/contract/providers.ts';

/**
 * A voice's preview button, as on the voice cards (the same hook): plays its clip, or has the
 * service make it, asking first with its price when it costs credits (a live engine).
 */
function PreviewButton({ voice }: { voice: Voice }) {
  const { state, playing, preview, confirm, cancel } = usePreview(voice, 'Speech');
  const busy = state.phase === 'asking' || state.phase === 'making';
  return (
    <>
      <button type="button" className="small icon-text" onClick={() => void preview()} disabled={busy} aria-label={`Preview ${voice.name}`}>
        {playing ? <Pause size={14} aria-hidden={true} /> : <Play size={14} aria-hidden={true} />} {busy ? 'Making…' : 'Preview'}
      </button>
      {state.phase === 'failed' && <span className="error">Could not preview: {state.message}</span>}
      {state.phase === 'confirm' && (
        <PreviewCostDialog voiceName={voice.name} credits={state.credits} onConfirm={confirm} onCancel={cancel} />
      )}
    </>
  );
}

export function VoicePicker({ voiceId, onChange }: { voiceId: string; onChange(voiceId: string): void }) {
  const voices = useStudio((s) => s.voices);
  const loaded = useStudio((s) => s.voicesLoaded);
  const [provider, setProvider] = useDraft('speech', 'filterProvider', '');
  const [lang, setLang] = useDraft('speech', 'filterLanguage', '');
  const [query, setQuery] = useDraft('speech', 'filterQuery', '');
  const languages = useMemo(() => [...new Set(voices.flatMap((v) => v.languages))].sort(), [voices]);
  const q = query.trim().toLowerCase();
  const shown = voices.filter(
    (v) =>
      (!provider || v.provider === provider) &&
      (!lang || v.languages.includes(lang)) &&
      (!q || v.name.toLowerCase().includes(q) || (v.description ?? '').toLowerCase().includes(q)),
  );
  const voice = voices.find((v) => v.voiceId === voiceId);
  return (
    <fieldset className="voice-browser card">
      <legend>Voice{voice ? `: ${voice.name}` : ''}</legend>
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
        <Field id="voice-search" label="Search voices">
          <input id="voice-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-search="" />
        </Field>
      </div>
      {!loaded ? (
        <p className="muted">Loading voices…</p>
      ) : (
        <ul className="voice-list" aria-label="Voices" data-testid="voice-list">
          {shown.map((v) => (
            <li key={v.voiceId} className={v.voiceId === voiceId ? 'chosen' : undefined}>
              <label>
                <input type="radio" name="voice" value={v.voiceId} checked={voiceId === v.voiceId} onChange={() => onChange(v.voiceId)} />
                <span className="voice-name">{v.name}</span>
                <span className="voice-facts muted">
                  {[v.gender, v.provider, v.kind].filter(Boolean).join(' · ')}
                  <br />
                  {v.languages.slice(0, 3).join(', ')}
                  {v.languages.length > 3 ? ` +${v.languages.length - 3}` : ''}
                </span>
              </label>
              <PreviewButton voice={v} />
            </li>
          ))}
          {shown.length === 0 && <li>No voice matches these filters.</li>}
        </ul>
      )}
      {voiceId && loaded && !voice && <p className="warn">The voice {voiceId} is no longer in the library; pick another.</p>}
    </fieldset>
  );
}
