/**
 * The engine interface: what a provider implementation (sandbox or live) must do.
 * The task runner calls engines; engines never touch the ledger or the task table.
 */
import type { EngineFailureCode } from '../contract/failures.ts';
import type { VideoMode } from '../contract/video.ts';

/** Parameters the sandbox synthesizer uses to make one voice sound distinct. */
export interface VoiceProfile {
  /** espeak-ng voice name, e.g. "en-us", "en-gb", "de". */
  espeakVoice: string;
  /** espeak-ng variant, e.g. "f3", "m2"; appended as `voice+variant`. */
  variant?: string;
  /** espeak-ng pitch 0..99 (50 is neutral); 10 ≈ 80 Hz, 90 ≈ 150 Hz. */
  pitch: number;
  /** espeak-ng pitch range 0..99 (50 is neutral). */
  pitchRange?: number;
  /** Words per minute, 80..450 (175 is neutral). */
  rate: number;
  /**
   * flite's target F0 mean in Hz (providers/sandbox/flite-voice.ts). Set by cloning, which
   * calibrates it so English speech matches the sample's median pitch; other voices derive
   * it from `pitch`.
   */
  fliteF0Mean?: number;
}

/** A voice as the engine sees it: the provider's name for it and, for sandbox, its profile. */
export interface EngineVoice {
  voiceId: string;
  provider: 'alpha' | 'beta';
  kind: 'builtin' | 'prebuilt' | 'designed' | 'cloned';
  /** Upstream voice name (alpha built-in name, beta prebuilt name, or enrolled voice id). */
  upstreamName: string;
  profile: VoiceProfile;
}

/** Reports progress 0..100 while an engine works. */
type ProgressFn = (percent: number) => void;

/** A speech request after validation. */
interface SpeechRequest {
  text: string;
  voice: EngineVoice;
  language?: string;
  prompt?: string;
  signal: AbortSignal;
  onProgress: ProgressFn;
}

/** Audio produced by an engine, ready for the asset store. */
export interface AudioResult {
  bytes: Buffer;
  mimeType: string;
  sampleRate: number;
  channels: number;
  durationSeconds: number;
  /** Which synthesizer and voice spoke it (sandbox: flite or espeak-ng), for the asset's provenance. */
  synthesizer?: Synthesizer;
  /** Where each word falls, in order, when the synthesizer reports it (espeak-ng does; flite's CLI does not). */
  words?: WordTiming[];
}

/** A sandbox synthesizer and the voice it spoke with. */
export interface Synthesizer {
  name: 'flite' | 'espeak-ng';
  voice: string;
}

/** One spoken word: its text as written and its span in the audio, in seconds. */
export interface WordTiming {
  text: string;
  start: number;
  end: number;
}

/** Speech engine of one provider. */
export interface SpeechEngine {
  readonly name: 'sandbox' | 'live';
  synthesize(req: SpeechRequest): Promise<AudioResult>;
  close?(): Promise<void>;
}

/**
 * A failure the engine reports on purpose (provider rejection, moderation, timeout).
 * Anything else thrown by an engine is a bug and is reported as `internal`.
 */
export class EngineError extends Error {
  readonly code: EngineFailureCode;
  /**
   * The provider failed for now (rate limit, 5xx, network, an unreadable answer), not for this
   * request: the runner runs the task again later (tasks/retry.ts) before failing it.
   */
  readonly retryable: boolean;
  /** How long the provider asked to wait (Retry-After), when it said. */
  readonly retryAfterMs?: number;
  constructor(code: EngineFailureCode, message: string, opts: { retryable?: boolean; retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.retryable = opts.retryable ?? false;
    if (opts.retryAfterMs !== undefined) this.retryAfterMs = opts.retryAfterMs;
  }
}

/** A clone (enrolment) request: the sample as the provider receives it. */
interface EnrollRequest {
  /** Path of the sample file (WAV, MP3 or M4A; other formats were converted to 24 kHz WAV). */
  samplePath: string;
  mimeType: string;
  name: string;
  language?: string;
  referenceText?: string;
  signal: AbortSignal;
  onProgress: ProgressFn;
}

/** What enrolment produced: the provider's voice id and, for sandbox, the measured profile. */
interface EnrolledVoice {
  upstreamName: string;
  profile: VoiceProfile;
  gender?: 'female' | 'male';
  /** A line on how the voice was measured, shown in the library. */
  description?: string;
}

/** A voice-design request: a description turned into a preview clip. */
interface DesignRequest {
  prompt: string;
  previewText: string;
  language?: string;
  name?: string;
  signal: AbortSignal;
  onProgress: ProgressFn;
}

/** Voice creation of the alpha provider (beta has none). */
export interface VoiceEngine {
  readonly name: 'sandbox' | 'live';
  /** Enrols a sample through the clone model. */
  enroll(req: EnrollRequest): Promise<EnrolledVoice>;
  /** Renders a designed voice's preview clip (24 kHz WAV); the caller re-enrols it. */
  design(req: DesignRequest): Promise<AudioResult>;
}

/** A validated video request, with local paths of the referenced assets. */
export interface VideoRequest {
  mode: VideoMode;
  /** The `model` value (docs/interface.md#tools): 'imagine-video' (classic) or 'imagine-video-1.5-preview'. */
  model: string;
  prompt?: string;
  aspectRatio: string;
  /** Already coerced: 1080p and 4K arrive here as 720p. */
  resolution: '480p' | '720p';
  /** Output length; for extension, the added length only. */
  durationSeconds: number;
  imagePath?: string;
  imagePaths?: string[];
  videoPath?: string;
  /** Where the MP4 must be written. */
  outPath: string;
  signal: AbortSignal;
  onProgress: ProgressFn;
  /** Remembers an upstream job id so a restart resumes polling (live engine); null forgets a failed job. */
  setUpstreamId?(id: string | null): void;
  /** A job id stored by an earlier run of this task, to resume instead of resubmitting. */
  upstreamId?: string | null;
}

/** The video written to `outPath`. */
export interface VideoResult {
  width: number;
  height: number;
  durationSeconds: number;
}

/** Video generation of the imagine-video family. */
export interface VideoEngine {
  readonly name: 'sandbox' | 'live';
  generate(req: VideoRequest): Promise<VideoResult>;
}
