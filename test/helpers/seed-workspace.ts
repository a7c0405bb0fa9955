// A populated sandbox workspace, as a creator a few days in would have it: two apps with keys,
// a dozen speech clips in several voices, a two-speaker narration, videos, and a designed
// voice. The accessibility test and the README's screenshots both draw the studio over it, so
// every screen is judged with realistic content rather than empty states.
import type { TestService } from './service.ts';

/** What the seeding made, for tests that open a particular item. */
export interface SeededWorkspace {
  keys: { podcast: string; editor: string };
  speechAssetIds: string[];
  narrationAssetId: string;
  videoAssetIds: string[];
  designedVoiceId: string | null;
}

const LINES: Array<[string, string]> = [
  ['alpha-cherry', 'Welcome back to the Morning Briefing. Here is what happened overnight.'],
  ['alpha-ethan', 'Chapter one. The lighthouse keeper had not seen a ship in forty days.'],
  ['alpha-serena', 'Thanks for listening. New episodes every Tuesday and Friday.'],
  ['alpha-moon', 'Press the blue button twice to pair your headphones.'],
  ['beta-zephyr', 'The market opened higher this morning, led by energy and technology.'],
  ['beta-puck', 'Ready when you are. Say the word and we start the tour.'],
  ['alpha-vivian', 'In this lesson we look at the past tense of irregular verbs.'],
  ['beta-kore', 'Your order has shipped and should arrive on Thursday.'],
];

const NARRATION = [
  'Host: Welcome to Field Notes, the show about the places maps forget.',
  'Guest: Thanks for having me. I spent last winter on an island with eleven people.',
  'Host: Eleven people. What did you do for fun?',
  'Guest: We built a radio station. It broadcast to exactly eleven listeners.',
].join('\n');

/** Fills the workspace through the public API (as apps would) and waits until every task ends. */
export async function seedWorkspace(svc: TestService): Promise<SeededWorkspace> {
  const podcast = await svc.createKey('Podcast app');
  const editor = await svc.createKey('Editor plugin');
  const submit = async (tool: string, body: unknown, key: string) => {
    const r = await svc.tool(tool, body, key);
    if (r.status !== 202 && r.status !== 200) throw new Error(`${tool}: ${r.status} ${JSON.stringify(r.body)}`);
    return (r.body as { data: { taskId: string } }).data.taskId;
  };
  const speech = await Promise.all(LINES.map(([voiceId, text], i) => submit('generate-tts', { text, voiceId }, i % 2 ? editor : podcast)));
  const narration = await submit(
    'generate-narration',
    { script: NARRATION, voiceId: 'alpha-cherry', speakers: { Host: 'alpha-cherry', Guest: 'alpha-ethan' } },
    podcast,
  );
  const videos = await Promise.all(
    ['A lighthouse at dusk, waves rolling in, slow pan', 'Steam rising from a coffee cup on a rainy window sill'].map((prompt) =>
      submit('generate-video-from-text', { prompt, durationSeconds: 4 }, editor),
    ),
  );
  const design = await submit(
    'design-voice',
    { prompt: 'A warm, calm narrator in her fifties with a slight Scottish accent', voiceName: 'Morag' },
    podcast,
  );
  const output = async (taskId: string, key: string) => {
    const task = (await svc.waitDone(taskId, key, 120)) as { status: string; output: { assetIds: string[]; voiceId?: string } };
    if (task.status !== 'COMPLETED') throw new Error(`seeding: task ${taskId} ended ${task.status}`);
    return task.output;
  };
  const speechAssetIds = (await Promise.all(speech.map((id, i) => output(id, i % 2 ? editor : podcast)))).map((o) => o.assetIds[0]);
  const narrationAssetId = (await output(narration, podcast)).assetIds[0];
  const videoAssetIds = (await Promise.all(videos.map((id) => output(id, editor)))).map((o) => o.assetIds[0]);
  const designed = await output(design, podcast);
  return { keys: { podcast, editor }, speechAssetIds, narrationAssetId, videoAssetIds, designedVoiceId: designed.voiceId ?? null };
}
