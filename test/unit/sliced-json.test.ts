// The batch body parser: what it gives is what one JSON.parse gives, and what JSON.parse (with
// Fastify's prototype-poisoning checks) refuses, it refuses.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseSliced, type TextParser } from '../../src-service/http/sliced-json.ts';

const fastifyParse = Fastify().getDefaultJsonParser('error', 'error');
const parse: TextParser = (text, done) => fastifyParse({} as never, text, done as never);

const sliced = (text: string) =>
  new Promise<{ err: Error | null; value?: unknown }>((resolve) =>
    parseSliced(Buffer.from(text), parse, (err, value) => resolve({ err, value })),
  );

describe('parseSliced', () => {
  it('gives what JSON.parse gives: long arrays, nesting, strings holding brackets, quotes and commas, unicode', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => ({
      tool: 'generate-tts',
      input: { text: `Line ${i}, "quoted" [not an array] {nor an object} \\ é 日本 🎧`, tags: [i, [i + 1, { deep: [] }]] },
      fileName: i % 3 ? null : `f-${i}`,
    }));
    const cases = [
      JSON.stringify({ label: 'a', items }),
      JSON.stringify({ items, label: 'after', more: [1, 2, 3], empty: [] }),
      ` \n{ "items" : [ 1 , "two" , [3] , {"four":4} , null , true ] , "x" : {"y":[1]} }\n `,
      '{"items":[]}',
      '{"items":[  ]}',
      '{}',
      '{"1":[1],"b":[2],"0":[3]}',
      '{"toString":[1]}',
      '[1,2]',
      '"just a string"',
    ];
    for (const text of cases) {
      const r = await sliced(text);
      expect(r.err).toBeNull();
      expect(r.value).toEqual(JSON.parse(text));
    }
  });

  it('refuses what the ordinary parser refuses, with its error', async () => {
    for (const text of [
      '{"items":[1 2]}',
      '{"items":[,1]}',
      '{"items":[1,]}',
      '{"items":[1],}',
      '{"items":[1]} x',
      '{"items":[1]',
      '{"items":["unterminated]}',
      '{"items":[{"__proto__":{"polluted":true}}]}',
      '{"items":[{"constructor":{"prototype":{"polluted":true}}}]}',
      '{"__proto__":[1]}',
    ]) {
      const r = await sliced(text);
      const plain = await new Promise<Error | null>((resolve) => parse(text, (err) => resolve(err)));
      expect(plain, text).not.toBeNull();
      expect(r.err?.message, text).toBe(plain!.message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a key given twice ends as JSON.parse ends it: the last value', async () => {
    const text = '{"items":[1,2],"items":[3]}';
    expect((await sliced(text)).value).toEqual(JSON.parse(text));
  });
});
