// The studio's state (zustand): the service connection and health, the studio's own API
// key, the voice library, the task queue (fed by the event stream) and the asset library.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ErrorBody } from '../src-service/contract/errors.ts';
import type { TaskAck, TaskRecord } from '../src-service/contract/task.ts';
import type { VoiceView } from '../src-service/contract/voice.ts';
import { ApiError, call, messageOf, tool, type ApiTarget } from './api.ts';
import type { StudioConnection } from './connection.ts';
import { openEventStream } from './sse.ts';
import type { AssetProvenance, AssetView, AudioExportFormat } from '../src-service/contract/asset.ts';

/** Health of the service as last fetched from `GET /api/v1/health`. */
export type HealthView =
  | { kind: 'unknown' }
  | { kind: 'checking' }
  | { kind: 'ok'; status: string; details: Array<[string, string]> }
  | { kind: 'error'; message: string };

/** A task the studio submitted or heard about, with what it was asked to do. */
export interface TaskEntry extends TaskRecord {
  /** Tasks ahead of a PENDING task in its lane (0 = next), as `GET /api/v1/tasks` answers it. */
  queuePosition?: number;
  /** The queue a PENDING task waits in: `local` work, or a live provider (alpha, beta, video). */
  lane?: string;
  label?: string;
  params?: Record<string, unknown>;
  submittedAt?: number;
}

/** One item of the library: an upload or a task's output. */
export interface LibraryItem {
  assetId: string;
  kind: 'audio' | 'image' | 'video' | string;
  label: string;
  source: 'upload' | 'recording' | 'generated';
  taskId?: string;
  tool?: string;
  params?: Record<string, unknown>;
  createdAt: string;
}

/** get-asset's answer as the studio uses it. */
export interface AssetInfo {
  url: string;
  expiresAt: string;
  mimeType: string;
  bytes: number;
  kind?: string;
  engine?: string;
  origin?: string;
  durationSeconds?: number;
  sampleRate?: number;
  width?: number;
  height?: number;
  fileName?: string;
  taskId?: string;
}

/** An asset as `GET /api/v1/assets` answers it (facts, and provenance when the service listed it). */
export type AssetRecord = AssetView & { provenance?: AssetProvenance; url?: string; expiresAt?: string };

/** A form to open prefilled ("make another like this"): the tool and its parameters. */
export interface Prefill {
  tool: string;
  params: Record<string, unknown>;
}

/** The recorded or picked sample waiting to be cloned. */
export interface SampleView {
  assetId: string;
  blobUrl: string;
  seconds: number;
  fileName: string;
}

/** The providers that run on the sandbox or a live engine (as `GET /api/v1/settings` lists them). */
export const PROVIDERS = ['alpha', 'beta', 'video'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** One provider's settings as the service answers them: never the key, only whether one is set. */
export interface ProviderSettingsView {
  engine: 'sandbox' | 'live';
  baseUrl: string;
  apiKeySet: boolean;
  /** Upstream model ids by role (defaults filled in by the service). */
  models: Record<string, string>;
  rateLimit: { requests: number; perSeconds: number };
  /** video only. */
  pollIntervalMs?: number;
}

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
  providers: Record<ProviderName, ProviderSettingsView>;
  system: SystemView;
}

/** The body of `PUT /api/v1/settings/providers/{name}`; omitted fields keep their value. */
export interface ProviderUpdate {
  engine: 'sandbox' | 'live';
  baseUrl?: string;
  /** A new key; null removes the stored one. */
  apiKey?: string | null;
  models?: Record<string, string>;
  rateLimit?: { requests: number; perSeconds: number };
  pollIntervalMs?: number;
}

/** `POST /api/v1/settings/providers/{name}/test`: does the saved key work upstream? */
export interface ConnectionTest {
  ok: boolean;
  /** The upstream HTTP status, when one answered. */
  status: number | null;
  message: string;
}

/** Everything the studio shows. */
export interface StudioState {
  connection: StudioConnection | null;
  connectionError: string | null;
  health: HealthView;
  /** The health body as answered (engines, secret store, ffmpeg…). */
  healthRaw: Record<string, unknown>;
  apiKey: string | null;
  apiKeyError: string | null;
  voices: VoiceView[];
  voicesLoaded: boolean;
  tasks: Record<string, TaskEntry>;
  library: LibraryItem[];
  sample: SampleView | null;
  /** Parameters waiting for the screen that "make another like this" opened. */
  prefill: Prefill | null;
  eventsConnected: boolean;
  /** Provider and system settings (session token), once loaded. */
  settings: SettingsView | null;
  settingsError: string | null;
  /** The last status message, announced by the aria-live region. */
  announcement: string;
  /** Finds the service, checks its health, gets the studio's key, opens the event stream. */
  connect(): Promise<void>;
  /** Re-reads the health answer; `quiet` keeps the current status shown while it is asked. */
  refreshHealth(opts?: { quiet?: boolean }): Promise<void>;
  loadVoices(): Promise<void>;
  /** Loads the service's task list (every task of the workspace) and merges it in. */
  loadTasks(opts?: { status?: string }): Promise<void>;
  /** Re-submits a FAILED or CANCELLED task with the parameters it was submitted with. */
  retry(taskId: string): Promise<TaskAck>;
  renameVoice(voiceId: string, name: string): Promise<void>;
  deleteVoice(voiceId: string): Promise<void>;
  /**
   * Saves an asset (audio converted to `format` when given, else as stored): the desktop's
   * Save dialog when present, otherwise a browser download.
   */
  exportAsset(assetId: string, fileName: string, format?: AudioExportFormat): Promise<string>;
  setPrefill(prefill: Prefill | null): void;
  /** Calls a tool with the studio's key. */
  tool<T>(name: string, input: unknown): Promise<T>;
  /** Submits a generation tool and tracks its task. */
  submit(name: string, input: Record<string, unknown>, label: string): Promise<TaskAck>;
  /** Uploads media with the studio's key and adds it to the library. */
  upload(blob: Blob, fileName: string, source?: LibraryItem['source']): Promise<{ assetId: string; kind: string; durationSeconds?: number }>;
  /** A signed URL for an asset (cached until shortly before it expires). */
  assetUrl(assetId: string): Promise<string>;
  /** get-asset's answer: the signed URL and the asset's facts (engine, origin, size…). */
  assetInfo(assetId: string): Promise<AssetInfo>;
  api(): ApiTarget;
  setSample(sample: SampleView | null): void;
  announce(message: string): void;
  /** Loads `GET /api/v1/settings`. */
  loadSettings(): Promise<void>;
  /** Saves one provider's settings; throws the service's error (naming the field) on a 400. */
  saveProvider(name: ProviderName, update: ProviderUpdate): Promise<ProviderSettingsView>;
  /** Asks the service to try the saved settings of a provider upstream. */
  testProvider(name: ProviderName): Promise<ConnectionTest>;
}

/** What the store needs from the outside world. */
export interface StudioDeps {
  resolveConnection(): Promise<StudioConnection>;
  fetch: typeof fetch;
  /** Where the studio caches its library and task list (localStorage in a browser); its key lives in the keychain. */
  storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem?(key: string): void };
  /** Saves a file: the desktop's Save dialog or a browser download; answers what happened. */
  saveAs?(blob: Blob, fileName: string): Promise<string>;
  /** Opens the event stream (the app turns it on; unit tests leave it off). */
  events?: boolean;
}

const LIBRARY_STORAGE = 'timbre.library';
const TASKS_STORAGE = 'timbre.tasks';

/** Creates the studio store. */
export function createStudioStore(deps: StudioDeps): StoreApi<StudioState> {
  const load = <T,>(key: string, fallback: T): T => {
    try {
      const text = deps.storage?.getItem(key);
      return text ? (JSON.parse(text) as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const save = (key: string, value: unknown) => {
    try {
      deps.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or unavailable: the studio keeps working for this session
    }
  };
  const infos = new Map<string, { info: Promise<AssetInfo>; until: number }>();
  let stopEvents: (() => void) | null = null;

  return createStore<StudioState>()((set, get) => {
    const api = (): ApiTarget => {
      const c = get().connection;
      return { serviceUrl: c?.serviceUrl ?? '', sessionToken: c?.sessionToken ?? null, apiKey: get().apiKey, fetch: deps.fetch };
    };

    const addToLibrary = (items: LibraryItem[]) => {
      const known = new Set(get().library.map((i) => i.assetId));
      const fresh = items.filter((i) => !known.has(i.assetId));
      if (!fresh.length) return;
      const library = [...fresh, ...get().library];
      set({ library });
      save(LIBRARY_STORAGE, library);
    };

    const applyTask = (record: TaskRecord) => {
      const before = get().tasks[record.taskId];
      const entry: TaskEntry = { ...before, ...record };
      const tasks = { ...get().tasks, [record.taskId]: entry };
      set({ tasks });
      save(TASKS_STORAGE, tasks);
      if (before?.status === record.status) return;
      refreshQueue();
      if (record.status === 'COMPLETED') {
        addToLibrary(
          record.output.assetIds.map((assetId) => ({
            assetId,
            kind: kindOfTool(record.tool),
            label: entry.label ?? record.tool,
            source: 'generated' as const,
            taskId: record.taskId,
            tool: record.tool,
            params: entry.params,
            createdAt: record.completedAt ?? record.updatedAt,
          })),
        );
        if (record.output.voiceId) void get().loadVoices();
        get().announce(`${entry.label ?? record.tool}: done`);
      } else if (record.status === 'FAILED') {
        get().announce(`${entry.label ?? record.tool}: failed — ${record.error?.message ?? 'unknown error'}`);
      } else if (record.status === 'CANCELLED') {
        get().announce(`${entry.label ?? record.tool}: cancelled, credits refunded`);
      }
    };

    /** An asset of another key, read with the session token into a blob URL. */
    /**
     * An asset's bytes from `GET /api/v1/assets/{id}/export` with the session token, which
     * serves any asset of the workspace (whichever key made it), as stored or converted.
     */
    const fetchExport = async (assetId: string, format?: AudioExportFormat): Promise<Blob> => {
      const c = get().connection;
      const query = format ? `?format=${format}` : '';
      const res = await deps.fetch(`${c?.serviceUrl ?? ''}/api/v1/assets/${encodeURIComponent(assetId)}/export${query}`, {
        headers: c?.sessionToken ? { authorization: `Bearer ${c.sessionToken}` } : {},
      });
      if (!res.ok) {
        const err = ((await res.json().catch(() => null)) as Partial<ErrorBody> | null)?.error;
        throw new ApiError(res.status, err?.code ?? 'http_error', err?.message ?? `HTTP ${res.status}`, err?.details);
      }
      return res.blob();
    };

    // Signed content URLs need no header, but the studio's get-asset only signs what its own key made.
    const sessionAssetInfo = async (assetId: string): Promise<AssetInfo> => {
      const blob = await fetchExport(assetId);
      return { url: URL.createObjectURL(blob), expiresAt: new Date(Date.now() + 3600_000).toISOString(), mimeType: blob.type, bytes: blob.size };
    };

    let pendingRefresh: ReturnType<typeof setTimeout> | null = null;
    /** Queue positions move when any task starts or ends: re-read the pending ones (debounced). */
    const refreshQueue = () => {
      if (pendingRefresh || !Object.values(get().tasks).some((t) => t.status === 'PENDING')) return;
      pendingRefresh = setTimeout(() => {
        pendingRefresh = null;
        void get().loadTasks({ status: 'PENDING' }).catch(() => undefined);
      }, 300);
    };

    const ensureApiKey = async () => {
      // The service keeps the studio's key in the OS keychain and hands it to the session holder.
      const { data } = await call<{ data: { key: string } }>(api(), '/api/v1/studio/key', { json: {} });
      const key = data.key;
      set({ apiKey: key, apiKeyError: null });
    };

    return {
      connection: null,
      connectionError: null,
      health: { kind: 'unknown' },
      healthRaw: {},
      apiKey: null,
      apiKeyError: null,
      voices: [],
      voicesLoaded: false,
      tasks: load<Record<string, TaskEntry>>(TASKS_STORAGE, {}),
      library: load<LibraryItem[]>(LIBRARY_STORAGE, []),
      sample: null,
      prefill: null,
      eventsConnected: false,
      settings: null,
      settingsError: null,
      announcement: '',
      async connect() {
        try {
          set({ connection: await deps.resolveConnection(), connectionError: null });
        } catch (error) {
          set({ connectionError: messageOf(error) });
          return;
        }
        const connection = get().connection!;
        const health = get().refreshHealth();
        if (!connection.sessionToken) return health;
        if (deps.events && !stopEvents) {
          stopEvents = openEventStream({
            url: `${connection.serviceUrl}/api/v1/events`,
            token: connection.sessionToken,
            fetch: deps.fetch,
            onState: (eventsConnected) => {
              set({ eventsConnected });
              // (Re)connected: catch up with what changed while the stream was down.
              if (eventsConnected) void get().loadTasks().catch(() => undefined);
            },
            onEvent: (e) => {
              if (e.event === 'task') applyTask(JSON.parse(e.data) as TaskRecord);
            },
          });
        }
        try {
          await ensureApiKey();
        } catch (error) {
          set({ apiKeyError: messageOf(error) });
        }
        await Promise.all([health, get().loadVoices(), get().loadTasks().catch(() => undefined)]);
      },
      async refreshHealth(opts = {}) {
        const connection = get().connection;
        if (!connection) return;
        if (!opts.quiet) set({ health: { kind: 'checking' } });
        try {
          const headers: Record<string, string> = { accept: 'application/json' };
          if (connection.sessionToken) headers.authorization = `Bearer ${connection.sessionToken}`;
          const res = await deps.fetch(`${connection.serviceUrl}/api/v1/health`, { headers });
          const body: unknown = await res.json().catch(() => null);
          if (!res.ok) {
            const apiError = (body as Partial<ErrorBody> | null)?.error;
            set({ health: { kind: 'error', message: apiError?.message ?? `HTTP ${res.status}` } });
            return;
          }
          set({ health: describeHealth(body), healthRaw: unwrap(body) });
        } catch (error) {
          set({ health: { kind: 'error', message: `The service did not answer: ${messageOf(error)}` } });
        }
      },
      async loadVoices() {
        if (!get().connection?.sessionToken) return;
        const body = await call<{ data: { voices: VoiceView[] } }>(api(), '/api/v1/voices');
        set({ voices: body.data.voices, voicesLoaded: true });
      },
      async loadTasks(opts = {}) {
        if (!get().connection?.sessionToken) return;
        const q = new URLSearchParams({ limit: '200' });
        if (opts.status) q.set('status', opts.status);
        const body = await call<{ data: { tasks: Array<TaskRecord & { queuePosition?: number; lane?: string }> } }>(api(), `/api/v1/tasks?${q}`);
        const tasks = { ...get().tasks };
        for (const record of body.data.tasks) {
          const before = tasks[record.taskId];
          const pending = record.status === 'PENDING';
          tasks[record.taskId] = { ...before, ...record, queuePosition: pending ? record.queuePosition : undefined, lane: pending ? record.lane : undefined };
        }
        set({ tasks });
        save(TASKS_STORAGE, tasks);
      },
      async retry(taskId) {
        const task = get().tasks[taskId];
        if (!task?.params) throw new Error('The parameters of this task are not known to this studio, so it cannot be retried here.');
        const label = (task.label ?? task.tool).replace(/ \(retry\)$/, '');
        return get().submit(task.tool, task.params, `${label} (retry)`);
      },
      async renameVoice(voiceId, name) {
        await call(api(), `/api/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'PATCH', json: { name } });
        await get().loadVoices();
        get().announce(`Voice renamed to “${name}”`);
      },
      async deleteVoice(voiceId) {
        const name = get().voices.find((v) => v.voiceId === voiceId)?.name ?? voiceId;
        await call(api(), `/api/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'DELETE' });
        await get().loadVoices();
        get().announce(`Voice “${name}” deleted`);
      },
      async exportAsset(assetId, fileName, format) {
        if (!deps.saveAs) throw new Error('Export is not available here');
        const blob = await fetchExport(assetId, format);
        const message = await deps.saveAs(blob, fileName);
        get().announce(message);
        return message;
      },
      setPrefill: (prefill) => set({ prefill }),
      tool: <T,>(name: string, input: unknown) => tool<T>(api(), name, input),
      async submit(name, input, label) {
        const ack = await tool<TaskAck>(api(), name, input);
        const now = new Date().toISOString();
        const existing = get().tasks[ack.taskId];
        const base: TaskRecord = {
          taskId: ack.taskId, tool: name, taskType: name, status: 'PENDING', estimatedCredits: ack.estimatedCredits,
          chargedCredits: 0, refundedCredits: 0, output: { assetIds: [] }, error: null, createdAt: now, updatedAt: now,
        };
        const entry: TaskEntry = { ...base, label, params: input, submittedAt: Date.now() };
        set({ tasks: { ...get().tasks, [ack.taskId]: entry } });
        get().announce(`${label}: submitted (${ack.estimatedCredits} credits held)`);
        // The task's events may have arrived before the acknowledgement: replay the last with the
        // label (after "submitted", so a task that already ended is announced as ended).
        if (existing) applyTask(existing);
        return ack;
      },
      async upload(blob, fileName, source = 'upload') {
        const body = await call<{ data: { assetId: string; kind: string; durationSeconds?: number; createdAt: string } }>(api(), '/api/v1/assets', {
          body: blob,
          headers: { 'content-type': blob.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
          as: 'key',
        });
        addToLibrary([{ assetId: body.data.assetId, kind: body.data.kind, label: fileName, source, createdAt: body.data.createdAt }]);
        return body.data;
      },
      async assetUrl(assetId) {
        return (await get().assetInfo(assetId)).url;
      },
      assetInfo(assetId) {
        const cached = infos.get(assetId);
        if (cached && cached.until > Date.now()) return cached.info;
        const info = tool<AssetInfo>(api(), 'get-asset', { assetId }).catch((error: unknown) => {
          // Made by another key (an app or MCP client): get-asset is scoped to the studio's key,
          // so read the bytes with the session token instead.
          if (error instanceof ApiError && error.status === 404) return sessionAssetInfo(assetId);
          throw error;
        });
        infos.set(assetId, { info, until: Date.now() + 50 * 60_000 });
        info.catch(() => infos.delete(assetId));
        return info;
      },
      api,
      setSample: (sample) => set({ sample }),
      announce: (announcement) => set({ announcement }),
      async loadSettings() {
        if (!get().connection?.sessionToken) return;
        try {
          const body = await call<{ data: SettingsView }>(api(), '/api/v1/settings');
          set({ settings: { providers: body.data.providers, system: body.data.system }, settingsError: null });
        } catch (error) {
          set({ settingsError: messageOf(error) });
        }
      },
      async saveProvider(name, update) {
        const body = await call<{ data: ProviderSettingsView }>(api(), `/api/v1/settings/providers/${name}`, { method: 'PUT', json: update });
        const settings = get().settings;
        if (settings) set({ settings: { ...settings, providers: { ...settings.providers, [name]: body.data } } });
        // The health answer lists the engines: keep the System panel in step.
        void get().refreshHealth({ quiet: true });
        return body.data;
      },
      async testProvider(name) {
        const body = await call<{ data: ConnectionTest }>(api(), `/api/v1/settings/providers/${name}/test`, { method: 'POST' });
        return body.data;
      },
    };
  });
}

function kindOfTool(name: string): LibraryItem['kind'] {
  return name.includes('video') ? 'video' : 'audio';
}

/** Turns the health body (bare or wrapped in `data`) into a status and readable fields. */
export function describeHealth(body: unknown): HealthView {
  const record = unwrap(body);
  const details: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'status') continue;
    details.push([key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]);
  }
  const status = typeof record.status === 'string' ? record.status : 'ok';
  return { kind: 'ok', status, details };
}

function unwrap(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const data = (body as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
  return body as Record<string, unknown>;
}
