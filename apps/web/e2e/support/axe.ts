import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical axe-core violations of the loaded page under WCAG 2.1 A and AA, one line
 * each (rule id and the offending elements): an e2e asserts the list is empty.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
