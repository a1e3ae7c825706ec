import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { missingBootstrapRules } from './stylesheet';

/**
 * Colour transitions (a button's focus fade, a panel sliding in) leave colours half-way for a few
 * frames; axe would measure the contrast of that in-between state. Wait for the finite ones.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
}

export async function seriousViolations(page: Page) {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3, a control's name starts with its visible text (a person who says what she sees
    // to voice control reaches it): axe counts the rule experimental and leaves it off unless asked.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * The quality bar for the screen as it is now: no serious or critical axe-core violation, and
 * every Bootstrap rule it needs served (see missingBootstrapRules).
 */
export async function expectScreenMeetsBar(page: Page, label?: string): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
  expect(await missingBootstrapRules(page), label).toEqual([]);
}
