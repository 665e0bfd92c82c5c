import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page once its transitions have settled and fails on serious or critical WCAG
 * 2.1 A/AA problems, listing each with the elements involved. A list fading back in after a
 * refresh is half transparent for a moment; checking contrast then measures the fade, not the page.
 */
export async function expectAccessible(page: Page, context = page.url(), options: { exclude?: string[] } = {}): Promise<void> {
  // Only finite ones: a spinner or a skeleton's pulse never finishes. Two frames first: a class
  // changed just now starts its CSS transition only at the next style update, and
  // `getAnimations()` would not see it yet.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(blocking, `accessibility problems on ${context}`).toEqual([]);
}
