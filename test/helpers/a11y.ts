import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Switches the studio's theme from the top bar's theme menu, as a creator would. */
export async function pickTheme(page: Page, theme: 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await page.waitForFunction((t) => (globalThis as any).document.documentElement.dataset.theme === t, theme.toLowerCase());
}

/** axe-core's violations on the page as it is now: "rule: target…" lines (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((globalThis as any).axe)))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await (globalThis as any).axe.run((globalThis as any).document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
  return violations as string[];
}
