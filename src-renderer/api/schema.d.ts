// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
// The parts are in schema/, one per area; this index joins them.
import type { SystemPaths } from './schema/paths-system.d.ts';
import type { VoiceToolsPaths } from './schema/paths-voice-tools.d.ts';
import type { SpeechToolsPaths } from './schema/paths-speech-tools.d.ts';
import type { VideoToolsPaths } from './schema/paths-video-tools.d.ts';
import type { TaskToolsPaths } from './schema/paths-task-tools.d.ts';
import type { AssetToolsPaths } from './schema/paths-asset-tools.d.ts';
import type { AssetsPaths } from './schema/paths-assets.d.ts';
import type { AssetDerivedPaths } from './schema/paths-asset-derived.d.ts';
import type { KeysPaths } from './schema/paths-keys.d.ts';
import type { KeyWebhooksPaths } from './schema/paths-key-webhooks.d.ts';
import type { CreditsPaths } from './schema/paths-credits.d.ts';
import type { BatchesPaths } from './schema/paths-batches.d.ts';
import type { WebhooksPaths } from './schema/paths-webhooks.d.ts';
import type { VoicesPaths } from './schema/paths-voices.d.ts';
import type { TasksPaths } from './schema/paths-tasks.d.ts';
import type { AssetLibraryPaths } from './schema/paths-asset-library.d.ts';
import type { McpPaths } from './schema/paths-mcp.d.ts';
import type { OpenaiPaths } from './schema/paths-openai.d.ts';
import type { ElevenlabsPaths } from './schema/paths-elevenlabs.d.ts';
import type { SystemOperations } from './schema/operations-system.d.ts';
import type { VoiceToolsOperations } from './schema/operations-voice-tools.d.ts';
import type { SpeechToolsOperations } from './schema/operations-speech-tools.d.ts';
import type { VideoToolsOperations } from './schema/operations-video-tools.d.ts';
import type { TaskToolsOperations } from './schema/operations-task-tools.d.ts';
import type { AssetToolsOperations } from './schema/operations-asset-tools.d.ts';
import type { AssetsOperations } from './schema/operations-assets.d.ts';
import type { AssetDerivedOperations } from './schema/operations-asset-derived.d.ts';
import type { KeysOperations } from './schema/operations-keys.d.ts';
import type { KeyWebhooksOperations } from './schema/operations-key-webhooks.d.ts';
import type { CreditsOperations } from './schema/operations-credits.d.ts';
import type { BatchesOperations } from './schema/operations-batches.d.ts';
import type { WebhooksOperations } from './schema/operations-webhooks.d.ts';
import type { VoicesOperations } from './schema/operations-voices.d.ts';
import type { TasksOperations } from './schema/operations-tasks.d.ts';
import type { AssetLibraryOperations } from './schema/operations-asset-library.d.ts';
import type { McpOperations } from './schema/operations-mcp.d.ts';
import type { OpenaiOperations } from './schema/operations-openai.d.ts';
import type { ElevenlabsOperations } from './schema/operations-elevenlabs.d.ts';
import type { SystemSchemas } from './schema/schemas-system.d.ts';
import type { TasksSchemas } from './schema/schemas-tasks.d.ts';
import type { AssetsSchemas } from './schema/schemas-assets.d.ts';
import type { VoicesSchemas } from './schema/schemas-voices.d.ts';
import type { KeysSchemas } from './schema/schemas-keys.d.ts';
import type { CreditsSchemas } from './schema/schemas-credits.d.ts';
import type { WebhooksSchemas } from './schema/schemas-webhooks.d.ts';
import type { BatchesSchemas } from './schema/schemas-batches.d.ts';
import type { OpenaiSchemas } from './schema/schemas-openai.d.ts';
import type { ElevenlabsSchemas } from './schema/schemas-elevenlabs.d.ts';
import type { ErrorsResponses } from './schema/responses-errors.d.ts';
import type { OpenaiErrorsResponses } from './schema/responses-openai-errors.d.ts';
import type { ElevenlabsErrorsResponses } from './schema/responses-elevenlabs-errors.d.ts';
import type { CompatErrorsResponses } from './schema/responses-compat-errors.d.ts';

export type paths = SystemPaths & VoiceToolsPaths & SpeechToolsPaths & VideoToolsPaths & TaskToolsPaths & AssetToolsPaths & AssetsPaths & AssetDerivedPaths & KeysPaths & KeyWebhooksPaths & CreditsPaths & BatchesPaths & WebhooksPaths & VoicesPaths & TasksPaths & AssetLibraryPaths & McpPaths & OpenaiPaths & ElevenlabsPaths;
export type operations = SystemOperations & VoiceToolsOperations & SpeechToolsOperations & VideoToolsOperations & TaskToolsOperations & AssetToolsOperations & AssetsOperations & AssetDerivedOperations & KeysOperations & KeyWebhooksOperations & CreditsOperations & BatchesOperations & WebhooksOperations & VoicesOperations & TasksOperations & AssetLibraryOperations & McpOperations & OpenaiOperations & ElevenlabsOperations;
export interface components {
    schemas: SystemSchemas & TasksSchemas & AssetsSchemas & VoicesSchemas & KeysSchemas & CreditsSchemas & WebhooksSchemas & BatchesSchemas & OpenaiSchemas & ElevenlabsSchemas;
    responses: ErrorsResponses & OpenaiErrorsResponses & ElevenlabsErrorsResponses & CompatErrorsResponses;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type webhooks = Record<string, never>;
export type $defs = Record<string, never>;
