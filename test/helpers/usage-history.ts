// Weeks of past spending written straight into a workspace's database: ended tasks of several
// tools and voices by the keys given, each with the ledger rows the service itself writes (the
// task's insert writes its hold; then a capture, or a refund for a failed one), dated in the
// past. The service has no clock to wind back, so this is how the usage screen's screenshots
// and the usage benchmark get a history to show; the rows obey every ledger trigger.
import type { Db } from '../../src-service/db/open.ts';

const DAY_MS = 86_400_000;

interface Kind {
  tool: string;
  voices: Array<string | null>;
  credits: [number, number];
  weight: number;
}
const KINDS: Kind[] = [
  {
    tool: 'generate-tts',
    voices: ['alpha-cherry', 'alpha-ethan', 'beta-puck', 'alpha-serena', 'beta-kore'],
    credits: [10, 45],
    weight: 12,
  },
  { tool: 'generate-narration', voices: ['alpha-cherry', 'alpha-vivian'], credits: [60, 160], weight: 3 },
  { tool: 'generate-video-from-text', voices: [null], credits: [150, 250], weight: 1 },
  { tool: 'design-voice', voices: [null], credits: [40, 40], weight: 1 },
];

/** A small deterministic generator, so a history (and a screenshot of it) is the same every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Writes `perDay` tasks (on average; weekends are quieter) for each of the `days` days before
 * `now`, spread over `keyIds`, ~8 % of them failed and refunded; grants the credits they need
 * first. Answers the number of tasks written.
 */
export function writeUsageHistory(
  db: Db,
  opts: { keyIds: string[]; days: number; perDay: number; now?: Date; seed?: number; failedShare?: number },
): number {
  const rand = random(opts.seed ?? 20);
  const now = (opts.now ?? new Date()).getTime();
  const failedShare = opts.failedShare ?? 0.08;
  const totalWeight = KINDS.reduce((s, k) => s + k.weight, 0);
  const pickKind = () => {
    let r = rand() * totalWeight;
    for (const k of KINDS) if ((r -= k.weight) < 0) return k;
    return KINDS[0];
  };
  const insertTask = db.prepare(
    `INSERT INTO tasks (id, tool, task_type, status, api_key_id, input, estimated_credits, charged_credits, refunded_credits,
                        progress, output, error, engine, lane, attempts, created_at, updated_at, started_at, completed_at)
     VALUES (@id, @tool, 'generation', @status, @key, @input, @credits, @charged, @refunded, 100, @output, @error, 'sandbox', 'local', 1,
             @created, @ended, @created, @ended)`,
  );
  const settle = db.prepare('INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at) VALUES (?, ?, ?, ?, NULL, ?)');
  const grant = db.prepare(
    "INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at) VALUES ('grant', ?, NULL, NULL, ?, ?)",
  );

  const tasks: Array<Record<string, unknown>> = [];
  for (let d = opts.days; d >= 1; d--) {
    const dayStart = now - d * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const busy = weekday === 0 || weekday === 6 ? 0.4 : 0.8 + rand() * 0.6;
    const count = Math.round(opts.perDay * busy);
    for (let i = 0; i < count; i++) {
      const kind = pickKind();
      const voiceId = kind.voices[Math.floor(rand() * kind.voices.length)];
      const credits = kind.credits[0] + Math.floor(rand() * (kind.credits[1] - kind.credits[0] + 1));
      const failed = rand() < failedShare;
      const created = dayStart + Math.floor(rand() * (DAY_MS - 120_000));
      const key = opts.keyIds[Math.floor(rand() ** 1.6 * opts.keyIds.length)];
      tasks.push({
        id: `task_hist${String(d).padStart(4, '0')}${String(i).padStart(6, '0')}${Math.floor(rand() * 1e6)}`,
        tool: kind.tool,
        status: failed ? 'FAILED' : 'COMPLETED',
        key,
        input: JSON.stringify(voiceId ? { text: 'A line from the archive.', voiceId } : { prompt: 'From the archive' }),
        credits,
        charged: failed ? 0 : credits,
        refunded: failed ? credits : 0,
        output: JSON.stringify({ assetIds: [] }),
        error: failed ? JSON.stringify({ code: 'provider_error', message: 'The provider rejected the request.' }) : null,
        created: new Date(created).toISOString(),
        ended: new Date(created + 60_000).toISOString(),
      });
    }
  }
  db.transaction(() => {
    const needed = tasks.reduce((s, t) => s + (t.credits as number), 0);
    grant.run(needed, 'history', new Date(now - (opts.days + 1) * DAY_MS).toISOString());
    for (const t of tasks) {
      insertTask.run(t);
      settle.run(t.status === 'FAILED' ? 'refund' : 'capture', t.credits, t.id, t.key, t.ended);
    }
  })();
  return tasks.length;
}
