import axe from 'axe-core';

/**
 * What axe finds serious or critical in `root`, as "rule: element" lines (empty when nothing).
 * jsdom draws nothing, so the rules that need a layout (colour contrast) are left to the
 * end-to-end tests in a real browser; a component alone is no page, so the page-level rules too.
 */
export async function seriousAxeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
}
