/**
 * Worker thread: measures a voice's median pitch and speaking pace. Both walk every sample
 * (YIN over a minute of audio is half a second of CPU), so they run here, off the event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { medianF0 } from './pitch.ts';
import { estimateSpeakingRate } from './speaking-rate.ts';

const { samples, sampleRate, pace } = workerData as { samples: Int16Array; sampleRate: number; pace: boolean };
parentPort!.postMessage({ f0: medianF0(samples, sampleRate), pace: pace ? estimateSpeakingRate(samples, sampleRate) : null });
