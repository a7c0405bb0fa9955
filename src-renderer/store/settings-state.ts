// The settings slice's state and the types it is made of, apart from its actions (settings-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type { ConnectionTestResult, ProviderUpdate, ProviderView, SettingsView } from '../api/api-types.ts';
import type { ProviderName } from '../../src-service/contract/providers.ts';

export interface SettingsSlice {
  /** Provider and system settings, once loaded. */
  settings: SettingsView | null;
  settingsError: string | null;
  /** Loads `GET /api/v1/settings`. */
  loadSettings(): Promise<void>;
  /** Saves one provider's settings; throws the service's error (naming the field) on a 400. */
  saveProvider(name: ProviderName, update: ProviderUpdate): Promise<ProviderView>;
  /** Asks the service to try the saved settings of a provider upstream. */
  testProvider(name: ProviderName): Promise<ConnectionTestResult>;
}
