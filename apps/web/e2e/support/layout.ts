import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest phone the screens must fit (spec): 360 px wide. */
export const PHONE = { width: 360, height: 740 } as const;

/** The page scrolls sideways by this many pixels (0 when it fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export async function expectNoHorizontalScroll(page: Page, label?: string): Promise<void> {
  expect(await sidewaysOverflow(page), label).toBeLessThanOrEqual(0);
}

/** Where the element is on the page; one that is not shown fails the step, naming it. */
export async function boxOf(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown, so it has no box`);
  return box;
}

/**
 * Words on screen that the browser split across two lines inside themselves (not at a space or a
 * hyphen): a label too long for its box at this width, in this language. Addresses and file names
 * (`.text-break`) may break on a phone, by design.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('.text-break, .visually-hidden, [hidden], script, style, option'))
        continue;
      // Not on screen: hidden, or clipped to a pixel for screen readers alone.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      for (const match of (node.textContent ?? '').matchAll(/[^\s\u00ad\-‐–—/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Fits the width: nothing scrolls sideways and no word is broken inside itself. */
export async function expectFitsWidth(page: Page, label: string): Promise<void> {
  expect(await sidewaysOverflow(page), `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await brokenWords(page), `${label} breaks words`).toEqual([]);
}
