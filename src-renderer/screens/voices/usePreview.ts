// Hearing a voice from its card: play its clip when it has one; otherwise ask the service to make
// it (free on the sandbox; on a live engine its price is shown and agreed first), follow the task
// from the event stream, and play the clip through the studio's player when it is ready.
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/api-error.ts';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import type { Voice } from '../../store/voices-slice.ts';

export type PreviewState =
  | { phase: 'idle' }
  | { phase: 'confirm'; credits: number }
  | { phase: 'asking' }
  | { phase: 'making'; taskId: string }
  | { phase: 'failed'; message: string };

const previewTitle = (voice: Pick<Voice, 'name'>) => `Preview of ${voice.name}`;

/** `origin`: the screen the player names as where the clip was played from. */
export function usePreview(voice: Voice, origin = 'Voices') {
  const store = useStudioStore();
  const [state, setState] = useState<PreviewState>({ phase: 'idle' });
  const taskId = state.phase === 'making' ? state.taskId : null;
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const title = previewTitle(voice);
  const playing = useStudio((s) => s.playing && s.nowPlaying?.title === title);

  const playClip = (assetId: string) => store.getState().play({ assetId, title, origin });

  // The task making the clip ended (its events reach the store): play it, and the voice now lists it.
  useEffect(() => {
    if (!taskId) return;
    let done = false;
    const check = () => {
      const t = store.getState().tasks[taskId];
      if (done || !t) return;
      if (t.status === 'COMPLETED' && t.output.assetIds[0]) {
        done = true;
        setState({ phase: 'idle' });
        void store.getState().play({ assetId: t.output.assetIds[0], title, origin });
        void store.getState().loadVoices();
      } else if (t.status === 'FAILED' || t.status === 'CANCELLED') {
        done = true;
        setState({ phase: 'failed', message: t.error?.message ?? 'the preview was not made' });
      }
    };
    const unsubscribe = store.subscribe((s, before) => s.tasks !== before.tasks && check());
    // Its events may have arrived before the answer that named it.
    void Promise.resolve().then(check);
    return () => {
      done = true;
      unsubscribe();
    };
  }, [taskId, title, origin, store]);

  async function ask(acceptCredits: boolean) {
    setState({ phase: 'asking' });
    try {
      const answer = await store.getState().previewVoice(voice.voiceId, acceptCredits);
      if (answer.assetId) {
        setState({ phase: 'idle' });
        await playClip(answer.assetId);
      } else if (answer.taskId) {
        setState({ phase: 'making', taskId: answer.taskId });
        store.getState().announce(`Making the preview of ${voice.name}`);
      } else setState({ phase: 'failed', message: 'the service answered no clip and no task' });
    } catch (error) {
      setState({ phase: 'failed', message: messageOf(error) });
    }
  }

  /** The preview button: pause what plays, play the clip, or make it (asking first when it costs). */
  function preview() {
    if (playing) return store.getState().togglePlay();
    const clip = voice.previewAssetId ?? (voice.kind === 'cloned' ? voice.sampleAssetId : undefined);
    if (clip) return void playClip(clip);
    const credits = voice.previewCredits;
    if (credits > 0) setState({ phase: 'confirm', credits });
    else void ask(false);
  }

  return {
    state,
    playing,
    progress: task?.progress ?? null,
    preview,
    confirm: () => void ask(true),
    cancel: () => setState({ phase: 'idle' }),
  };
}
