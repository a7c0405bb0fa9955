/**
 * Starts the longest test files first. Two workers share the suite; whichever file starts last
 * decides how long the other worker sits idle at the end. Vitest orders files by their last
 * duration when it has one (its cache, under node_modules/.vite), and otherwise by file size,
 * larger first. A fresh clone (CI) has no cache, and size says little here: the benchmark smoke
 * run is a short file that takes over three minutes, so it started near the end and ran on its
 * own for a minute. Files named below go first, longest first; every other file keeps Vitest's
 * order. A wrong or stale entry only costs balance, never correctness.
 * To refresh the list: the slowest files in a CI log's per-file times (the " ✓  suite  test/…
 * (N tests) …ms" lines).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest files of a clean-clone run, slowest first (durations on 2 cores, 2026-11-27). */
const LONGEST = [
  'test/bench/smoke.test.ts', // ~190 s
  'test/e2e/batches.test.ts', // ~155 s
  'test/reliability/full-disk.test.ts', // ~125 s
  'test/reliability/crash-harness.test.ts', // ~120 s
  'test/e2e/accessibility.test.ts', // ~67 s
  'test/service/voice-clone.test.ts', // ~42 s
  'test/contract/generated-client.test.ts', // ~41 s
  'test/compat/narration-stream.test.ts', // ~40 s
  'test/contract/openapi-contract.test.ts', // ~39 s
  'test/e2e/voices.test.ts', // ~38 s
  'test/reliability/hostile-bodies.test.ts', // ~38 s
  'test/reliability/batch-crash.test.ts', // ~33 s
];

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // With every file's last duration known, Vitest's own order is already longest first.
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      const i = LONGEST.findIndex((path) => spec.moduleId.endsWith(path));
      return i < 0 ? LONGEST.length : i;
    };
    // Vitest runs projects one after another, in the order it sorted them: reorder within each.
    const byProject = new Map<unknown, TestSpecification[]>();
    for (const spec of sorted) byProject.set(spec.project, [...(byProject.get(spec.project) ?? []), spec]);
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}
