// The first run: a workspace with no app keys and no voices of one's own gets a welcome card
// on Speech that leads to hearing a built-in voice and making a first clip. Dismissal is kept
// in localStorage (one short flag); the card also goes away once the workspace has its own
// keys or voices.
import { AudioLines, Loader2, PenLine, Play, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { messageOf } from '../api/api-error.ts';
import { useApiKeys } from '../screens/developer/queries.ts';
import type { TaskEntry } from '../store/tasks-slice.ts';
import { useStudio, useStudioStore } from '../studio-context.ts';
import type { StudioState } from '../studio-store.ts';
import '../styles/first-run.css';

const DISMISSED_KEY = 'timbre.firstRun.dismissed';
/** The studio's own key does not count as one of the creator's. */
const STUDIO_KEY_LABEL = 'Timbre Studio';
/** The voice a newcomer hears first, when the catalogue has it. */
const FIRST_VOICE = 'alpha-cherry';
const OWN_KINDS = new Set(['designed', 'cloned']);

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Resolves when the task has ended (its events arrive in the store's batches). */
function taskEnded(store: StoreApi<StudioState>, taskId: string): Promise<TaskEntry> {
  const ended = (t: TaskEntry | undefined) => t && (t.status === 'COMPLETED' || t.status === 'FAILED' || t.status === 'CANCELLED');
  return new Promise((resolve) => {
    const now = store.getState().tasks[taskId];
    if (ended(now)) return resolve(now!);
    const stop = store.subscribe((s) => {
      const t = s.tasks[taskId];
      if (ended(t)) {
        stop();
        resolve(t!);
      }
    });
  });
}

export function FirstRun() {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const voicesLoaded = useStudio((s) => s.voicesLoaded);
  const { data: keys } = useApiKeys();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [hearing, setHearing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!voicesLoaded) void store.getState().loadVoices();
  }, [store, voicesLoaded]);

  const ownVoices = voices.some((v) => OWN_KINDS.has(v.kind));
  const ownKeys = (keys ?? []).some((k) => !k.revokedAt && k.label !== STUDIO_KEY_LABEL);
  const voice = voices.find((v) => v.voiceId === FIRST_VOICE) ?? voices.find((v) => !OWN_KINDS.has(v.kind));
  if (dismissed || !voicesLoaded || !keys || ownVoices || ownKeys || !voice) return null;

  function dismiss() {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // not kept: the card stays hidden for this session
    }
    setDismissed(true);
  }

  async function hear() {
    if (!voice) return;
    setHearing(true);
    setError(null);
    try {
      const title = `${voice.name}, a preview`;
      let assetId = voice.previewAssetId ?? null;
      if (!assetId) {
        // A short line in the voice, made with the studio's key (free on the sandbox engine).
        const ack = await store
          .getState()
          .submit('generate-tts', { text: `Hello, I am ${voice.name}. Write anything and I will say it.`, voiceId: voice.voiceId }, title);
        const task = await taskEnded(store, ack.taskId);
        if (task.status !== 'COMPLETED') throw new Error(task.error?.message ?? `The preview ended ${task.status.toLowerCase()}`);
        assetId = task.output.assetIds[0] ?? null;
      }
      if (!assetId) throw new Error('The preview has no clip');
      await store.getState().play({ assetId, title, origin: 'Welcome' });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setHearing(false);
    }
  }

  function firstClip() {
    const text = document.getElementById('tts-text');
    text?.scrollIntoView({ block: 'center' });
    text?.focus();
    store.getState().announce('Write a line in Text, pick a voice, then Generate speech (Ctrl+Enter)');
  }

  return (
    <section className="first-run" aria-labelledby="first-run-heading" data-testid="first-run">
      <AudioLines className="first-run-icon" size={32} aria-hidden={true} />
      <div className="first-run-body">
        <h2 id="first-run-heading">Welcome to Timbre</h2>
        <p>
          Start by hearing a voice, then write a line and make your first clip. {voice.name} is one of {voices.length} voices ready to use;
          record or design your own under Voices.
        </p>
        <div className="first-run-actions">
          <button type="button" className="primary" onClick={() => void hear()} disabled={hearing} aria-describedby="first-run-voice">
            {hearing ? <Loader2 size={16} className="spin" aria-hidden={true} /> : <Play size={16} aria-hidden={true} />}{' '}
            {hearing ? 'Making the preview…' : 'Hear a voice'}
          </button>
          <button type="button" onClick={firstClip}>
            <PenLine size={16} aria-hidden={true} /> Make your first clip
          </button>
          <span id="first-run-voice" className="muted">
            {voice.name} · {voice.provider}
            {voice.gender ? ` · ${voice.gender}` : ''}
          </span>
        </div>
        {error && (
          <p role="alert" className="error">
            Could not play the preview: {error}
          </p>
        )}
      </div>
      <button type="button" className="icon-button first-run-close" onClick={dismiss} aria-label="Dismiss the welcome">
        <X size={16} aria-hidden={true} />
      </button>
    </section>
  );
}
