import { describe, expect, it } from 'vitest';
import { startTestService } from '../helpers/service.ts';
import { recordReliability } from '../helpers/reliability-report.ts';

// 4,000 characters on a beta voice = 4 units × 25 = 100 credits; 10,000 credits cover 100.
const BODY = { text: 'word '.repeat(800), voiceId: 'beta-kore' };

describe('concurrent submissions never overdraw', () => {
  it('200 simultaneous submissions against a balance that covers 100 → exactly 100 accepted', async () => {
    const t = await startTestService({ concurrency: 0 });
    try {
      const key = await t.createKey();
      const results = await Promise.all(Array.from({ length: 200 }, () => t.tool('generate-tts', BODY, key)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 402)).toHaveLength(100);
      expect(await t.credits()).toEqual({ balance: 10_000, held: 10_000, available: 0 });
      const db = t.service.internals.db;
      expect((db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n).toBe(100);
      expect((db.prepare("SELECT SUM(amount) AS n FROM ledger WHERE kind = 'hold'").get() as { n: number }).n).toBe(10_000);
      recordReliability(
        'concurrency',
        `## Concurrency (\`test/service/concurrency.test.ts\`)

- 200 simultaneous submissions against a balance that covers 100: ${statuses.filter((s) => s === 200).length} accepted, ${statuses.filter((s) => s === 402).length} refused (402), balance never overdrawn (held = 10,000 of 10,000).
- The same against a key capped at 3,000 credits: exactly 30 accepted.`,
      );
    } finally {
      await t.dispose();
    }
  });

  it('the same with a per-key cap: a key capped at 3,000 gets exactly 30 of 200', async () => {
    const t = await startTestService({ concurrency: 0 });
    try {
      const key = await t.createKey('capped', { creditLimit: 3_000 });
      const results = await Promise.all(Array.from({ length: 200 }, () => t.tool('generate-tts', BODY, key)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(30);
      expect(results.filter((r) => r.status === 402).every((r) => /credit limit/.test(r.body.error.message))).toBe(true);
      expect(await t.credits()).toEqual({ balance: 10_000, held: 3_000, available: 7_000 });
    } finally {
      await t.dispose();
    }
  });
});
