// Answers and bodies of the REST routes that have no contract type yet, written down once for
// the whole studio. The client generated from openapi.json replaces this file.
import type { ApiKeyView } from '../../src-service/contract/api-key.ts';
import type { AssetView, LibraryAsset } from '../../src-service/contract/asset.ts';
import type { ProviderName } from '../../src-service/contract/providers.ts';
import type { ProviderView } from '../../src-service/contract/settings.ts';
import type { TaskRecord } from '../../src-service/contract/task.ts';

/** `{"data": T}`, the envelope of most answers. */
export interface Data<T> {
  data: T;
}

/** `POST /api/v1/studio/key`: the studio's own key, kept in the OS keychain by the service. */
export type StudioKeyAnswer = Data<{ key: string; created: boolean }>;

/** A row of `GET /api/v1/tasks`: for a PENDING task its lane and place in it; for the session, its parameters. */
export type TaskListItem = TaskRecord & { queuePosition?: number; lane?: string; params?: Record<string, unknown> };

/** `GET /api/v1/tasks`. */
export type TaskPage = Data<{ tasks: TaskListItem[]; nextBefore: string | null }>;

/** `GET /api/v1/assets`. */
export type AssetPage = Data<{ assets: LibraryAsset[]; nextBefore: string | null }>;

/** get-asset's answer: the asset and a signed URL. */
export type SignedAsset = AssetView & { url: string; expiresAt: string };

/** Where the service lives, as the settings answer reports it. */
export interface SystemView {
  dataDir: string;
  url: string;
  pid: number;
  secretStore: 'keychain' | 'file';
  logFile: string;
}

/** `GET /api/v1/settings`. */
export interface SettingsView {
  providers: Record<ProviderName, ProviderView>;
  system: SystemView;
}

/** The body of `POST /api/v1/api-keys`. */
export interface KeyCreate {
  label: string;
  webhookUrl?: string;
  creditLimit?: number | null;
}

/** The body of `PATCH /api/v1/api-keys/{id}`: what changes. */
export interface KeyPatch {
  label?: string;
  webhookUrl?: string | null;
  creditLimit?: number | null;
}

/** `POST /api/v1/api-keys`: the key (shown once), its webhook secret when it has a URL, and its view. */
export interface CreatedKey {
  key: string;
  webhookSecret?: string;
  apiKey: ApiKeyView;
}

/** `PATCH /api/v1/api-keys/{id}`: a webhook secret comes back once, when the change created one. */
export interface UpdatedKey {
  apiKey: ApiKeyView;
  webhookSecret?: string;
}

/** `POST /api/v1/api-keys/{id}/webhook/rotate`. */
export interface RotatedSecret {
  webhookSecret: string;
  previousSecretExpiresAt: string;
  apiKey: ApiKeyView;
}
