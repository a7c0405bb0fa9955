// Renaming and deleting one of your own voices (designed or cloned; built-in and prebuilt ones
// are fixed), wherever the voice is shown: the voice cards and Speech's "Your voices".
import { useState } from 'react';
import { messageOf } from '../../api/api-error.ts';
import { useStudioStore } from '../../studio-context.ts';
import type { Voice } from '../../store/voices-slice.ts';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { VOICE_NAME_MAX } from '../../../src-service/contract/limits.ts';

export const isOwnVoice = (v: Pick<Voice, 'kind'>) => v.kind === 'designed' || v.kind === 'cloned';

/** The new-name form; `onDone` when it is saved or cancelled. */
export function RenameVoiceForm({ voice, onDone }: { voice: Voice; onDone(): void }) {
  const store = useStudioStore();
  const [name, setName] = useState(voice.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = `rename-${voice.voiceId}`;

  async function rename(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await store.getState().renameVoice(voice.voiceId, name.trim());
      onDone();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  }

  return (
    <form className="row rename-voice" onSubmit={(e) => void rename(e)}>
      <label htmlFor={inputId}>New name for {voice.name}</label>
      <input id={inputId} required maxLength={VOICE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <button type="submit" className="small" disabled={busy || !name.trim() || name.trim() === voice.name}>
        Save name
      </button>
      <button type="button" className="small" onClick={onDone}>
        Cancel
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}

/** Delete, after a confirmation that says what stays (speech made with it is kept). */
export function DeleteVoiceButton({ voice, onDeleted }: { voice: Voice; onDeleted?(voiceId: string): void }) {
  const store = useStudioStore();
  return (
    <ConfirmAction
      trigger="Delete"
      triggerLabel={`Delete ${voice.name}`}
      title={`Delete the voice “${voice.name}”?`}
      description="Speech already made with it stays in the library. The voice itself cannot be brought back."
      action="Delete voice"
      onConfirm={async () => {
        try {
          await store.getState().deleteVoice(voice.voiceId);
          onDeleted?.(voice.voiceId);
        } catch (err) {
          store.getState().toast({ tone: 'error', title: `Could not delete ${voice.name}`, description: messageOf(err) });
        }
      }}
    />
  );
}
