// Provider and system settings (session token only).
import { messageOf } from '../api/api-error.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import type { SettingsSlice } from './settings-state.ts';

export type { SettingsSlice } from './settings-state.ts';

export const createSettingsSlice =
  ({ api }: SliceContext): StudioSlice<SettingsSlice> =>
  (set, get) => ({
    settings: null,
    settingsError: null,
    async loadSettings() {
      if (!get().connection?.sessionToken) return;
      try {
        const { data } = await api.GET('/api/v1/settings');
        set({ settings: data, settingsError: null });
      } catch (error) {
        set({ settingsError: messageOf(error) });
      }
    },
    async saveProvider(name, update) {
      const { data } = await api.PUT('/api/v1/settings/providers/{name}', { params: { path: { name } }, body: update });
      const settings = get().settings;
      if (settings) set({ settings: { ...settings, providers: { ...settings.providers, [name]: data } } });
      // The health answer lists the engines: keep the System panel in step.
      void get().refreshHealth({ quiet: true });
      return data;
    },
    async testProvider(name) {
      return (await api.POST('/api/v1/settings/providers/{name}/test', { params: { path: { name } } })).data;
    },
  });
