// Keys for local apps, their webhooks and delivery logs, and the workspace's credits (session token only).
// The Developer screen reads keys, credits and the ledger through the query cache
// (screens/developer/queries.ts); the actions here change them and it reads them again.
import { messageOf } from '../api/api-error.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import type { WebhookLogView, KeysSlice } from './keys-state.ts';

export type { KeysSlice } from './keys-state.ts';

const LEDGER_SHOWN = 20;
const EVENTS_SHOWN = 20;

export const createKeysSlice =
  ({ api }: SliceContext): StudioSlice<KeysSlice> =>
  (set, get) => {
    const byId = (id: string) => ({ params: { path: { id } } });
    const setLog = (keyId: string, log: WebhookLogView) => set({ webhookLogs: { ...get().webhookLogs, [keyId]: log } });

    return {
      keys: [],
      credits: null,
      ledger: [],
      webhookLogs: {},
      async loadKeys() {
        const [keys, credits, ledger] = await Promise.all([
          api.GET('/api/v1/api-keys'),
          api.GET('/api/v1/credits'),
          api.GET('/api/v1/credits/ledger', { params: { query: { limit: LEDGER_SHOWN } } }),
        ]);
        set({ keys: keys.data, credits: credits.data, ledger: ledger.data });
      },
      async createKey(body) {
        const created = await api.POST('/api/v1/api-keys', { body });
        get().announce(`Key “${body.label}” created; copy it now, it is shown once`);
        return created;
      },
      async updateKey(keyId, patch) {
        const updated = await api.PATCH('/api/v1/api-keys/{id}', { ...byId(keyId), body: patch });
        get().announce(`Key “${updated.apiKey.label}” saved`);
        return updated;
      },
      async rotateWebhookSecret(keyId) {
        const rotated = await api.POST('/api/v1/api-keys/{id}/webhook/rotate', byId(keyId));
        get().announce(`New webhook secret for “${rotated.apiKey.label}”; copy it now, it is shown once`);
        return rotated;
      },
      async revokeKey(keyId) {
        await api.DELETE('/api/v1/api-keys/{id}', byId(keyId));
      },
      async testWebhook(keyId) {
        const result = await api.POST('/api/v1/api-keys/{id}/webhook/test', byId(keyId));
        get().announce(
          result.delivered ? `Test webhook delivered (HTTP ${result.httpStatus})` : `Test webhook failed: ${result.error?.message ?? ''}`,
        );
        if (get().webhookLogs[keyId]) void get().loadWebhookLog(keyId);
        return result;
      },
      async loadWebhookLog(keyId) {
        try {
          const page = await api.GET('/api/v1/webhook-events', { params: { query: { keyId, limit: EVENTS_SHOWN } } });
          setLog(keyId, { events: page.data, error: null });
        } catch (error) {
          setLog(keyId, { events: get().webhookLogs[keyId]?.events ?? null, error: messageOf(error) });
        }
      },
      async webhookEvent(eventId) {
        return (await api.GET('/api/v1/webhook-events/{id}', byId(eventId))).data;
      },
      async redeliver(eventId) {
        const { data } = await api.POST('/api/v1/webhook-events/{id}/redeliver', byId(eventId));
        get().announce(`Redelivering ${data.type} ${data.id}`);
        return data;
      },
    };
  };
