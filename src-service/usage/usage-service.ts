import { AppError, notFound } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import { USAGE_CSV_COLUMNS, type UsageQuery, type UsageReport } from '../contract/usage.ts';
import type { UsageCell, UsageRepo } from './usage-repo.ts';
import { usageRange, type UsageRange } from './usage-range.ts';
import { csvLine } from './csv.ts';

interface Sums {
  charged: number;
  refunded: number;
  tasks: number;
}
const zero = (): Sums => ({ charged: 0, refunded: 0, tasks: 0 });
const add = (s: Sums, c: UsageCell) => {
  s.charged += c.charged;
  s.refunded += c.refunded;
  s.tasks += c.tasks;
};
const byCharged = (a: Sums, b: Sums) => b.charged - a.charged || b.tasks - a.tasks;

/** Sums cells into groups named by `keyOf`. */
function group<K>(cells: UsageCell[], keyOf: (c: UsageCell) => K): Map<K, Sums> {
  const out = new Map<K, Sums>();
  for (const c of cells) {
    const k = keyOf(c);
    let s = out.get(k);
    if (!s) out.set(k, (s = zero()));
    add(s, c);
  }
  return out;
}

/**
 * Where the credits went: the ledger's charges and refunds over a range, by day, key, tool
 * and voice. The JSON report and the CSV are summed from the same cells, so they agree.
 */
export function createUsage(deps: { repo: UsageRepo; now: () => Date }) {
  const { repo } = deps;

  /** The key the caller may see: an API key sees only its own use; the session any key's. */
  const scope = (q: UsageQuery, principal: Principal): string | undefined => {
    if (principal.kind === 'apiKey') {
      if (q.apiKeyId !== undefined && q.apiKeyId !== principal.keyId) {
        throw new AppError('forbidden', 'apiKeyId: an API key sees only its own usage; leave it out or use the session token', {
          field: 'apiKeyId',
        });
      }
      return principal.keyId;
    }
    if (q.apiKeyId !== undefined && !repo.keys().some((k) => k.id === q.apiKeyId)) throw notFound('API key', q.apiKeyId);
    return q.apiKeyId;
  };

  const load = async (q: UsageQuery, principal: Principal) => {
    const apiKeyId = scope(q, principal);
    const range = usageRange(q, deps.now());
    const cells: UsageCell[] = [];
    for (const [i, chunk] of range.chunks.entries()) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      cells.push(...repo.cells({ ...chunk, spans: range.spans, apiKeyId }));
    }
    const keys = new Map(repo.keys().map((k) => [k.id, k]));
    const voiceIds = [...new Set(cells.map((c) => c.voice_id).filter((v): v is string => v !== null))];
    const voices = repo.voiceNames(voiceIds);
    return { apiKeyId, range, cells, keys, voices };
  };

  return {
    async report(q: UsageQuery, principal: Principal): Promise<UsageReport> {
      const { apiKeyId, range, cells, keys, voices } = await load(q, principal);
      const totals = zero();
      for (const c of cells) add(totals, c);
      const days = group(cells, (c) => c.day);
      const byKeySums = group(cells, (c) => c.api_key_id);
      const dayTools = new Map<string, Record<string, number>>();
      for (const c of cells) {
        if (c.charged === 0) continue;
        let tools = dayTools.get(c.day);
        if (!tools) dayTools.set(c.day, (tools = {}));
        tools[c.tool] = (tools[c.tool] ?? 0) + c.charged;
      }
      // Every key still in use is listed, spent or not, so its cap is in view; a key limited to shows alone.
      for (const k of keys.values()) {
        const listed = apiKeyId === undefined ? k.revoked_at === null : k.id === apiKeyId;
        if (listed && !byKeySums.has(k.id)) byKeySums.set(k.id, zero());
      }
      return {
        from: range.from,
        to: range.to,
        tz: range.tz,
        apiKeyId: apiKeyId ?? null,
        totals: { ...totals, granted: apiKeyId === undefined ? repo.granted(range.start, range.end) : 0 },
        byDay: range.days.map((day) => ({ day, ...(days.get(day) ?? zero()), chargedByTool: dayTools.get(day) ?? {} })),
        byKey: [...byKeySums]
          .sort(([, a], [, b]) => byCharged(a, b))
          .map(([id, s]) => {
            const k = id === null ? undefined : keys.get(id);
            return {
              apiKeyId: id,
              label: k?.label ?? null,
              ...s,
              creditLimit: k?.credit_limit ?? null,
              creditsUsed: k?.credits_used ?? 0,
              creditsHeld: k?.credits_held ?? 0,
              revoked: Boolean(k?.revoked_at),
            };
          }),
        byTool: [...group(cells, (c) => c.tool)].sort(([, a], [, b]) => byCharged(a, b)).map(([tool, s]) => ({ tool, ...s })),
        byVoice: [...group(cells, (c) => c.voice_id)]
          .sort(([, a], [, b]) => byCharged(a, b))
          .map(([voiceId, s]) => ({ voiceId, voiceName: voiceId === null ? null : (voices.get(voiceId) ?? null), ...s })),
      };
    },

    /** The same cells as CSV: a header, then one line per day × key × tool × voice with use. */
    async csv(q: UsageQuery, principal: Principal): Promise<{ fileName: string; text: string; range: UsageRange }> {
      const { apiKeyId, range, cells, keys, voices } = await load(q, principal);
      const label = (id: string | null) => (id === null ? '' : (keys.get(id)?.label ?? ''));
      const sorted = [...cells].sort(
        (a, b) =>
          a.day.localeCompare(b.day) ||
          label(a.api_key_id).localeCompare(label(b.api_key_id)) ||
          (a.api_key_id ?? '').localeCompare(b.api_key_id ?? '') ||
          a.tool.localeCompare(b.tool) ||
          (a.voice_id ?? '').localeCompare(b.voice_id ?? ''),
      );
      const lines = [csvLine(USAGE_CSV_COLUMNS)];
      for (const c of sorted) {
        lines.push(
          csvLine([
            c.day,
            c.api_key_id ?? '',
            label(c.api_key_id),
            c.tool,
            c.voice_id ?? '',
            c.voice_id === null ? '' : (voices.get(c.voice_id) ?? ''),
            c.charged,
            c.refunded,
            c.tasks,
          ]),
        );
      }
      const scopeName = apiKeyId ? `-${apiKeyId}` : '';
      return { fileName: `timbre-usage-${range.from}-to-${range.to}${scopeName}.csv`, text: lines.join(''), range };
    },
  };
}

export type Usage = ReturnType<typeof createUsage>;
