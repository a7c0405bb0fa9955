import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBytesThen, TooManyBytes } from './body-bytes.ts';
import { tooLarge } from './edge-gate.ts';
import { AppError } from '../core/app-error.ts';
import { parseSliced } from './sliced-json.ts';

/** A body at least this large is decoded and parsed in separate turns of the event loop. */
const LARGE_BODY = 1024 * 1024;

/**
 * Most values a large body may hold. Only upload-asset (and /mcp carrying it) take large
 * bodies: one long base64 string and a few fields. JSON.parse and validation cost grows with
 * the number of values, not bytes: 14 MB of `"k1":0,` pairs took 1.8 s to parse and 1.8 s to
 * validate here. So a large body is counted first (a few memchr scans) and refused when it
 * holds more values than that shape can.
 */
const MAX_LARGE_BODY_VALUES = 1000;

/** Occurrences of a byte, counting no further than `cap`. */
function countUpTo(bytes: Buffer, byte: number, cap: number): number {
  let n = 0;
  for (let i = bytes.indexOf(byte); i !== -1 && n <= cap; i = bytes.indexOf(byte, i + 1)) n++;
  return n;
}

/** Separators and openers: every value after the first adds one of them. */
const STRUCTURAL = [0x2c, 0x3a, 0x5b, 0x7b]; // , : [ {

function tooManyValues(bytes: Buffer, max: number): boolean {
  let n = 0;
  for (const c of STRUCTURAL) {
    n += countUpTo(bytes, c, max - n);
    if (n > max) return true;
  }
  return false;
}

/** True when the request announced a large body (see LARGE_BODY). */
export function isLargeBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length']) >= LARGE_BODY;
}

/**
 * JSON bodies, parsed by Fastify's own parser (prototype-poisoning checks included), read the
 * way raw uploads are (see readBytes). Only upload-asset, /mcp and batches take large ones (16 MB
 * at most); for those the three steps that touch every byte run in separate turns of the event
 * loop: reading, decoding UTF-8 (40 ms for 13 MB on a slow machine) and JSON.parse (60 to
 * 100 ms), so other requests (health, the studio) are answered in between rather than after
 * one long block. A batch, thousands of small items, is decoded and parsed item by item in
 * slices (sliced-json.ts).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (req, payload, done) => {
    const announced = req.headers['content-length'];
    const opts = { max: req.routeOptions.bodyLimit, capacity: announced === undefined ? undefined : Number(announced), exact: true };
    readBytesThen(payload, opts, (err, read) => {
      if (err) return done(err instanceof TooManyBytes ? tooLarge(req) : err, undefined);
      const bytes = read!.bytes;
      if (bytes.length < LARGE_BODY) return parse(req, bytes.toString('utf8'), done);
      const maxValues = req.routeOptions.config.maxBodyValues;
      if (maxValues !== undefined) {
        if (tooManyValues(bytes, maxValues)) {
          return done(new AppError('validation_failed', `body: holds more than ${maxValues} values`, { field: 'body' }), undefined);
        }
      } else if (tooManyValues(bytes, MAX_LARGE_BODY_VALUES)) {
        const message = `body: holds more than ${MAX_LARGE_BODY_VALUES} values; a body this large carries one file as a base64 string and a few fields`;
        return done(new AppError('validation_failed', message, { field: 'body' }), undefined);
      }
      // A batch (the routes that allow many values): its long array is parsed element by element, in slices.
      if (maxValues !== undefined) return parseSliced(bytes, (text, then) => parse(req, text, then), done);
      setImmediate(() => {
        const text = bytes.toString('utf8');
        setImmediate(() => parse(req, text, done));
      });
    });
  });
}
