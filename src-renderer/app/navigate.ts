// What a screen needs of the hash route: open another screen, read its own address, and find
// the screen of a tool. Apart from routes.ts, whose route table loads the screens, so that a
// screen never imports the table that imports it.

/** Opens a screen (with optional params), as the navigation does. */
export function go(id: string, params?: Record<string, string>): void {
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  location.hash = `#/${id}${query}`;
}

/** Extra state a screen reads from its address (`#/script?asset=…`). */
export function routeParams(hash = location.hash): URLSearchParams {
  const text = hash.replace(/^#\/?/, '');
  const q = text.indexOf('?');
  return new URLSearchParams(q >= 0 ? text.slice(q + 1) : '');
}

/** The screen whose form makes what a tool makes ("make another like this"), or null for none. */
export function screenOfTool(tool: string | null | undefined): string | null {
  if (!tool) return null;
  if (tool === 'generate-tts') return 'speech';
  if (tool === 'generate-narration') return 'script';
  if (tool === 'design-voice') return 'design';
  if (tool.startsWith('generate-video-')) return 'video';
  return null;
}
