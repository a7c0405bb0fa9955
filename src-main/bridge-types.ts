// The contract between the preload bridge (src-main/preload.ts) and the studio
// (src-renderer). Types only: the renderer's tsconfig pulls this file in, so it must
// not reference Node or Electron types.

/** Where the studio finds the local service and how it proves it is the app. */
export interface ServiceConnection {
  /** Base URL of the service, e.g. `http://127.0.0.1:7717` (no trailing slash). */
  serviceUrl: string;
  /** Session token for `Authorization: Bearer` on session-only endpoints. */
  sessionToken: string;
}

/** What the renderer asks the desktop shell to save through a native Save dialog. */
export interface SaveFileRequest {
  /** File name proposed in the dialog, e.g. `take-3.wav`. */
  suggestedName: string;
  /** File contents. */
  data: Uint8Array;
}

/** Outcome of a save: cancelled by the user, or written to `path`. */
export type SaveFileResult = { saved: false } | { saved: true; path: string };

/** The object exposed as `window.timbre` inside the desktop app (absent in a browser). */
export interface TimbreBridge {
  /** Always true: lets the studio tell the desktop app from a plain browser tab. */
  readonly isDesktop: true;
  /** The running service's URL and this session's token. */
  getConnection(): Promise<ServiceConnection>;
  /** Asks the user where to save `data` and writes it there. */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
}

/** IPC channel names shared by main and preload. */
export const IPC_CHANNELS = {
  connection: 'timbre:connection',
  saveFile: 'timbre:save-file',
} as const;
