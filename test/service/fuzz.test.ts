import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { TOOLS } from '../../src-service/tools/registry.ts';
import { makeMedia } from '../helpers/media.ts';
import { recordReliability } from '../helpers/reliability-report.ts';

// Property-based fuzzing of every way in: tool bodies, headers, uploads, signed URLs.
// The properties: never a 5xx; a 400 names a field and a rule; a rejected call holds nothing.
let t: TestService;
let key: string;
let imageId: string;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const fuzzCounts: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestService({ concurrency: 0 });
  key = await t.createKey('fuzzer');
  const res = await t.fetch('/api/v1/assets', {
    method: 'POST',
    token: key,
    body: makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=32x32', '-frames:v', '1'], 'png'),
    headers: { 'content-type': 'image/png' },
  });
  imageId = ((await res.json()) as any).data.assetId;
});
afterAll(async () => {
  await t?.dispose();
  const total = Object.values(fuzzCounts).reduce((a, b) => a + b, 0);
  recordReliability(
    'fuzz',
    `## Bad input (\`test/service/fuzz.test.ts\`, fast-check)

Properties: never a 5xx; a 400 names its field first, then the rule; a rejected call holds no credit and stores nothing.

- Inputs fuzzed: **${total}** (${RUNS} runs per property; FUZZ_RUNS raises it)
${Object.entries(fuzzCounts)
  .map(([k, n]) => `  - ${k}: ${n}`)
  .join('\n')}`,
  );
});

/** Plausible bodies per tool, which the fuzzer then mutates field by field. */
function validBody(tool: string): Record<string, unknown> {
  switch (tool) {
    case 'generate-tts':
      return { text: 'Hello there.', voiceId: 'alpha-cherry' };
    case 'design-voice':
      return { prompt: 'A calm voice' };
    case 'clone-voice-from-audio':
      return { audioAssetId: imageId, name: 'x' };
    case 'generate-video-from-text':
      return { prompt: 'a cat', durationSeconds: 4 };
    case 'generate-video-from-image':
      return { imageAssetId: imageId };
    case 'generate-video-from-reference':
      return { prompt: 'x', referenceImageAssetIds: [imageId] };
    case 'generate-video-extension':
      return { videoAssetId: imageId };
    case 'upload-asset':
      return { mimeType: 'image/png', dataBase64: 'aGVsbG8=' };
    case 'wait-for-task':
      return { taskId: 'task_x', timeoutSeconds: 0 };
    default:
      return {};
  }
}

const jsonValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 9 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '16:9',
    '3:2',
    '1080p',
    '4K',
    '<IMAGE_9>',
    'sandbox:fail',
    'imagine-video-1.5-preview',
    '../../etc/passwd',
    '\u0000',
    '😀'.repeat(700),
  ),
);

async function expectWellBehaved(status: number, body: any, heldBefore: number) {
  expect(status).toBeLessThan(500);
  if (status === 400) {
    expect(body.error.code).toBe('validation_failed');
    // The message opens with the field it is about, then the rule.
    expect(typeof body.error.details?.field).toBe('string');
    expect(body.error.message.startsWith(`${body.error.details.field}: `)).toBe(true);
  }
  if (status !== 200) expect((await t.credits()).held).toBe(heldBefore);
}

describe('fuzzing tool bodies', () => {
  for (const tool of TOOLS) {
    it(`${tool.name}: mutated and random bodies never 5xx, and rejected ones hold nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            // A valid body with one field replaced or added.
            fc
              .tuple(fc.constantFrom(...Object.keys(validBody(tool.name)), 'temperature', 'extra', 'topK'), jsonValue)
              .map(([k, v]) => ({ ...validBody(tool.name), [k]: v })),
            // A valid body with one field removed.
            fc.constantFrom(...Object.keys(validBody(tool.name)).concat('')).map((k) => {
              const b = validBody(tool.name);
              delete b[k];
              return b;
            }),
            // Anything at all.
            fc.anything({ maxDepth: 2 }),
          ),
          async (body) => {
            fuzzCounts[tool.name] = (fuzzCounts[tool.name] ?? 0) + 1;
            const held = (await t.credits()).held;
            const r = await t.tool(tool.name, body, key);
            if (r.status === 200 && r.body?.data?.taskId && tool.kind === 'generation') {
              await t.tool('cancel-task', { taskId: r.body.data.taskId }, key);
              return;
            }
            await expectWellBehaved(r.status, r.body, held);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe('fuzzing headers, uploads and signed URLs', () => {
  it('random Authorization, Idempotency-Key and Content-Type headers never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 300 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'image/png', ''),
        async (auth, idem, ctype) => {
          const headers: Record<string, string> = {};
          const clean = (s: string) => s.replace(/[^\x21-\x7e ]/g, '');
          if (clean(idem)) headers['idempotency-key'] = clean(idem);
          if (ctype) headers['content-type'] = ctype;
          fuzzCounts['headers'] = (fuzzCounts['headers'] ?? 0) + 1;
          const held = (await t.credits()).held;
          for (const token of [clean(auth) || null, key]) {
            const res = await t.fetch('/api/v1/tools/generate-tts/execute', {
              method: 'POST',
              token,
              headers,
              body: JSON.stringify({ text: 'hi', voiceId: 'alpha-cherry' }),
            });
            expect(res.status).toBeLessThan(500);
            if (res.status === 200) {
              const ack = ((await res.json()) as any).data;
              await t.tool('cancel-task', { taskId: ack.taskId }, key);
            } else {
              expect((await t.credits()).held).toBe(held);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('random multipart uploads never 5xx and store nothing when rejected', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('file', 'audio', 'upload', ''),
        fc.uint8Array({ maxLength: 2000 }),
        fc.string({ maxLength: 40 }),
        async (field, bytes, fileName) => {
          fuzzCounts['multipart uploads'] = (fuzzCounts['multipart uploads'] ?? 0) + 1;
          const assets = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM assets').get() as { n: number }).n;
          const before = assets();
          const form = new FormData();
          form.append(field || 'x', new Blob([bytes]), fileName || 'f');
          for (const path of ['/api/v1/assets', '/api/voices/clone-from-audio']) {
            const res = await t.fetch(path, { method: 'POST', token: key, body: form });
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) expect(assets()).toBe(before);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('tampered, expired and traversal signed URLs are refused (400/403/404), never served or 5xx', async () => {
    const good = new URL((await t.tool('get-asset', { assetId: imageId }, key)).body.data.url);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('..', '../timbre.db', '%2e%2e%2ftimbre.db', '..%2F..%2Fsession-token', '.tmp', 'asset_x/../../x'),
        ),
        fc.oneof(fc.string({ maxLength: 14 }), fc.constantFrom('0', '1', '99999999999', good.searchParams.get('expires')!)),
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
          fc.string({ maxLength: 70 }),
          fc.constant(good.searchParams.get('signature')!),
        ),
        async (id, expires, signature) => {
          fuzzCounts['signed URLs'] = (fuzzCounts['signed URLs'] ?? 0) + 1;
          const url = `${t.url}/api/v1/assets/${id}/content?expires=${encodeURIComponent(expires)}&signature=${encodeURIComponent(signature)}`;
          const res = await fetch(url);
          expect(res.status).toBeLessThan(500);
          const legit = id === imageId && expires === good.searchParams.get('expires') && signature === good.searchParams.get('signature');
          // 400 is a malformed URL (bad percent-encoding), refused before routing.
          if (!legit) expect([400, 403, 404]).toContain(res.status);
          await res.arrayBuffer();
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
