// The voice a speech is spoken with: filters, and each voice with its name, gender, languages
// and a preview button (its clip played through the studio's player).
import { useMemo, useState } from 'react';
import { Play } from 'lucide-react';
import { messageOf } from '../../api/errors.ts';
import type { VoiceView } from '../../api/shapes.ts';
import { Field } from '../../components.tsx';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { useDraft } from '../../store/drafts.ts';
import { SPEECH_PROVIDERS } from '../../../src-service/contract/providers.ts';

/** Fields the voice listing gains with previews (gender, description, sample). */
type Voice = VoiceView & { gender?: string; description?: string; sampleAssetId?: string; previewAssetId?: string | null };

/** The clip that lets a voice be heard, when there is one. */
const clipOf = (v: Voice) => v.previewAssetId ?? v.sampleAssetId ?? null;

function PreviewButton({ voice }: { voice: Voice }) {
  const store = useStudioStore();
  const [busy, setBusy] = useState(false);
  const title = `Voice preview: ${voice.name}`;
  async function preview() {
    const clip = clipOf(voice);
    if (clip) return store.getState().play({ assetId: clip, title, origin: 'Speech' });
    setBusy(true);
    try {
      // The service makes a built-in voice's preview once per workspace (free on the sandbox).
      const post = store.getState().api.POST as unknown as (
        path: string,
        init: object,
      ) => Promise<{ data: { assetId: string | null; taskId: string | null } }>;
      const { data } = await post('/api/v1/voices/{id}/preview', {
        params: { path: { id: voice.voiceId } },
        body: { acceptCredits: false },
      });
      if (data.assetId) await store.getState().play({ assetId: data.assetId, title, origin: 'Speech' });
      else
        store
          .getState()
          .toast({ tone: 'info', title: `Making a preview of ${voice.name}`, description: 'It plays from the voice list once made.' });
      void store.getState().loadVoices();
    } catch (error) {
      store.getState().toast({ tone: 'error', title: `No preview of ${voice.name}`, description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="small icon-text" onClick={() => void preview()} disabled={busy} aria-label={`Preview ${voice.name}`}>
      <Play size={14} aria-hidden={true} /> {busy ? 'Making…' : 'Preview'}
    </button>
  );
}

export function VoicePicker({ voiceId, onChange }: { voiceId: string; onChange(voiceId: string): void }) {
  const voices = useStudio((s) => s.voices) as Voice[];
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
