// Where the credits went: charges and refunds of the ledger over a range of days, broken down
// by day, API key, tool and voice (`GET /api/v1/usage`, and as CSV `GET /api/v1/usage.csv`).
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, Nullable, Ref } from './schema-helpers.ts';

/** The longest range one answer covers, in days (a year, leap day included). */
export const USAGE_MAX_DAYS = 366;
/** The range when `from` and `to` are left out: the last 30 days, today included. */
export const USAGE_DEFAULT_DAYS = 30;

// Checked by the service (a real calendar day), so a bad one is a 400 that says what a day looks like.
const Day = (description: string) => Type.String({ maxLength: 10, description: `${description} (YYYY-MM-DD).`, examples: ['2026-11-01'] });

/** `GET /api/v1/usage` and `GET /api/v1/usage.csv` query. */
export const UsageQuery = Closed({
  from: Type.Optional(Day('First day of the range, included; default: 29 days before `to`')),
  to: Type.Optional(Day('Last day of the range, included; default: today')),
  apiKeyId: Type.Optional(Id({ description: "Only this key's use. An API key always sees only its own." })),
  tz: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC.',
    }),
  ),
});
export type UsageQuery = Static<typeof UsageQuery>;

const charged = Type.Integer({ minimum: 0, description: 'Credits captured (charged) for tasks that completed in the range.' });
const refunded = Type.Integer({ minimum: 0, description: 'Credits released for tasks that failed or were cancelled in the range.' });
const tasks = Type.Integer({ minimum: 0, description: 'Tasks that ended in the range (charged or refunded).' });

const UsageDay = Closed({
  day: Type.String({ description: 'A calendar day (YYYY-MM-DD) in the zone of the range.' }),
  charged,
  refunded,
  tasks,
  chargedByTool: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
    description: 'Credits charged that day by tool (tools with a charge only), for a stacked chart.',
  }),
});
const UsageByKey = Closed({
  apiKeyId: Nullable(Type.String(), { description: 'Null for tasks submitted without a key.' }),
  label: Nullable(Type.String()),
  charged,
  refunded,
  tasks,
  creditLimit: Nullable(Type.Integer({ minimum: 0 }), { description: "The key's cap over its whole life; null = no cap." }),
  creditsUsed: Type.Integer({ minimum: 0, description: 'Everything the key was ever charged (not only in the range).' }),
  creditsHeld: Type.Integer({ minimum: 0, description: "Held now for the key's tasks that have not ended." }),
  revoked: Type.Boolean(),
});
const UsageByTool = Closed({ tool: Type.String(), charged, refunded, tasks });
const UsageByVoice = Closed({
  voiceId: Nullable(Type.String(), { description: 'The voice a task spoke with; null for tools without one (video, voice design).' }),
  voiceName: Nullable(Type.String()),
  charged,
  refunded,
  tasks,
});

/** The answer of `GET /api/v1/usage`. Every list sums to `totals` (charged, refunded, tasks). */
export const UsageReport = Closed(
  {
    from: Type.String({ description: 'First day, included.' }),
    to: Type.String({ description: 'Last day, included.' }),
    tz: Type.String({ description: 'The zone the days are calendar days of.' }),
    apiKeyId: Nullable(Type.String(), { description: 'The key the report is limited to, or null for every key.' }),
    totals: Closed({
      charged,
      refunded,
      tasks,
      granted: Type.Integer({ minimum: 0, description: 'Credits granted to the workspace in the range (zero when limited to a key).' }),
    }),
    byDay: Type.Array(UsageDay, { description: 'Every day of the range, oldest first, days without use included as zeros.' }),
    byKey: Type.Array(UsageByKey, { description: 'Keys with use in the range and keys not revoked, most charged first.' }),
    byTool: Type.Array(UsageByTool, { description: 'Most charged first.' }),
    byVoice: Type.Array(UsageByVoice, { description: 'Most charged first.' }),
  },
  { $id: 'UsageReport' },
);
export type UsageReport = Static<typeof UsageReport>;

/** `{ data: UsageReport }`. */
export const UsageAnswer = Closed({ data: Ref(UsageReport) });

/** The columns of the CSV export: one row per day × key × tool × voice with any use. */
export const USAGE_CSV_COLUMNS = [
  'day',
  'api_key_id',
  'api_key_label',
  'tool',
  'voice_id',
  'voice_name',
  'charged_credits',
  'refunded_credits',
  'tasks',
] as const;
