// What `GET /api/v1/health` answers (no credential: nothing secret in it), and where the
// service lives (the settings view, session token only).
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum, Timestamp } from './schema-helpers.ts';

const SECRET_BACKENDS = ['keychain', 'file'] as const;
const fault = Closed({ code: Type.String(), message: Type.String(), at: Timestamp() });

export const HealthView = Closed(
  {
    status: Type.Literal('ok'),
    version: Type.String(),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
    engines: Closed(
      { alpha: Type.String(), beta: Type.String(), video: Type.String() },
      { description: 'The engine each provider runs on now: sandbox or live.' },
    ),
    secretStore: Type.Union([
      Closed({ backend: Type.Literal('keychain') }),
      Closed({ backend: Type.Literal('file'), notice: Type.String({ description: 'Why the OS keychain is not used.' }) }),
    ]),
    ffmpeg: Type.Union([
      Closed({
        available: Type.Literal(true),
        source: Type.String({ description: 'Where it was found: FFMPEG_PATH, ffmpeg-static or PATH.' }),
      }),
      Closed({ available: Type.Literal(false), message: Type.String({ description: 'How to get ffmpeg.' }) }),
    ]),
    storage: Closed({
      dataDir: Type.String(),
      freeBytes: Type.Number({ description: '-1 when it could not be read.' }),
      totalBytes: Type.Number(),
      floorBytes: Type.Number({ description: 'Below this much free space, new generation tasks are refused (507).' }),
      state: StringEnum(['ok', 'low', 'full'] as const),
      lastFault: Nullable(Closed({ code: Type.String(), at: Timestamp() })),
      unsettledTasks: Type.Integer({ minimum: 0, description: 'Ended tasks whose end could not be written yet.' }),
    }),
    logging: Closed({
      file: Type.String(),
      writeFailures: Type.Integer({ minimum: 0 }),
      droppedLines: Type.Integer({ minimum: 0 }),
      failing: Type.Boolean(),
      lastError: Nullable(fault),
    }),
    backups: Nullable(
      Closed({
        dir: Type.String(),
        count: Type.Integer({ minimum: 0 }),
        newest: Nullable(
          Closed({ file: Type.String(), madeAt: Timestamp(), bytes: Type.Integer({ minimum: 0 }), schemaVersion: Type.Integer() }),
        ),
        lastError: Nullable(Closed({ at: Timestamp(), message: Type.String() })),
        intervalSeconds: Type.Integer({ minimum: 0 }),
        keep: Type.Integer({ minimum: 0 }),
      }),
      { description: 'Null when automatic backups are off.' },
    ),
    eventLoop: Closed({
      windowSeconds: Type.Number(),
      p99Ms: Type.Number({ description: 'How late timers ran, 99th percentile over the window.' }),
      maxMs: Type.Number(),
      maxSinceStartMs: Type.Number(),
    }),
  },
  { $id: 'HealthView' },
);
export type HealthView = Static<typeof HealthView>;

/** Where the service lives (session-token views only: not secret, but not public either). */
export const SystemView = Closed(
  {
    dataDir: Type.String(),
    url: Type.String(),
    pid: Type.Integer(),
    secretStore: StringEnum(SECRET_BACKENDS),
    logFile: Type.String(),
  },
  { $id: 'SystemView' },
);
export type SystemView = Static<typeof SystemView>;
