/**
 * `GET /v1/models`: one path both dialects call, answered in the caller's: ElevenLabs' array
 * when the key came in `xi-api-key`, OpenAI's listing otherwise.
 */
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';
import { CompatModelList } from '../../contract/compat-shapes.ts';
import { speechModelsOf } from '../../contract/compat-speech.ts';
import { dialectOf } from './dialect-errors.ts';
import { elevenLabsModels, openAiModels } from './listing-views.ts';

export function compatModelRoutes(_ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/v1/models',
      auth: 'apiKey',
      xiApiKey: true,
      dialect: 'either',
      operationId: 'compatListModels',
      summary: "Speech models, in the caller's dialect",
      description:
        `OpenAI's model listing (${speechModelsOf('openai').join(', ')}) for a key in Authorization; ElevenLabs' model array ` +
        `(${speechModelsOf('elevenlabs').join(', ')}) for a key in xi-api-key. The dialects' own names let the voice's provider speak; alpha and beta insist on that provider.`,
      tags: ['openai', 'elevenlabs'],
      answers: { 200: { description: 'The models.', schema: CompatModelList } },
      handler: (req) => (dialectOf(req) === 'elevenlabs' ? elevenLabsModels() : openAiModels()),
    }),
  ];
}
