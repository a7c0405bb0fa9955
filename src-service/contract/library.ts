// The listings of the queue view and the library: a key sees its own, the studio everything.
import { Type } from '@sinclair/typebox';
import { LibraryAsset } from './asset.ts';
import { Closed, Nullable, Ref, StringEnum } from './shapes.ts';
import { TASK_STATUSES, TaskRecord } from './task.ts';

/** Items of a page when `limit` is not given (the schema fills it in). */
export const PAGE_LIMIT = { default: 50, max: 500 } as const;

const page = {
  before: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'The `nextBefore` of the previous page: items older than it.' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default })),
};
const nextBefore = Nullable(Type.String(), { description: 'Null on the last page; otherwise pass it as `before`.' });

/** `GET /api/v1/tasks` query. */
export const TaskListQuery = Closed({ status: Type.Optional(StringEnum(TASK_STATUSES)), ...page });

/** A page of tasks, newest first. */
export const TaskPage = Closed({ tasks: Type.Array(Ref(TaskRecord)), nextBefore }, { $id: 'TaskPage' });

/** `GET /api/v1/assets` query. */
export const AssetListQuery = Closed({
  kind: Type.Optional(StringEnum(['audio', 'image', 'video'] as const)),
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words found in the file name, the key label or the parameters (e.g. the text spoken).' }),
  ),
  ...page,
});

/** A page of the library, newest first. */
export const AssetPage = Closed({ assets: Type.Array(Ref(LibraryAsset)), nextBefore }, { $id: 'AssetPage' });
