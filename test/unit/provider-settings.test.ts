import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../src-service/settings/provider-settings.ts';
import { DEFAULT_MODELS } from '../../src-service/contract/providers.ts';

describe('stored provider settings over the defaults', () => {
  it('a stored model equal to a retired default follows the new one (saving settings stored every model)', () => {
    const s = withDefaults('video', {
      engine: 'live',
      models: { 'imagine-video': 'grok-imagine-video', 'imagine-video-1.5-preview': 'grok-imagine-video-1.5-preview' },
    });
    expect(s.models['imagine-video-1.5-preview']).toBe('grok-imagine-video-1.5');
    expect(s.engine).toBe('live');
  });

  it('a model the user chose is kept', () => {
    const s = withDefaults('video', { models: { 'imagine-video-1.5-preview': 'grok-imagine-video-1.5-beta' } });
    expect(s.models['imagine-video-1.5-preview']).toBe('grok-imagine-video-1.5-beta');
    expect(s.models['imagine-video']).toBe(DEFAULT_MODELS.video['imagine-video']);
  });
});
