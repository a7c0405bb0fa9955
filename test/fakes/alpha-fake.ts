import { randomBytes } from 'node:crypto';
import { sendJson, speechSeconds, startFakeServer, toneWav, type FakeServer } from './fake-server.ts';

/** Options of the fake alpha API. */
export interface AlphaFakeOptions {
  key: string;
  /** How speech answers carry audio: a URL on this server (default) or base64 data. */
  audio?: 'url' | 'data';
  /** The audio URL answers this status instead of the file (an expired link). */
  expiredAudioStatus?: number;
}

/** The fake alpha API: the multimodal-generation speech call and the customization API. */
export interface AlphaFake extends FakeServer {
  /** Base URL as configured in settings (`{url}/api/v1`). */
  base: string;
  options: AlphaFakeOptions;
}

const LANGUAGE_TYPES = [
  'Auto',
  'Chinese',
  'English',
  'German',
  'Italian',
  'Portuguese',
  'Spanish',
  'Japanese',
  'Korean',
  'French',
  'Russian',
];

/** Starts a fake speaking alpha's wire protocol (docs/providers.md), with its error shapes. */
export async function startAlphaFake(options: AlphaFakeOptions): Promise<AlphaFake> {
  const clips = new Map<string, Buffer>();
  const fail = (res: Parameters<typeof sendJson>[0], status: number, code: string, message: string) =>
    sendJson(res, status, { code, message, request_id: randomBytes(8).toString('hex') });

  const fake = await startFakeServer((req, res) => {
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      // Object storage: no auth, and an expired link answers 403.
      if (options.expiredAudioStatus) return fail(res, options.expiredAudioStatus, 'AccessDenied', 'Request has expired.');
      const clip = clips.get(req.path.slice('/files/'.length));
      if (!clip) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(clip.length) });
      return void res.end(clip);
    }
    if (req.headers.authorization !== `Bearer ${options.key}`) {
      return fail(res, 401, 'InvalidApiKey', `Invalid API-key provided: ${String(req.headers.authorization ?? '').slice(7)}`);
    }
    if (!/^application\/json/.test(String(req.headers['content-type'])))
      return fail(res, 400, 'InvalidParameter', 'content-type must be application/json');
    const b = req.body;
    if (req.method === 'POST' && req.path === '/api/v1/services/aigc/multimodal-generation/generation') {
      if (typeof b?.model !== 'string' || typeof b?.input?.text !== 'string' || typeof b?.input?.voice !== 'string') {
        return fail(res, 400, 'InvalidParameter', 'model, input.text and input.voice are required');
      }
      if (b.input.text.length > 600) return fail(res, 400, 'InvalidParameter', 'Range of input length should be [0, 600]');
      if (b.input.language_type !== undefined && !LANGUAGE_TYPES.includes(b.input.language_type)) {
        return fail(res, 400, 'InvalidParameter', `language_type ${b.input.language_type} is not supported`);
      }
      const wav = toneWav(speechSeconds(b.input.text));
      const id = randomBytes(8).toString('hex');
      const audio =
        options.audio === 'data'
          ? { data: wav.toString('base64'), id, url: '', expires_at: 0 }
          : (clips.set(`${id}.wav`, wav),
            { url: `${fake.url}/files/${id}.wav`, data: '', id, expires_at: Math.floor(Date.now() / 1000) + 86400 });
      return sendJson(res, 200, { request_id: id, output: { finish_reason: 'stop', audio }, usage: { characters: b.input.text.length } });
    }
    if (req.method === 'POST' && req.path === '/api/v1/services/audio/tts/customization') {
      const input = b?.input ?? {};
      if (input.action === 'list') return sendJson(res, 200, { output: { voice_list: [] }, request_id: 'list' });
      if (input.action !== 'create') return fail(res, 400, 'InvalidParameter', 'action must be create, list or delete');
      if (typeof input.preferred_name !== 'string' || !/^[A-Za-z0-9_]{1,16}$/.test(input.preferred_name)) {
        return fail(res, 400, 'InvalidParameter', 'preferred_name: letters, digits and underscore, at most 16 characters');
      }
      if (b.model === 'qwen-voice-enrollment') {
        const m = /^data:(audio\/(?:wav|mpeg|mp4));base64,(.+)$/.exec(String(input.audio?.data ?? ''));
        if (!m) return fail(res, 400, 'InvalidParameter', 'audio.data must be a URL or a data URI of audio/wav, audio/mpeg or audio/mp4');
        if (Buffer.from(m[2], 'base64').length > 10 * 1024 * 1024) return fail(res, 400, 'InvalidParameter', 'audio is larger than 10 MB');
        const voice = `${input.target_model}-${input.preferred_name}-${randomBytes(4).toString('hex')}`;
        return sendJson(res, 200, {
          output: { voice, target_model: input.target_model, fallback_mode: false },
          usage: { count: 1 },
          request_id: 'enrol',
        });
      }
      if (b.model === 'qwen-voice-design') {
        if (typeof input.voice_prompt !== 'string' || !input.voice_prompt)
          return fail(res, 400, 'InvalidParameter', 'voice_prompt is required');
        const wav = toneWav(speechSeconds(String(input.preview_text ?? 'Hello there.')), b.parameters?.sample_rate ?? 24_000);
        return sendJson(res, 200, {
          output: {
            voice: `${input.target_model}-${input.preferred_name}-design`,
            target_model: input.target_model,
            preview_audio: { data: wav.toString('base64'), sample_rate: 24_000, response_format: 'wav' },
          },
          usage: { count: 1 },
          request_id: 'design',
        });
      }
      return fail(res, 400, 'InvalidParameter', `model ${b?.model} is not a customization model`);
    }
    fail(res, 404, 'NotFound', `no route ${req.method} ${req.path}`);
  });
  return Object.assign(fake, { base: `${fake.url}/api/v1`, options });
}
