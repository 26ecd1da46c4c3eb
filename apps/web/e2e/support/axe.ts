import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical axe-core violations of the loaded page under WCAG 2.1 A and AA, one line
 * each (rule id and the offending elements): an e2e asserts the list is empty.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  // Only violations are read: axe skips the details of passes and incomplete results, about half its time.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * The page as a reader sees it at rest, before axe measures colours: loaded, its title in place,
 * the pointer off every control (a click leaves it hovering the button it pressed), and no CSS
 * transition still running (a submit button fading back from its pending opacity reads as low
 * contrast half-way).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // After a navigation inside the app (a server action's redirect, a link), Next.js writes the new
  // page's <title> with its streamed metadata, which can come after the content a test waited for:
  // axe would then find no title (document-title) on a loaded machine. A page that never gets one
  // is still measured as it stands, and fails.
  await page
    .waitForFunction(() => document.title.trim() !== '', null, { timeout: 10_000 })
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined); // an endless animation (a spinner) is measured as it stands
}
