import { performance } from 'node:perf_hooks';

/** Parses one JSON text (Fastify's own parser: prototype-poisoning checks included); calls back at once. */
export type TextParser = (text: string, done: (err: Error | null, value?: unknown) => void) => void;

/** Longest stretch of scanning or parsing before the event loop gets a turn. */
const SLICE_MS = 8;
/** Bytes scanned between two looks at the clock. */
const SCAN_STEP = 16 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** An array value of the root object: where it sits, and where each of its elements does. */
interface TopArray {
  /** The key it is the value of, as JSON text (with its quotes). */
  key: [number, number];
  /** Offsets of its `[` and `]`. */
  open: number;
  close: number;
  /** [start, end) of each element, whitespace trimmed. */
  elements: Array<[number, number]>;
}

/**
 * A large JSON body whose root object holds a long array (a batch's `items`), parsed without
 * one long block of the event loop: JSON.parse of 16 MB holds it for 100 ms and more. The bytes
 * are scanned in slices (strings and nesting followed byte by byte: UTF-8 never puts a quote,
 * bracket or comma inside a multi-byte character) to find each array value of the root object
 * and its elements; the root without those arrays is parsed in one small call, and then each
 * element on its own, in slices. The result is what one JSON.parse gives. Anything unusual
 * (the root not an object, a byte order mark, a scan that does not end where the text does, an
 * element that does not parse) is handed to `whole`, the ordinary parser, so invalid JSON
 * answers exactly as it always did.
 */
export function parseSliced(bytes: Buffer, parse: TextParser, done: (err: Error | null, value?: unknown) => void): void {
  const whole = () => void setImmediate(() => parse(bytes.toString('utf8'), done));
  let i = 0;
  while (i < bytes.length && isSpace(bytes[i])) i++;
  if (bytes[i] !== OPEN_OBJECT) return whole();

  const arrays: TopArray[] = [];
  let depth = 0;
  let inString = false;
  let current: TopArray | null = null;
  let elementStart = -1;
  let stringStart = -1;
  /** The last string closed in the root object itself: a key, when a value follows it. */
  let lastKey: [number, number] = [-1, -1];
  let end = -1;
  const endElement = (at: number) => {
    let s = elementStart;
    let e = at;
    while (s < e && isSpace(bytes[s])) s++;
    while (e > s && isSpace(bytes[e - 1])) e--;
    current!.elements.push([s, e]);
  };

  const scan = () => {
    const started = performance.now();
    while (i < bytes.length) {
      const stop = Math.min(bytes.length, i + SCAN_STEP);
      for (; i < stop; i++) {
        const c = bytes[i];
        if (inString) {
          if (c === BACKSLASH) i++;
          else if (c === QUOTE) {
            inString = false;
            if (depth === 1) lastKey = [stringStart, i + 1];
          }
          continue;
        }
        if (c === QUOTE) {
          inString = true;
          stringStart = i;
        } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
          depth++;
          if (depth === 2 && c === OPEN_ARRAY) {
            current = { key: lastKey, open: i, close: -1, elements: [] };
            elementStart = i + 1;
          }
        } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
          if (depth === 2 && current && c === CLOSE_ARRAY) {
            // `[]` has no element; `[1,]` keeps its empty last one, which will not parse.
            if (current.elements.length > 0 || bytes.subarray(elementStart, i).some((b) => !isSpace(b))) endElement(i);
            current.close = i;
            arrays.push(current);
            current = null;
          }
          depth--;
          if (depth === 0) {
            end = i;
            i = bytes.length;
            break;
          }
        } else if (c === COMMA && depth === 2 && current) {
          endElement(i);
          elementStart = i + 1;
        }
      }
      if (i < bytes.length && performance.now() - started > SLICE_MS) return void setImmediate(scan);
    }
    if (end < 0 || bytes.subarray(end + 1).some((b) => !isSpace(b))) return whole();
    // The root with each array emptied: small, parsed at once.
    const parts: Buffer[] = [];
    let from = 0;
    for (const a of arrays) {
      parts.push(bytes.subarray(from, a.open + 1));
      from = a.close;
    }
    parts.push(bytes.subarray(from, end + 1));
    parse(Buffer.concat(parts).toString('utf8'), (err, root) => {
      if (err) return done(err);
      // Each emptied array, found again by its key; a key given twice goes to the ordinary parser.
      const slots: unknown[][] = [];
      const keys = new Set<string>();
      for (const a of arrays) {
        let key: unknown;
        parse(bytes.toString('utf8', a.key[0], a.key[1]), (e, k) => (key = e ? undefined : k));
        const slot =
          typeof key === 'string' && !keys.has(key) && Object.hasOwn(root as object, key)
            ? (root as Record<string, unknown>)[key]
            : undefined;
        if (!Array.isArray(slot) || slot.length !== 0) return whole();
        keys.add(key as string);
        slots.push(slot);
      }
      void fill(root, slots);
    });
  };

  const fill = async (root: unknown, slots: unknown[][]) => {
    let started = performance.now();
    for (let k = 0; k < arrays.length; k++) {
      for (const [s, e] of arrays[k].elements) {
        let failed = false;
        parse(bytes.toString('utf8', s, e), (err, value) => {
          if (err) failed = true;
          else slots[k].push(value);
        });
        if (failed) return whole();
        if (performance.now() - started > SLICE_MS) {
          await new Promise((r) => setImmediate(r));
          started = performance.now();
        }
      }
    }
    done(null, root);
  };

  setImmediate(scan);
}
