import { Type } from '@sinclair/typebox';
import { VoiceList } from '../contract/voice.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { defineQueryTool } from './tool.ts';

export const listVoices = defineQueryTool({
  name: 'list-voices',
  description:
    'Lists the voice library: 10 alpha built-in voices, 30 beta prebuilt voices, and your designed and cloned voices (alpha). ' +
    'Each voice carries its provider; the provider of the voice decides which provider synthesizes speech. Free.',
  input: Type.Object({}, { additionalProperties: false }),
  output: Ref(VoiceList),
  errors: [],
  handle(_input, ctx) {
    return { kind: 'json', data: { voices: ctx.deps.voiceViews.list() } };
  },
});
