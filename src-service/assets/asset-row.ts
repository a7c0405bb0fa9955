// The stored shape of an asset, apart from the repository so that the library's queries
// (library-repo.ts, which asset-repo.ts composes) can name it without importing their composer.

/** An asset row: metadata of one file in `<dataDir>/assets/`. */
export interface AssetRow {
  id: string;
  kind: 'audio' | 'image' | 'video';
  mime_type: string;
  bytes: number;
  file_name: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  sample_rate: number | null;
  channels: number | null;
  /** 'upload' or 'generated'. */
  origin: 'upload' | 'generated';
  engine: string | null;
  task_id: string | null;
  api_key_id: string | null;
  params: string | null;
  created_at: string;
  /** Audio: 64 levels 0..255 (migration 012), null until its peaks are computed. Read only; set with `setWaveform`. */
  waveform?: Buffer | null;
  /** Speech: its word timings as JSON (migration 020), when the synthesizer reported them. */
  words?: string | null;
}
