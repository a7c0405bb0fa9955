import { sql as initial } from './001-initial.ts';
import { sql as webhooks } from './002-webhooks.ts';
import { sql as settings } from './003-settings.ts';
import { sql as listingIndexes } from './004-listing-indexes.ts';
import { sql as taskRequest } from './005-task-request.ts';
import { sql as taskLanes } from './006-task-lanes.ts';
import { sql as ledgerMoves } from './007-ledger-moves.ts';
import { sql as statusLaneIndex } from './008-status-lane-index.ts';
import { sql as assetSearch } from './009-asset-search.ts';
import { sql as taskRetries } from './010-task-retries.ts';
import { sql as taskVia } from './011-task-via.ts';
import { sql as assetWaveform } from './012-asset-waveform.ts';
import { sql as library } from './013-library.ts';
import { sql as voicePreviews } from './014-voice-previews.ts';
import { sql as batches } from './015-batches.ts';
import { sql as queueControl } from './016-queue-control.ts';
import { sql as requestLog } from './017-request-log.ts';
import { sql as usage } from './018-usage.ts';
import { sql as batchFront } from './019-batch-front.ts';
import { sql as assetWords } from './020-asset-words.ts';

/** Numbered migrations, applied in order; the index + 1 is the schema version. */
export const migrations: readonly string[] = [
  initial,
  webhooks,
  settings,
  listingIndexes,
  taskRequest,
  taskLanes,
  ledgerMoves,
  statusLaneIndex,
  assetSearch,
  taskRetries,
  taskVia,
  assetWaveform,
  library,
  voicePreviews,
  batches,
  queueControl,
  requestLog,
  usage,
  batchFront,
  assetWords,
];
