// Long-form narration. The address names the narration shown (`#/script?asset=…`), so a
// narration opens back into its timeline from the library, a link or a reload, on any browser
// and whichever key made it; the form above it is a draft that survives navigation and reloads.
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../api/query.ts';
import { routeParams } from '../app/navigate.ts';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { useDraft } from '../store/drafts.ts';
import { NarrationResult } from './NarrationResult.tsx';
import { ScriptForm } from './script/ScriptForm.tsx';
import '../styles/make.css';
import '../styles/script.css';

export { labelsIn } from './script/labels.ts';

const onHash = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

/** The screen's address parameters, following changes of the address. */
function useHashParam(name: string): string | null {
  return useSyncExternalStore(onHash, () => routeParams().get(name));
}

export function ScriptScreen() {
  const store = useStudioStore();
  const named = useHashParam('asset');
  const namedBefore = useHashParam('before');
  // The narration last shown comes back when the screen is opened from the navigation.
  const [shown, setShown] = useDraft<{ asset: string; before: string | null } | null>('script', 'shown', null);
  const assetId = named ?? shown?.asset ?? null;
  const beforeId = named ? namedBefore : (shown?.before ?? null);
  useEffect(() => {
    if (named && (shown?.asset !== named || shown?.before !== namedBefore)) setShown({ asset: named, before: namedBefore });
  }, [named, namedBefore, shown, setShown]);
  // The studio's key and the voices come with the connection: nothing is asked before it.
  const connected = useStudio((s) => Boolean(s.apiKey) && s.voicesLoaded);
  const connectionError = useStudio((s) => s.connectionError ?? s.apiKeyError);
  const narration = useQuery({
    queryKey: [...keys.assets, 'narration', assetId],
    enabled: connected && Boolean(assetId),
    staleTime: Infinity,
    retry: false,
    queryFn: () => store.getState().openNarration(assetId as string),
  });

  return (
    <section aria-labelledby="script-heading" className="screen make-screen">
      <h2 id="script-heading">Script</h2>
      {!connected ? (
        connectionError ? (
          <p role="alert" className="error">
            The studio could not reach the service: {connectionError}
          </p>
        ) : (
          <p className="muted" role="status">
            Connecting to the service…
          </p>
        )
      ) : (
        <>
          <ScriptForm shownAssetId={assetId} />
          {assetId && narration.isPending && (
            <p className="muted" role="status">
              Opening the narration…
            </p>
          )}
          {narration.error && (
            <p role="alert" className="error">
              Could not open this narration: {narration.error.message}
            </p>
          )}
          {narration.data && <NarrationResult key={narration.data.assetId} narration={narration.data} beforeId={beforeId} />}
        </>
      )}
    </section>
  );
}
