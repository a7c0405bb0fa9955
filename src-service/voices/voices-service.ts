import { AppError, invalid, notFound } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { VOICE_NAME_MAX } from '../contract/limits.ts';
import type { VoiceView } from '../contract/voice.ts';
import { toVoiceView, type VoiceRepo, type VoiceRow } from './voice-repo.ts';

/**
 * Renaming and deleting your own voices. Built-in and prebuilt voices belong to the
 * catalogue and cannot be changed; an API key may change only the voices it created,
 * the studio (session token) any designed or cloned voice.
 */
export function createVoicesService(deps: { repo: VoiceRepo; now: () => Date }) {
  const { repo, now } = deps;
  const own = (id: string, principal: Principal): VoiceRow => {
    const row = repo.get(id);
    if (!row) throw notFound('Voice', id);
    if (row.kind === 'builtin' || row.kind === 'prebuilt') {
      throw new AppError(
        'forbidden',
        `${row.name} is a ${row.kind} voice of the catalogue; only designed and cloned voices can be renamed or deleted`,
      );
    }
    if (principal.kind === 'apiKey' && row.api_key_id !== principal.keyId) throw notFound('Voice', id);
    return row;
  };
  return {
    list(): VoiceView[] {
      return repo.list().map(toVoiceView);
    },
    /** One voice of the library (every caller may speak with any voice), or undefined. */
    get(id: string): VoiceView | undefined {
      const row = repo.get(id);
      return row ? toVoiceView(row) : undefined;
    },
    rename(id: string, name: string, principal: Principal): VoiceView {
      own(id, principal);
      const trimmed = name.trim();
      if (!trimmed) throw invalid('name', 'must not be empty');
      if ([...trimmed].length > VOICE_NAME_MAX) throw invalid('name', `must be at most ${VOICE_NAME_MAX} characters`);
      repo.rename(id, trimmed);
      return toVoiceView(repo.get(id)!);
    },
    remove(id: string, principal: Principal): { voiceId: string; deleted: true } {
      own(id, principal);
      repo.remove(id, now().toISOString());
      return { voiceId: id, deleted: true };
    },
  };
}

export type VoicesService = ReturnType<typeof createVoicesService>;
