import catalogue from '../../resources/voices.json' with { type: 'json' };
import type { Db } from '../db/open.ts';
import type { VoiceProfile } from '../providers/engine.ts';
import type { VoiceRepo } from './voice-repo.ts';

/** An entry of `resources/voices.json`: the seeded alpha built-ins and beta prebuilt voices. */
interface CatalogueVoice {
  voiceId: string;
  name: string;
  provider: 'alpha' | 'beta';
  kind: 'builtin' | 'prebuilt';
  description: string;
  gender: string;
  languages: string[];
  profile: VoiceProfile;
}

export const CATALOGUE = catalogue as CatalogueVoice[];

/** Seeds (or refreshes) the catalogue voices in one transaction. */
export function seedCatalogue(db: Db, repo: VoiceRepo, now: string): void {
  db.transaction(() => {
    for (const v of CATALOGUE) {
      repo.seed({
        voice_id: v.voiceId,
        name: v.name,
        provider: v.provider,
        kind: v.kind,
        upstream_name: v.name,
        description: v.description,
        gender: v.gender,
        languages: JSON.stringify(v.languages),
        profile: JSON.stringify(v.profile),
        created_at: now,
      });
    }
  })();
}
