import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';
import { TASK_FAILURES, type TaskFailure } from './failures.ts';
import { COMPAT_DIALECTS } from './compat-speech.ts';

/** Task states: PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED. */
export const TASK_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export const TaskStatus = StringEnum(TASK_STATUSES, { description: 'PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED.' });
export type TaskStatus = Static<typeof TaskStatus>;

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

/** Advice about a request that did not stop it (e.g. a clone sample under 24 kHz). */
const Advice = Closed({ code: Type.String(), message: Type.String() });

/** Where one segment of a narration lies in its WAV (generate-narration's `output.segments`). */
export const NarrationSegment = Closed(
  {
    index: Type.Integer({ minimum: 0 }),
    voiceId: Type.String(),
    text: Type.String(),
    startSeconds: Type.Number({ minimum: 0 }),
    endSeconds: Type.Number({ minimum: 0 }),
  },
  { $id: 'NarrationSegment' },
);
export type NarrationSegment = Static<typeof NarrationSegment>;

/** What a task's output holds besides its assets and voice, by tool. */
export const TaskOutputExtras = {
  /** generate-narration: the segments in order, with their times in the narration. */
  segments: Type.Optional(
    Type.Array(Ref(NarrationSegment), { description: 'generate-narration: the segments in order, with their times.' }),
  ),
};
export type TaskOutputExtras = Pick<TaskRecord['output'], keyof typeof TaskOutputExtras>;

/** What a task was asked to do, in brief (excerpts of its request), for lists that show it without its parameters. */
export const TaskBrief = Closed(
  {
    text: Type.Optional(Type.String({ description: 'The first 120 characters of the text or script.' })),
    prompt: Type.Optional(Type.String({ description: 'The first 120 characters of the prompt.' })),
    voiceId: Type.Optional(Type.String()),
    voiceName: Type.Optional(Type.String()),
    model: Type.Optional(Type.String()),
    workerId: Type.Optional(Type.String({ description: 'The session (e.g. the studio screen) that asked, when it said.' })),
  },
  { $id: 'TaskBrief' },
);
export type TaskBrief = Static<typeof TaskBrief>;

/** Fields a task record carries in some answers only. */
const viewFields = {
  apiKeyId: Type.Optional(
    Nullable(Type.String(), { description: 'The listing and the event stream: the key that asked; null when the studio did.' }),
  ),
  keyLabel: Type.Optional(Nullable(Type.String(), { description: "The listing and the event stream: that key's label." })),
  brief: Type.Optional(Ref(TaskBrief, { description: 'The listing and the event stream: what was asked, in brief.' })),
  queuePosition: Type.Optional(Type.Integer({ minimum: 0, description: 'PENDING only: tasks ahead of it in its lane (0 = next).' })),
  lane: Type.Optional(
    Type.String({ description: 'PENDING only: the queue it waits in: local work, or a live provider (alpha, beta, video).' }),
  ),
  paused: Type.Optional(
    Type.Boolean({
      description: 'PENDING only: true while its lane (or the whole queue) is paused (GET /api/v1/queue); it starts once resumed.',
    }),
  ),
  params: Type.Optional(Type.Unknown({ description: "The studio's listing only (session token): the parameters it was submitted with." })),
};

/**
 * The task record answered by get-task-status, wait-for-task, cancel-task, the listing and
 * the event stream. `queuePosition` and `lane` are there while it is PENDING (get-task-status,
 * wait-for-task, the listing); `params` only in the studio's listing.
 */
export const TaskRecord = Closed(
  {
    taskId: Id({ examples: ['task_0m5x2k1a9AbCdEfGhIjKlMnOp'] }),
    tool: Type.String({ description: 'The tool that made it, e.g. generate-tts.' }),
    taskType: Type.String(),
    status: TaskStatus,
    estimatedCredits: Type.Integer({ minimum: 0, description: 'Held at submission.' }),
    chargedCredits: Type.Integer({ minimum: 0 }),
    refundedCredits: Type.Integer({ minimum: 0 }),
    via: Type.Optional(
      StringEnum(COMPAT_DIALECTS, {
        description:
          "Asked through the OpenAI-compatible (`openai`) or ElevenLabs-compatible (`elevenlabs`) speech API; absent for Timbre's own API and MCP.",
      }),
    ),
    providerCost: Type.Optional(Type.Number({ description: 'What the live provider charges for it, in its own unit.' })),
    progress: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    output: Closed({
      assetIds: Type.Array(Type.String(), { description: 'The assets it made (empty until COMPLETED).' }),
      voiceId: Type.Optional(Type.String({ description: 'design-voice and clone-voice-from-audio: the new voice.' })),
      ...TaskOutputExtras,
    }),
    error: Nullable(Closed({ code: StringEnum(Object.keys(TASK_FAILURES) as Array<keyof typeof TASK_FAILURES>), message: Type.String() }), {
      description: 'Why a FAILED or CANCELLED task ended; TASK_FAILURES says what each code means and what to do.',
    }),
    retry: Type.Optional(
      Closed(
        { count: Type.Integer({ minimum: 1 }), at: Timestamp(), code: Type.String() },
        {
          description:
            'While a PENDING task waits to run again after a transient provider error: retries so far, when the next run may start, the error code.',
        },
      ),
    ),
    batchId: Type.Optional(Type.String({ description: 'The batch it is an item of (POST /api/v1/batches).' })),
    batchRow: Type.Optional(Type.Integer({ minimum: 1, description: 'Its row in that batch, from 1.' })),
    createdAt: Timestamp(),
    updatedAt: Timestamp(),
    completedAt: Type.Optional(Timestamp()),
    ...viewFields,
  },
  { $id: 'TaskRecord' },
);
/** The record as the task code builds it; some answers add the fields of `viewFields`. */
export type TaskRecord = Omit<Static<typeof TaskRecord>, keyof typeof viewFields | 'error'> & { error: TaskFailure | null };

/** Acknowledgement of a generation tool: `{"data": TaskAck}`. */
export const TaskAck = Closed(
  {
    taskId: Id(),
    status: Type.Literal('PENDING'),
    estimatedCredits: Type.Integer({ minimum: 0, description: 'Credits held now; charged on completion, refunded on failure.' }),
    warnings: Type.Optional(Type.Array(Advice, { description: 'Advice that did not stop the request.' })),
  },
  { $id: 'TaskAck', examples: [{ taskId: 'task_0m5x2k1a9AbCdEfGhIjKlMnOp', status: 'PENDING', estimatedCredits: 3 }] },
);
export type TaskAck = Static<typeof TaskAck>;
