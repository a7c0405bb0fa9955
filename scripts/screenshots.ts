// Makes the README's screenshots: the built studio over a populated sandbox workspace (the same
// seeding the accessibility test uses), each main screen in the light and the dark theme, into
// docs/screenshots/<screen>-<theme>.png.   Run: node scripts/screenshots.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seedWorkspace } from '../test/helpers/seed-workspace.ts';
import { startTestService } from '../test/helpers/service.ts';
import { launchChromium, ROOT, STATIC } from '../test/helpers/studio-build.ts';

const SCREENS = ['speech', 'script', 'voices', 'record', 'library', 'activity', 'video', 'developer'];
const OUT = join(ROOT, 'docs/screenshots');

execFileSync(join(ROOT, 'node_modules/.bin/electron-vite'), ['build'], { cwd: ROOT, stdio: 'inherit' });
mkdirSync(OUT, { recursive: true });
const svc = await startTestService({ staticDir: STATIC, secretStore: 'file', sandboxSlowMs: 100 });
try {
  const seeded = await seedWorkspace(svc);
  const browser = await launchChromium();
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1360, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await page.getByRole('navigation', { name: 'Studio' }).waitFor();
    for (const id of SCREENS) {
      // The Script screen shows the seeded narration's timeline; the others open as they are.
      const hash = id === 'script' ? `#/script?asset=${seeded.narrationAssetId}` : `#/${id}`;
      await page.evaluate((h) => ((globalThis as unknown as { location: { hash: string } }).location.hash = h), hash);
      await page.locator('main h2, main h1').first().waitFor({ timeout: 15_000 });
      // The event stream stays open, so there is no network idle: give lists and waveforms a moment.
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(OUT, `${id}-${theme}.png`) });
      console.log(`docs/screenshots/${id}-${theme}.png`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  await svc.dispose();
}
