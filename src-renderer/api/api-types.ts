// Short names for the shapes the studio reads and sends, every one taken from the types
// generated from the service's openapi.json (schema.d.ts): none is written out here, so a
// change to a route or a tool reaches the studio when the client is regenerated.
import type { components, operations, paths } from './schema.d.ts';

type Schemas = components['schemas'];
/** The JSON body an operation takes. */
type BodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The body of every error answer, and its stable codes. */
export type ErrorBody = Schemas['Error'];
export type ErrorCode = ErrorBody['error']['code'];
/** `GET /api/v1/health`'s answer. */
export type ServiceHealth = Schemas['HealthView'];
export type TaskAck = Schemas['TaskAck'];
export type TaskRecord = Schemas['TaskRecord'];
/** A page of `GET /api/v1/tasks`. */
export type TaskPage = Schemas['TaskPage'];
export type TaskQueue = Schemas['TaskQueue'];
export type TaskQueueLane = Schemas['TaskQueueLane'];
export type TaskCancelResult = Schemas['TaskCancelResult'];
export type NarrationSegment = Schemas['NarrationSegment'];
export type AssetView = Schemas['AssetView'];
export type SignedAsset = Schemas['SignedAsset'];
export type LibraryAsset = Schemas['LibraryAsset'];
export type AssetPage = Schemas['AssetPage'];
export type AssetBulkResult = Schemas['AssetBulkResult'];
/** An asset's peaks: BBC audiowaveform JSON, version 2. */
export type AssetPeaks = Schemas['AssetPeaks'];
export type VoiceView = Schemas['VoiceView'];
export type VoicePreview = Schemas['VoicePreview'];
export type AudioQuality = Schemas['AudioQuality'];
export type NarrationPreview = Schemas['NarrationPreview'];
export type ApiKeyView = Schemas['ApiKeyView'];
export type CreatedApiKey = Schemas['CreatedApiKey'];
export type UpdatedApiKey = Schemas['UpdatedApiKey'];
export type RotatedWebhookSecret = Schemas['RotatedWebhookSecret'];
export type CreditsView = Schemas['CreditsView'];
export type LedgerEntry = Schemas['LedgerEntry'];
/** `GET /api/v1/usage`'s report: where the credits went. */
export type UsageReport = Schemas['UsageReport'];
export type WebhookEventView = Schemas['WebhookEventView'];
export type WebhookAttemptView = Schemas['WebhookAttemptView'];
export type WebhookEventDetail = Schemas['WebhookEventDetail'];
export type WebhookTestResult = Schemas['WebhookTestResult'];
export type ProviderView = Schemas['ProviderView'];
export type SettingsView = Schemas['SettingsView'];
export type ConnectionTestResult = Schemas['ConnectionTestResult'];
export type RequestLogEntry = Schemas['RequestLogEntry'];
export type RequestLogDetail = Schemas['RequestLogDetail'];
export type RequestLogPage = Schemas['RequestLogPage'];
export type ResendResult = Schemas['ResendResult'];
/** Batches (POST /api/v1/batches and the routes under it). */
export type Batch = Schemas['Batch'];
export type BatchItem = Schemas['BatchItem'];
export type BatchItemInput = Schemas['BatchItemInput'];
export type BatchItemPage = Schemas['BatchItemPage'];
export type BatchProblem = Schemas['BatchProblem'];
export type BatchValidation = Schemas['BatchValidation'];

/** The query of `GET /api/v1/assets`. */
export type AssetListQuery = NonNullable<operations['listAssets']['parameters']['query']>;
/** The body of `POST /api/v1/api-keys`. */
export type KeyCreate = BodyOf<operations['createApiKey']>;
/** The body of `PATCH /api/v1/assets/{id}`: new tags and/or the favourite flag. */
export type AssetPatch = BodyOf<operations['updateAsset']>;
/** The body of `PATCH /api/v1/api-keys/{id}`: what changes. */
export type KeyPatch = BodyOf<operations['updateApiKey']>;
/** The body of `PUT /api/v1/settings/providers/{name}`. */
export type ProviderUpdate = BodyOf<operations['updateProviderSettings']>;

type ToolPath = Extract<keyof paths, `/api/v1/tools/${string}/execute`>;
/** The name of every tool the document lists (`/api/v1/tools/{name}/execute`). */
export type ToolName = ToolPath extends `/api/v1/tools/${infer N}/execute` ? N : never;
type ToolOperation<N extends ToolName> = NonNullable<paths[`/api/v1/tools/${N}/execute`]['post']>;
/** A tool's input, as the document describes it. */
export type ToolInput<N extends ToolName> = BodyOf<ToolOperation<N>>;
/** The `data` of a tool's 200 answer. */
export type ToolData<N extends ToolName> = N extends ToolName
  ? ToolOperation<N> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } }
    ? D
    : never
  : never;
/** What a form holds of a tool's input so far: a field may still be missing, and the service's 400 names it. */
export type ToolDraft<N extends ToolName> = Partial<ToolInput<N>>;
/** The tools that submit a task: their answer is the task's acknowledgement. */
export type SubmitTool = { [N in ToolName]: ToolData<N> extends TaskAck ? N : never }[ToolName];
