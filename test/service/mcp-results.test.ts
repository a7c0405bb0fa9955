import { afterAll, describe, expect, it } from 'vitest';
import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/service.ts';
import { AppError } from '../../src-service/core/app-error.ts';
import { errorResult, fileResult, MCP_EMBED_MAX_BYTES } from '../../src-service/mcp/results.ts';

const dir = tempDir('timbre-mcp-results-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const link = { url: 'http://127.0.0.1:1/api/v1/assets/a1/content?expires=1&signature=x', expiresAt: '2030-01-01T00:00:00.000Z' };
const file = (path: string, bytes: number, mimeType: string) => ({
  kind: 'file' as const,
  path,
  bytes,
  mimeType,
  fileName: 'f',
  assetId: 'a1',
});

describe('MCP result shapes', () => {
  it('an asset over the embedding cap is linked, not embedded, and the text says so', async () => {
    const path = join(dir, 'big.mp4');
    writeFileSync(path, '');
    truncateSync(path, MCP_EMBED_MAX_BYTES + 1);
    const r = await fileResult(file(path, MCP_EMBED_MAX_BYTES + 1, 'video/mp4'), link);
    expect(r.content.map((c) => c.type)).toEqual(['text', 'resource_link']);
    expect((r.content[0] as { text: string }).text).toMatch(/larger than the 8 MB embedding cap, so it is not embedded/);
    expect(r.structuredContent).toMatchObject({ embedded: false, url: link.url });
  });

  it('a small video is embedded as a resource blob, an image as an image', async () => {
    const path = join(dir, 'small.bin');
    writeFileSync(path, Buffer.from([1, 2, 3]));
    const video = await fileResult(file(path, 3, 'video/mp4'), link);
    expect(video.content[1]).toEqual({ type: 'resource', resource: { uri: link.url, mimeType: 'video/mp4', blob: 'AQID' } });
    const image = await fileResult(file(path, 3, 'image/png'), link);
    expect(image.content[1]).toEqual({ type: 'image', data: 'AQID', mimeType: 'image/png' });
  });

  it('an unexpected error is internal, without its message', () => {
    const r = errorResult(new Error('secret path /x'));
    expect(r).toMatchObject({ isError: true, structuredContent: { error: { code: 'internal' } } });
    expect(JSON.stringify(r)).not.toContain('secret');
    expect(errorResult(new AppError('conflict', 'done', { status: 'COMPLETED' })).structuredContent).toEqual({
      error: { code: 'conflict', message: 'done', details: { status: 'COMPLETED' } },
    });
  });
});
