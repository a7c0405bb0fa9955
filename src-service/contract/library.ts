// The listings of the queue view and the library: a key sees its own, the studio everything.
import { Type } from '@sinclair/typebox';
import { LibraryAsset } from './asset.ts';
import { Closed, Id, Nullable, Ref, StringEnum } from './schema-helpers.ts';
import { TaskRecord } from './task.ts';

/** Items of a page when `limit` is not given (the schema fills it in). */
export const PAGE_LIMIT = { default: 50, max: 500 } as const;

/** Most ids one bulk action or archive takes. */
export const BULK_MAX_IDS = 500;

/** Tags: how many one asset carries, and how long one is. */
export const TAG_LIMITS = { perAsset: 20, length: 32 } as const;

/** What a tag may hold (after trimming and lower-casing): letters, digits, space, `-`, `_`, `.`; starting with a letter or digit. */
export const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** The `apiKeyId` filter value meaning "made in the studio" (no key). */
export const STUDIO = 'studio';

const page = {
  before: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'The `nextBefore` of the previous page: items older than it.' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default })),
};
const nextBefore = Nullable(Type.String(), { description: 'Null on the last page; otherwise pass it as `before`.' });
const keyFilter = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 100,
    description: `Only what this key (key_…) made, or \`${STUDIO}\` for what the studio made. A key sees only its own in any case.`,
  }),
);
const toolFilter = Type.Optional(
  Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'Only what this tool made, e.g. generate-tts.' }),
);
const total = Type.Integer({ minimum: 0, description: 'How many match the filters, all pages together.' });

/** `GET /api/v1/tasks` query. */
export const TaskListQuery = Closed({
  status: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'One status or a comma list of them (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), e.g. `PENDING,PROCESSING`.',
    }),
  ),
  apiKeyId: keyFilter,
  tool: toolFilter,
  batchId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only the items of this batch (batch_…).' })),
  ...page,
});

/** A page of tasks, newest first. */
export const TaskPage = Closed({ tasks: Type.Array(Ref(TaskRecord)), nextBefore, total }, { $id: 'TaskPage' });

/** Orders of the library: by creation (newest, oldest), by name (A→Z), by duration (longest, shortest). */
export const ASSET_SORTS = ['newest', 'oldest', 'name', 'duration', 'shortest'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** `GET /api/v1/assets` query. */
export const AssetListQuery = Closed({
  kind: Type.Optional(StringEnum(['audio', 'image', 'video'] as const)),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Words found in the file name, the parameters (e.g. the text spoken), the voice name or the key label.',
    }),
  ),
  voiceId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only what was spoken with this voice.' })),
  apiKeyId: keyFilter,
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: TAG_LIMITS.length, description: 'Only assets with this tag.' })),
  favorite: Type.Optional(StringEnum(['true', 'false'] as const, { description: '`true`: only favourites; `false`: only the others.' })),
  from: Type.Optional(
    Type.String({ maxLength: 40, description: 'Made at or after this ISO date (`2025-01-31`, UTC midnight) or timestamp.' }),
  ),
  to: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'Made at or before this ISO timestamp, or during or before this ISO date (`2025-01-31`, UTC).',
    }),
  ),
  tool: toolFilter,
  sort: Type.Optional(
    StringEnum(ASSET_SORTS, {
      default: 'newest',
      description: 'newest (default), oldest, name (A→Z), duration (longest first; images last), shortest (images first).',
    }),
  ),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 400, description: 'The `nextCursor` of the previous page (same sort): the items after it.' }),
  ),
  ...page,
});

/** A page of the library, in the order asked for. */
export const AssetPage = Closed(
  {
    assets: Type.Array(Ref(LibraryAsset)),
    nextBefore: Nullable(Type.String(), { description: 'sort=newest only: null on the last page; otherwise pass it as `before`.' }),
    nextCursor: Nullable(Type.String(), { description: 'Null on the last page; otherwise pass it as `cursor` (any sort).' }),
    total,
  },
  { $id: 'AssetPage' },
);

const tagList = Type.Array(Type.String({ minLength: 1, maxLength: TAG_LIMITS.length }), {
  maxItems: TAG_LIMITS.perAsset,
  description: `At most ${TAG_LIMITS.perAsset} tags of 1–${TAG_LIMITS.length} characters: letters, digits, space, - _ . (stored trimmed and lower-cased).`,
});

/** `PATCH /api/v1/assets/{id}` body: its tags (replacing them) and/or its favourite flag. */
export const AssetUpdate = Closed({ tags: Type.Optional(tagList), favorite: Type.Optional(Type.Boolean()) });

/** Actions of `POST /api/v1/assets/bulk`. */
export const BULK_ACTIONS = ['delete', 'tag', 'untag', 'favorite', 'unfavorite'] as const;
const ids = Type.Array(Id(), { minItems: 1, maxItems: BULK_MAX_IDS, description: `1–${BULK_MAX_IDS} asset ids.` });

/** `POST /api/v1/assets/bulk` body. */
export const AssetBulk = Closed({
  ids,
  action: StringEnum(BULK_ACTIONS),
  tags: Type.Optional(tagList),
});

/** What a bulk action did. */
export const AssetBulkResult = Closed(
  {
    action: StringEnum(BULK_ACTIONS),
    done: Type.Array(Type.String(), { description: 'The assets it changed (or deleted).' }),
    notFound: Type.Array(Type.String(), { description: 'Ids that do not exist or that this key did not make; untouched.' }),
    inUse: Type.Array(Type.String(), { description: "delete: assets kept because they are a voice's preview or clone sample." }),
  },
  { $id: 'AssetBulkResult' },
);

/** `POST /api/v1/assets/archive` body. */
export const AssetArchiveRequest = Closed({ ids });

/** `GET /api/v1/assets/tags`: each tag with how many assets carry it. */
export const AssetTagList = Closed(
  { tags: Type.Array(Closed({ tag: Type.String(), count: Type.Integer({ minimum: 1 }) })) },
  { $id: 'AssetTagList' },
);
