/**
 * Why a task failed: every code a FAILED or CANCELLED task's `error.code` can carry, declared
 * once with what it means and what the user can do. Engines, the runner and the task
 * lifecycle may end a task only with one of these codes (the types hold them to it); the
 * studio shows the advice beside a failed task. Every one of them refunds the task's credits.
 */
interface FailureInfo {
  /** What happened, in a sentence. */
  meaning: string;
  /** What the user can do about it. */
  action: string;
}

/** Failures an engine reports (EngineError): the provider, or the local sandbox, refused or failed. */
const ENGINE_FAILURES = {
  provider_error: {
    meaning: 'The provider failed the request.',
    action: 'Try again; if it fails again, change the text or prompt.',
  },
  provider_auth: {
    meaning: 'The live provider has no API key, or it rejected the key.',
    action: 'Add or correct the key in Settings, then submit again.',
  },
  provider_rejected: {
    meaning: 'The live provider refused the request as it was given.',
    action: 'Change what the message names, then submit again.',
  },
  provider_failed: {
    meaning: 'The video provider could not make the video.',
    action: 'Submit the request again.',
  },
  provider_unavailable: {
    meaning: 'The live provider answered with a server error.',
    action: 'Try again later.',
  },
  provider_unreachable: {
    meaning: 'The live provider could not be reached.',
    action: 'Check the network and the base URL in Settings, then try again.',
  },
  provider_timeout: {
    meaning: 'The live provider did not answer, or finish the job, in time.',
    action: 'Try again later.',
  },
  provider_malformed: {
    meaning: 'The live provider sent an answer Timbre cannot read.',
    action: 'Try again; report it if it repeats.',
  },
  provider_job_lost: {
    meaning: 'The video provider no longer knows the job it was given.',
    action: 'Submit the request again.',
  },
  rate_limited: {
    meaning: "The live provider's rate limit was reached.",
    action: 'Wait a minute and submit again; the rate limit in Settings paces the requests sent to the provider.',
  },
  moderation_blocked: {
    meaning: 'The request was blocked by content moderation.',
    action: 'Rephrase the text or prompt and try again.',
  },
  voice_unavailable: {
    meaning: 'The voice does not exist at the live provider (the sandbox engine made it).',
    action: 'Create the voice again with the provider on its live engine, or switch the provider back to the sandbox.',
  },
  audio_unavailable: {
    meaning: "The provider's audio could not be fetched.",
    action: 'Try again.',
  },
  video_unavailable: {
    meaning: "The provider's video could not be fetched.",
    action: 'Try again.',
  },
  sample_unusable: {
    meaning: 'The voice sample could not be used: no speech was found in it, or the provider does not take its format.',
    action: 'Record 10 to 20 seconds of clear speech (WAV, MP3 or M4A) and clone again.',
  },
  render_failed: {
    meaning: 'The sandbox engine could not render the video.',
    action: 'Try again; report it if it repeats.',
  },
  invalid_argument: {
    meaning: 'The engine was given something it cannot use, such as a model with no upstream model id set.',
    action: 'Check the model ids in Settings, then submit again.',
  },
} as const satisfies Record<string, FailureInfo>;

/** Failures the task pipeline itself reports. */
const PIPELINE_FAILURES = {
  cancelled: {
    meaning: 'The task was cancelled (cancel-task).',
    action: 'Nothing to do; retry it if you still want it.',
  },
  interrupted: {
    meaning: 'The service stopped while the task ran, too many times in a row.',
    action: 'Submit it again.',
  },
  ffmpeg_missing: {
    meaning: 'ffmpeg, which media work needs, was not found.',
    action: 'Install ffmpeg or set FFMPEG_PATH, then submit again.',
  },
  conversion_failed: {
    meaning: 'ffmpeg could not convert the media.',
    action: 'Use another file (WAV, MP3 or M4A for audio).',
  },
  validation_failed: {
    meaning: 'Something the task needed changed before it ran (a voice or sample was deleted).',
    action: 'Fix what the message names and submit again.',
  },
  not_found: {
    meaning: 'Something the task needed no longer exists.',
    action: 'Submit the task again with what exists now.',
  },
  unavailable: {
    meaning: 'A part of the service the task needed was unavailable.',
    action: 'Try again later.',
  },
  storage_full: {
    meaning: 'The disk holding the data folder is full.',
    action: 'Free space there (or move the data folder with --data-dir), then submit again.',
  },
  storage_read_only: {
    meaning: 'The data folder is on a read-only file system.',
    action: 'Make it writable (or choose another folder with --data-dir), then submit again.',
  },
  storage_io: {
    meaning: 'The disk holding the data folder reported an input/output error.',
    action: 'Check the disk (it may be failing or disconnected), then submit again.',
  },
  internal: {
    meaning: 'The task failed unexpectedly (a bug).',
    action: 'Try again, and report it if it repeats.',
  },
} as const satisfies Record<string, FailureInfo>;

/** A code an engine may fail a run with. */
export type EngineFailureCode = keyof typeof ENGINE_FAILURES;

/** Every code a task's `error.code` may carry. */
export type TaskFailureCode = EngineFailureCode | keyof typeof PIPELINE_FAILURES;

/** Every task failure code, with what it means and what to do. */
export const TASK_FAILURES: Readonly<Record<TaskFailureCode, FailureInfo>> = { ...ENGINE_FAILURES, ...PIPELINE_FAILURES };

/** The error of a FAILED or CANCELLED task: the code, and a message that says what to do. */
export interface TaskFailure {
  code: TaskFailureCode;
  message: string;
}

/** True when `code` is a declared task failure code. */
export function isTaskFailureCode(code: string): code is TaskFailureCode {
  return Object.hasOwn(TASK_FAILURES, code);
}
