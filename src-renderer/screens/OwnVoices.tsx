// Your designed and cloned voices: rename and delete (built-in and prebuilt ones are fixed).
import { useState } from 'react';
import { useStudio } from '../studio-context.ts';
import type { Voice } from '../store/voices-slice.ts';
import { DeleteVoiceButton, isOwnVoice, RenameVoiceForm } from './voices/VoiceEdit.tsx';

export function OwnVoices({ onDeleted }: { onDeleted?(voiceId: string): void }) {
  const voices = useStudio((s) => s.voices);
  const own = voices.filter(isOwnVoice);
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

function OwnVoice({ voice, onDeleted }: { voice: Voice; onDeleted?(voiceId: string): void }) {
  const [editing, setEditing] = useState(false);
  return (
    <li data-voice-id={voice.voiceId}>
      {editing ? (
        <RenameVoiceForm voice={voice} onDone={() => setEditing(false)} />
      ) : (
        <span className="row">
          <strong>{voice.name}</strong> <span className="muted">{voice.kind}</span>
          <button type="button" className="small" onClick={() => setEditing(true)} aria-label={`Rename ${voice.name}`}>
            Rename
          </button>
          <DeleteVoiceButton voice={voice} onDeleted={onDeleted} />
        </span>
      )}
    </li>
  );
}
