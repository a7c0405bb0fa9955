import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './test/helpers/long-first-sequencer.ts';

/**
 * Tests that measure the studio's main thread (a long task is wall-clock time): they run after
 * every other file, on their own, so what they measure is the studio and not a neighbouring
 * test's ffmpeg or Chromium sharing the machine's two cores.
 */
const ALONE = ['test/e2e/no-freeze.test.ts'];

export default defineConfig({
  test: {
    // Service tests start real servers and real ffmpeg; two cores, so keep it modest.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: ALONE } },
      { extends: true, test: { name: 'alone', include: ALONE, sequence: { groupOrder: 1 } } },
    ],
  },
});
