// The keys slice's state and the types it is made of, apart from its actions (keys-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type {
  ApiKeyView,
  CreatedApiKey,
  CreditsView,
  KeyCreate,
  KeyPatch,
  LedgerEntry as LedgerEntryView,
  RotatedWebhookSecret,
  UpdatedApiKey,
  WebhookEventDetail,
  WebhookEventView,
  WebhookTestResult,
} from '../api/api-types.ts';

/** The delivery log of one key, as last loaded. */
export interface WebhookLogView {
  events: WebhookEventView[] | null;
  error: string | null;
}

export interface KeysSlice {
  keys: ApiKeyView[];
  credits: CreditsView | null;
  /** The latest ledger entries, newest first. */
  ledger: LedgerEntryView[];
  /** Delivery logs by key id, for the keys whose log is open. */
  webhookLogs: Record<string, WebhookLogView>;
  /** Loads the keys, the credit position and the latest ledger entries. */
  loadKeys(): Promise<void>;
  /** A new key; its secret (and webhook secret) are in the answer, once. */
  createKey(body: KeyCreate): Promise<CreatedApiKey>;
  updateKey(keyId: string, patch: KeyPatch): Promise<UpdatedApiKey>;
  rotateWebhookSecret(keyId: string): Promise<RotatedWebhookSecret>;
  revokeKey(keyId: string): Promise<void>;
  /** Sends a signed test event to the key's webhook now; its log shows the attempt. */
  testWebhook(keyId: string): Promise<WebhookTestResult>;
  loadWebhookLog(keyId: string): Promise<void>;
  /** One event with every attempt. */
  webhookEvent(eventId: string): Promise<WebhookEventDetail>;
  /** Starts a new series of attempts for a delivered or failed event. */
  redeliver(eventId: string): Promise<WebhookEventView>;
}
