// The OpenAPI tags (groups of operations), in a file of their own so that route-table.ts can
// name them without importing the OpenAPI document that reads the route table.

/** The groups operations are listed in. */
export const API_TAGS = {
  meta: 'Health and this document: no credential.',
  tools: 'One route per tool of the registry (the same tools over MCP). Generation tools answer an acknowledgement and run as tasks.',
  tasks: 'The task queue: a key sees its own tasks, the studio every task.',
  batches: 'Many generation items in one request: validated whole, credits held at once, one task per item, results as one zip.',
  assets: 'Uploads, signed content URLs and exports.',
  voices: 'The voice library: rename and delete designed and cloned voices, clone from a form.',
  keys: 'API keys of local apps and their webhooks (session token).',
  credits: 'The balance, the ledger and grants.',
  webhooks: 'The delivery log of webhook events (session token).',
  settings: 'Provider engines, models, rate limits and keys (session token).',
  events: "The studio's event stream of task changes.",
  'request-log': 'Every call API keys made (REST and MCP tool calls): status, latency, errors, bytes; bodies only with body capture on.',
  mcp: 'The Model Context Protocol endpoint: the same tools for agents.',
  openai:
    "OpenAI-compatible speech (`/v1/audio/speech`, `/v1/models`): point an OpenAI client's base URL at `http://127.0.0.1:PORT/v1`. Same tools, prices, tasks and webhooks as generate-tts / generate-narration; errors in OpenAI's shape.",
  elevenlabs:
    "ElevenLabs-compatible speech, voices, models and subscription: point an ElevenLabs client's base URL at `http://127.0.0.1:PORT`, key in `xi-api-key`. Errors in ElevenLabs' shape.",
} as const;

/** One of {@link API_TAGS}. */
export type ApiTag = keyof typeof API_TAGS;
