// One voice as a card: who it is (name, provider, kind, gender, description, languages), a button
// to hear it, a favourite star, "Use this voice", which opens Speech with it chosen, and for
// your own voices, rename and delete.
import { useState } from 'react';
import { Loader2, Pause, Play, Star } from 'lucide-react';
import { useDrafts } from '../../store/drafts.ts';
import { useStudioStore } from '../../studio-context.ts';
import { go } from '../../app/navigate.ts';
import { messageOf } from '../../api/api-error.ts';
import type { Voice } from '../../store/voices-slice.ts';
import { kindLabel } from './filter.ts';
import { PreviewCostDialog } from './PreviewCostDialog.tsx';
import { usePreview } from './usePreview.ts';
import { DeleteVoiceButton, isOwnVoice, RenameVoiceForm } from './VoiceEdit.tsx';

/** Opens Speech with this voice chosen (the Speech draft's voice). */
export function speakWith(voiceId: string): void {
  useDrafts.getState().setField('speech', 'voiceId', voiceId);
  go('speech');
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function VoiceCard({ voice }: { voice: Voice }) {
  const store = useStudioStore();
  const { state, playing, progress, preview, confirm, cancel } = usePreview(voice);
  const [renaming, setRenaming] = useState(false);
  const busy = state.phase === 'asking' || state.phase === 'making';
  const headingId = `voice-${voice.voiceId}-name`;
  const shownLanguages = voice.languages.slice(0, 4).join(', ') + (voice.languages.length > 4 ? ` +${voice.languages.length - 4}` : '');

  const toggleFavorite = () =>
    store
      .getState()
      .setFavorite(voice.voiceId, !voice.favorite)
      .catch((error: unknown) =>
        store.getState().toast({ tone: 'error', title: 'Could not change the favourite', description: messageOf(error) }),
      );

  return (
    <article className="voice-card" aria-labelledby={headingId} data-voice-id={voice.voiceId} data-kind={voice.kind}>
      <header className="voice-card-head">
        <button
          type="button"
          className="voice-play"
          onClick={preview}
          disabled={busy}
          aria-label={`${playing ? 'Pause' : 'Preview'} ${voice.name}`}
          data-testid="voice-preview"
        >
          {busy ? (
            <Loader2 size={18} className="spin" aria-hidden={true} />
          ) : playing ? (
            <Pause size={18} aria-hidden={true} />
          ) : (
            <Play size={18} aria-hidden={true} />
          )}
        </button>
        <div className="voice-card-title">
          <h3 id={headingId}>{voice.name}</h3>
          <p className="voice-meta">
            <span className={`voice-kind ${voice.kind}`}>{kindLabel(voice.kind)}</span>
            <span>{voice.provider}</span>
            {voice.gender && <span>{capital(voice.gender)}</span>}
          </p>
        </div>
        <button
          type="button"
          className="icon-button voice-star"
          aria-pressed={voice.favorite}
          aria-label={`Favourite ${voice.name}`}
          onClick={() => void toggleFavorite()}
        >
          <Star size={18} aria-hidden={true} fill={voice.favorite ? 'currentColor' : 'none'} />
        </button>
      </header>
      {voice.description && <p className="voice-description">{voice.description}</p>}
      <p className="voice-languages">
        <span className="visually-hidden">Languages: </span>
        <span title={voice.languages.join(', ')}>{shownLanguages}</span>
      </p>
      {state.phase === 'making' && (
        <div className="voice-progress" role="status">
          Making the preview…
          <progress max={100} value={progress ?? undefined} aria-label={`Progress of the preview of ${voice.name}`} />
        </div>
      )}
      {state.phase === 'failed' && <p className="error voice-progress">Could not preview: {state.message}</p>}
      {voice.previewCredits > 0 && !voice.previewAssetId && (
        <p className="muted voice-cost">Preview: {voice.previewCredits} credits, once</p>
      )}
      {renaming && <RenameVoiceForm voice={voice} onDone={() => setRenaming(false)} />}
      <footer className="voice-card-foot">
        <button type="button" className="small" onClick={() => speakWith(voice.voiceId)} aria-label={`Use this voice: ${voice.name}`}>
          Use this voice
        </button>
        {isOwnVoice(voice) && !renaming && (
          <>
            <button type="button" className="small" onClick={() => setRenaming(true)} aria-label={`Rename ${voice.name}`}>
              Rename
            </button>
            <DeleteVoiceButton voice={voice} />
          </>
        )}
      </footer>
      {state.phase === 'confirm' && (
        <PreviewCostDialog voiceName={voice.name} credits={state.credits} onConfirm={confirm} onCancel={cancel} />
      )}
    </article>
  );
}
