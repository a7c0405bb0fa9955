import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Switches the studio's theme from the top bar's theme menu, as a creator would. */
export async function pickTheme(page: Page, theme: 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await page.waitForFunction((t) => (globalThis as any).document.documentElement.dataset.theme === t, theme.toLowerCase());
}

/**
 * axe-core's violations as the page is now, within `selector` (the whole page when absent; a
 * part skips the page-level rules): "rule: target…" lines, empty when none. The page must be
 * opened with `bypassCSP`, since axe is injected as a script.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((globalThis as any).axe)))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (sel) => {
    const g = globalThis as any;
    const result = await g.axe.run(sel ? { include: [[sel]] } : g.document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  }, selector);
  return violations as string[];
}
