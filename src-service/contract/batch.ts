import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';
import { BATCH_LIMITS } from './limits.ts';
import { TaskBrief, TaskStatus } from './task.ts';
import { WaveformLevels } from './asset.ts';
import { PAGE_LIMIT } from './library.ts';

/** A batch: RUNNING until every item has ended, then COMPLETED, or CANCELLED when a cancel ended it. */
const BATCH_STATUSES = ['RUNNING', 'COMPLETED', 'CANCELLED'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** The fields of a batch item (also inlined in the submit-batch tool's input, which MCP lists without references). */
const batchItemFields = () => ({
  tool: Type.String({
    minLength: 1,
    maxLength: 60,
    description: 'A generation tool (generate-tts, generate-narration, design-voice, …); items may mix tools.',
  }),
  input: Type.Object(
    {},
    {
      additionalProperties: true,
      description: "The tool's input, exactly as POST /api/v1/tools/{tool}/execute takes it (same rules, same prices).",
    },
  ),
  fileName: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: BATCH_LIMITS.fileNameMax,
      description: 'Name of its file in results.zip (an extension is added when missing); no slashes. Default: the row number.',
    }),
  ),
});

/** One item of a batch request: a generation tool and its input, as the tool takes it alone. */
export const BatchItemInput = Closed(batchItemFields(), {
  $id: 'BatchItemInput',
  examples: [{ tool: 'generate-tts', input: { text: 'Lesson one.', voiceId: 'alpha-cherry' }, fileName: 'lesson-01' }],
});
export type BatchItemInput = Static<typeof BatchItemInput>;

const label = Type.Optional(Type.String({ maxLength: BATCH_LIMITS.labelMax, description: 'A name to find the batch by.' }));

/** The submit-batch tool's input: the request with its items inlined (a tool's schema stands alone). */
export const BatchToolInput = Closed({
  items: Type.Array(Closed(batchItemFields()), {
    minItems: 1,
    maxItems: BATCH_LIMITS.maxItems,
    description: `1 to ${BATCH_LIMITS.maxItems} items; row 1 is the first.`,
  }),
  label,
});

/** The body of POST /api/v1/batches and /api/v1/batches/validate. */
export const BatchRequest = Closed(
  {
    items: Type.Array(Ref(BatchItemInput), {
      minItems: 1,
      maxItems: BATCH_LIMITS.maxItems,
      description: `1 to ${BATCH_LIMITS.maxItems} items; row 1 is the first.`,
    }),
    label,
  },
  {
    description: `At most ${BATCH_LIMITS.bodyBytes / 1024 / 1024} MB of JSON.`,
    examples: [
      {
        label: 'Course, chapter 1',
        items: [
          { tool: 'generate-tts', input: { text: 'Welcome to the course.', voiceId: 'alpha-cherry' }, fileName: 'intro' },
          { tool: 'generate-tts', input: { text: 'Lesson one.', voiceId: 'beta-kore' }, fileName: 'lesson-01' },
        ],
      },
    ],
  },
);
export type BatchRequest = Static<typeof BatchRequest>;

/** One problem of one row: where (row, field) and which rule it broke. */
export const BatchProblem = Closed(
  {
    row: Type.Integer({ minimum: 1, description: 'The item, counted from 1 as a spreadsheet shows it.' }),
    field: Type.String({ description: 'The field of the item, e.g. `input.text`, `tool`, `fileName`.' }),
    rule: Type.String({ description: 'The rule it broke, e.g. `must not be empty`.' }),
    message: Type.String({ description: 'Row, field and rule in one sentence.' }),
  },
  {
    $id: 'BatchProblem',
    examples: [{ row: 3, field: 'input.text', rule: 'must not be empty', message: 'row 3: input.text: must not be empty' }],
  },
);
export type BatchProblem = Static<typeof BatchProblem>;

/** Answer of POST /api/v1/batches/validate: what the batch would cost and every problem, holding nothing. */
export const BatchValidation = Closed(
  {
    itemCount: Type.Integer({ minimum: 0 }),
    totalCredits: Type.Integer({ minimum: 0, description: 'What the valid items cost together (held in full on submission).' }),
    available: Type.Integer({ description: 'What this caller can hold now: the workspace, or less when the key has a credit limit.' }),
    shortfall: Type.Integer({ minimum: 0, description: 'Credits missing to submit it (0 when it fits).' }),
    credits: Type.Array(Nullable(Type.Integer({ minimum: 0 })), {
      description: 'Each row’s price in row order; null for a row with problems.',
    }),
    problems: Type.Array(Ref(BatchProblem), { description: `Every problem, in row order (at most ${BATCH_LIMITS.maxProblems}).` }),
    moreProblems: Type.Integer({ minimum: 0, description: 'Problems found beyond those listed.' }),
  },
  {
    $id: 'BatchValidation',
    examples: [{ itemCount: 2, totalCredits: 3, available: 9985, shortfall: 0, credits: [1, 2], problems: [], moreProblems: 0 }],
  },
);
export type BatchValidation = Static<typeof BatchValidation>;

/** Items by state; PENDING includes items not yet made into tasks (`queued`). */
const BatchCounts = Closed({
  PENDING: Type.Integer({ minimum: 0 }),
  PROCESSING: Type.Integer({ minimum: 0 }),
  COMPLETED: Type.Integer({ minimum: 0 }),
  FAILED: Type.Integer({ minimum: 0 }),
  CANCELLED: Type.Integer({ minimum: 0 }),
});

/** A batch as every batch answer and the batch.completed event tell it. */
export const Batch = Closed(
  {
    batchId: Id({ examples: ['batch_0m5x2k1a9AbCdEfGhIjKlMnOp'] }),
    label: Nullable(Type.String()),
    status: StringEnum(BATCH_STATUSES, {
      description: 'RUNNING until every item ended; then COMPLETED, or CANCELLED when a cancel ended it.',
    }),
    itemCount: Type.Integer({ minimum: 1 }),
    queued: Type.Integer({ minimum: 0, description: 'Items accepted but not yet made into tasks (they become tasks within seconds).' }),
    counts: BatchCounts,
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Items ended, in percent of itemCount.' }),
    estimatedCredits: Type.Integer({ minimum: 0, description: 'What every item costs together; held (reserved) in full at submission.' }),
    reservedCredits: Type.Integer({ minimum: 0, description: 'Held for the items not yet made into tasks.' }),
    chargedCredits: Type.Integer({ minimum: 0, description: 'Charged for completed items.' }),
    refundedCredits: Type.Integer({ minimum: 0, description: 'Refunded for failed and cancelled tasks.' }),
    releasedCredits: Type.Integer({ minimum: 0, description: 'Given back by a cancel for items that never became tasks.' }),
    apiKeyId: Nullable(Type.String(), { description: 'The key that submitted it; null when the studio did.' }),
    createdAt: Timestamp(),
    updatedAt: Timestamp(),
    completedAt: Nullable(Timestamp(), { description: 'When the last item ended.' }),
  },
  {
    $id: 'Batch',
    examples: [
      {
        batchId: 'batch_0m5x2k1a9AbCdEfGhIjKlMnOp',
        label: 'Course, chapter 1',
        status: 'RUNNING',
        itemCount: 2,
        queued: 0,
        counts: { PENDING: 1, PROCESSING: 1, COMPLETED: 0, FAILED: 0, CANCELLED: 0 },
        progress: 0,
        estimatedCredits: 3,
        reservedCredits: 0,
        chargedCredits: 0,
        refundedCredits: 0,
        releasedCredits: 0,
        apiKeyId: 'key_0m5x2k1a9AbCdEfGhIjKlMnOp',
        createdAt: '2025-01-31T12:00:00.000Z',
        updatedAt: '2025-01-31T12:00:00.000Z',
        completedAt: null,
      },
    ],
  },
);
export type Batch = Static<typeof Batch>;

/** One row of a batch: its task once made, its state, files and credits. */
export const BatchItem = Closed(
  {
    row: Type.Integer({ minimum: 1 }),
    fileName: Nullable(Type.String()),
    tool: Type.String(),
    taskId: Nullable(Type.String(), { description: 'Null while the item is queued (or when a cancel ended it before it became a task).' }),
    status: TaskStatus,
    assetIds: Type.Array(Type.String()),
    estimatedCredits: Type.Integer({ minimum: 0 }),
    chargedCredits: Type.Integer({ minimum: 0 }),
    refundedCredits: Type.Integer({ minimum: 0 }),
    error: Nullable(Closed({ code: Type.String(), message: Type.String() })),
    brief: Type.Optional(Ref(TaskBrief, { description: 'What the row asks for, in brief: its text excerpt and voice (with its name).' })),
    waveform: Type.Optional(WaveformLevels()),
  },
  { $id: 'BatchItem' },
);
export type BatchItem = Static<typeof BatchItem>;

/** A page of a batch's items in row order; `nextAfter` goes in `after` for the next page. */
export const BatchItemPage = Closed(
  {
    items: Type.Array(Ref(BatchItem)),
    nextAfter: Nullable(Type.Integer({ minimum: 1 }), { description: 'Null on the last page; otherwise pass it as `after`.' }),
  },
  { $id: 'BatchItemPage' },
);
export type BatchItemPage = Static<typeof BatchItemPage>;

/** A page of batches, newest first. */
export const BatchPage = Closed(
  {
    batches: Type.Array(Ref(Batch)),
    nextBefore: Nullable(Type.String(), { description: 'Null on the last page; otherwise pass it as `before`.' }),
  },
  { $id: 'BatchPage' },
);
export type BatchPage = Static<typeof BatchPage>;

const limit = Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default }));

/** `GET /api/v1/batches` query. */
export const BatchListQuery = Closed({
  status: Type.Optional(StringEnum(BATCH_STATUSES)),
  before: Type.Optional(Type.String({ maxLength: 100, description: 'A batch id: batches older than it.' })),
  limit,
});

/** `GET /api/v1/batches/{batchId}/items` query. */
export const BatchItemsQuery = Closed({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: BATCH_LIMITS.maxItems, description: 'A row number: the rows after it.' })),
  limit,
});

/** `{batchId}` of the batch routes. */
export const BatchParams = Closed({ batchId: Type.String({ minLength: 1, maxLength: 100 }) });
