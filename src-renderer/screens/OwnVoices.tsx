// Your designed and cloned voices: rename and delete (built-in and prebuilt ones are fixed).
import { useState } from 'react';
import type { VoiceView } from '../api/shapes.ts';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { VOICE_NAME_MAX } from '../../src-service/contract/limits.ts';

export function OwnVoices({ onDeleted }: { onDeleted?(voiceId: string): void }) {
  const voices = useStudio((s) => s.voices);
  const own = voices.filter((v) => v.kind === 'designed' || v.kind === 'cloned');
  if (own.length === 0) return null;
  return (
    <section aria-labelledby="own-voices-heading" className="own-voices">
      <h3 id="own-voices-heading">Your voices</h3>
      <ul data-testid="own-voices">
        {own.map((v) => (
          <OwnVoice key={v.voiceId} voice={v} onDeleted={onDeleted} />
        ))}
      </ul>
    </section>
  );
}

function OwnVoice({ voice, onDeleted }: { voice: VoiceView; onDeleted?(voiceId: string): void }) {
  const store = useStudioStore();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(voice.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function rename(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await store.getState().renameVoice(voice.voiceId, name.trim());
      setEditing(false);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`Delete the voice “${voice.name}”? Speech already made with it stays in the library.`)) return;
    setBusy(true);
    setError(null);
    try {
      await store.getState().deleteVoice(voice.voiceId);
      onDeleted?.(voice.voiceId);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  }

  const inputId = `rename-${voice.voiceId}`;
  return (
    <li data-voice-id={voice.voiceId}>
      {editing ? (
        <form className="row" onSubmit={(e) => void rename(e)}>
          <label htmlFor={inputId}>New name for {voice.name}</label>
          <input id={inputId} required maxLength={VOICE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          <button type="submit" className="small" disabled={busy || !name.trim() || name.trim() === voice.name}>
            Save name
          </button>
          <button type="button" className="small" onClick={() => (setEditing(false), setName(voice.name))}>
            Cancel
          </button>
        </form>
      ) : (
        <span className="row">
          <strong>{voice.name}</strong> <span className="muted">{voice.kind}</span>
          <button type="button" className="small" onClick={() => setEditing(true)} aria-label={`Rename ${voice.name}`}>
            Rename
          </button>
          <button type="button" className="small danger" onClick={() => void remove()} disabled={busy} aria-label={`Delete ${voice.name}`}>
            Delete
          </button>
        </span>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </li>
  );
}
