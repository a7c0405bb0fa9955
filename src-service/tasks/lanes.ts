import { PROVIDER_NAMES, type ProviderName } from '../contract/providers.ts';

/**
 * Where a task queues and runs, fixed at submission. `local` is work done on this machine
 * (the sandbox engines: espeak-ng, ffmpeg), bounded to protect its CPU. Each live provider
 * has its own lane, named for its upstream rate window (live.ts: one window per provider),
 * because its tasks mostly wait on the network or on that window: a full window or a long
 * video poll then holds back only its own lane, never another provider's or local work.
 */
export type TaskLane = 'local' | ProviderName;

/** Every lane, in the order the runner offers them (the claim itself is oldest-first). */
export const TASK_LANES: readonly TaskLane[] = ['local', ...PROVIDER_NAMES];

/** Local tasks run at once unless configured (ServiceConfig.concurrency). */
const DEFAULT_CONCURRENCY = 2;
/** Tasks per live lane run at once unless configured (ServiceConfig.liveConcurrency). */
const DEFAULT_LIVE_CONCURRENCY = 4;

/** The lane of work planned on `engine` for `provider`: sandbox work is local. */
export function laneOf(engine: string, provider: ProviderName): TaskLane {
  return engine === 'live' ? provider : 'local';
}

/** How many tasks of each lane may run at once; 0 pauses a lane (its tasks wait). */
export type LaneLimits = Readonly<Record<TaskLane, number>>;

/** The runner's bounds from the service config. */
export function laneLimits(config: { concurrency?: number; liveConcurrency?: number }): LaneLimits {
  const live = config.liveConcurrency ?? DEFAULT_LIVE_CONCURRENCY;
  return { local: config.concurrency ?? DEFAULT_CONCURRENCY, alpha: live, beta: live, video: live };
}
