// The named schemas of the API (those with an `$id`): added to Fastify once, so answers refer
// to them by name, and listed under the document's components, so the generated client has a
// type for each.
import { ApiKeyView, CreatedApiKey, RotatedWebhookSecret, StudioKey, UpdatedApiKey } from '../contract/api-key.ts';
import { AssetPeaks, AssetProvenance, AssetView, LibraryAsset, SignedAsset } from '../contract/asset.ts';
import { AudioQuality } from '../contract/audio-quality.ts';
import { CreditsView, LedgerEntry, LedgerPage } from '../contract/credits.ts';
import { UsageReport } from '../contract/usage.ts';
import { ErrorBody } from '../contract/error-body.ts';
import { HealthView, SystemView } from '../contract/health.ts';
import { AssetBulkResult, AssetPage, AssetTagList, TaskPage } from '../contract/library.ts';
import { NarrationPreview } from '../contract/narration.ts';
import { TaskCancelResult, TaskQueue, TaskQueueLane } from '../contract/queue.ts';
import { NarrationSegment, TaskAck, TaskBrief, TaskRecord } from '../contract/task.ts';
import { DeletedVoice, VoiceList, VoicePreview, VoiceView } from '../contract/voice.ts';
import { Batch, BatchItem, BatchItemInput, BatchItemPage, BatchPage, BatchProblem, BatchValidation } from '../contract/batch.ts';
import {
  BatchEventPayload,
  TaskEventPayload,
  TestEventPayload,
  WebhookAttemptView,
  WebhookEventDetail,
  WebhookEventPage,
  WebhookEventView,
  WebhookTestResult,
} from '../contract/webhooks.ts';
import { ConnectionTestResult, ProviderView, SettingsView } from '../contract/settings.ts';
import { COMPAT_COMPONENTS } from '../contract/compat-shapes.ts';
import { RequestLogDetail, RequestLogEntry, RequestLogPage, RequestLogSettings, ResendResult } from '../contract/request-log.ts';

export const API_COMPONENTS = [
  ErrorBody,
  HealthView,
  SystemView,
  TaskAck,
  TaskBrief,
  TaskRecord,
  NarrationSegment,
  TaskPage,
  TaskQueueLane,
  TaskQueue,
  TaskCancelResult,
  AssetView,
  SignedAsset,
  AssetProvenance,
  LibraryAsset,
  AssetPage,
  AssetPeaks,
  AssetBulkResult,
  AssetTagList,
  VoiceView,
  VoiceList,
  VoicePreview,
  DeletedVoice,
  AudioQuality,
  NarrationPreview,
  ApiKeyView,
  CreatedApiKey,
  UpdatedApiKey,
  RotatedWebhookSecret,
  StudioKey,
  CreditsView,
  LedgerEntry,
  LedgerPage,
  UsageReport,
  TaskEventPayload,
  BatchEventPayload,
  TestEventPayload,
  WebhookEventView,
  WebhookAttemptView,
  WebhookEventDetail,
  WebhookEventPage,
  WebhookTestResult,
  BatchItemInput,
  BatchProblem,
  BatchValidation,
  Batch,
  BatchItem,
  BatchItemPage,
  BatchPage,
  ProviderView,
  SettingsView,
  ConnectionTestResult,
  RequestLogEntry,
  RequestLogDetail,
  RequestLogPage,
  ResendResult,
  RequestLogSettings,
  ...COMPAT_COMPONENTS,
] as const;
