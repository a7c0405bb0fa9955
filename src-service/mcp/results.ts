import { readFile } from 'node:fs/promises';
import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../core/app-error.ts';
import type { ToolResult } from '../tools/tool.ts';

/** Largest asset download-asset embeds in the answer; larger ones come as a link only. */
export const MCP_EMBED_MAX_BYTES = 8 * 1024 * 1024;

/** structuredContent must be an object; the data of every tool is, but stay safe. */
function structured(data: unknown): Record<string, unknown> {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : { data };
}

/** A JSON answer: the data as text for any client, and as structuredContent for those that read it. */
export function jsonResult(data: unknown, extra: ContentBlock[] = []): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data) }, ...extra], structuredContent: structured(data) };
}

/**
 * An error as a tool error with the HTTP contract's code and message, so an agent reads the
 * same `validation_failed: text: …` an HTTP client gets. Anything not an AppError is a bug:
 * no details leak, like over HTTP.
 */
export function errorResult(err: unknown): CallToolResult {
  const e = err instanceof AppError ? err : new AppError('internal', 'Internal error; the service log has the details');
  const error: { code: string; message: string; details?: unknown } = { code: e.code, message: e.message };
  if (e.details !== undefined) error.details = e.details;
  return { isError: true, content: [{ type: 'text', text: `${e.code}: ${e.message}` }], structuredContent: { error } };
}

/** get-asset: the record, plus a resource_link to the signed URL that clients can open or fetch. */
export function assetLinkResult(data: {
  url: string;
  mimeType: string;
  assetId: string;
  fileName?: string | null;
  bytes?: number;
}): CallToolResult {
  return jsonResult(data, [linkTo(data)]);
}

function linkTo(a: { url: string; mimeType: string; assetId: string; fileName?: string | null; bytes?: number }): ContentBlock {
  return {
    type: 'resource_link',
    uri: a.url,
    name: a.fileName ?? a.assetId,
    mimeType: a.mimeType,
    ...(a.bytes !== undefined ? { size: a.bytes } : {}),
  };
}

/**
 * download-asset: the bytes embedded (audio/image items, any other type as an embedded
 * resource blob) up to MCP_EMBED_MAX_BYTES, always with a link to the signed URL, and a
 * text that says which it did.
 */
export async function fileResult(
  file: Extract<ToolResult, { kind: 'file' }>,
  link: { url: string; expiresAt: string },
): Promise<CallToolResult> {
  const meta = {
    assetId: file.assetId,
    mimeType: file.mimeType,
    bytes: file.bytes,
    fileName: file.fileName,
    url: link.url,
    expiresAt: link.expiresAt,
  };
  const resourceLink = linkTo({ ...meta });
  if (file.bytes > MCP_EMBED_MAX_BYTES) {
    const text = `${file.fileName} (${file.mimeType}, ${file.bytes} bytes) is larger than the ${MCP_EMBED_MAX_BYTES / 1024 / 1024} MB embedding cap, so it is not embedded; fetch it from the signed URL ${link.url} (valid until ${link.expiresAt}).`;
    return { content: [{ type: 'text', text }, resourceLink], structuredContent: { ...meta, embedded: false } };
  }
  const data = (await readFile(file.path)).toString('base64');
  const item: ContentBlock = file.mimeType.startsWith('audio/')
    ? { type: 'audio', data, mimeType: file.mimeType }
    : file.mimeType.startsWith('image/')
      ? { type: 'image', data, mimeType: file.mimeType }
      : { type: 'resource', resource: { uri: link.url, mimeType: file.mimeType, blob: data } };
  const text = `${file.fileName} (${file.mimeType}, ${file.bytes} bytes) is embedded below; it is also at the signed URL ${link.url} (valid until ${link.expiresAt}).`;
  return { content: [{ type: 'text', text }, item, resourceLink], structuredContent: { ...meta, embedded: true } };
}
