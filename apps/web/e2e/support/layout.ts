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
 * hyphen): a label too long for its box at this width, in this language. Addresses and e-mail
 * addresses (`.text-break`) may break on a phone, by design; a file's name after `_`, `.` and the like.
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
      // A file's name may wrap after its separators (FileName), which are not breaks inside a word.
      const words = element.closest('.file-upload-name')
        ? /[^\s\u00ad\-‐–—/_.()[\]]{2,}/g
        : /[^\s\u00ad\-‐–—/]{2,}/g;
      for (const match of (node.textContent ?? '').matchAll(words)) {
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

/**
 * Elements on screen that are wider than the screen or reach past its right edge, described as
 * `tag.class "text"`. The app clips sideways overflow (#layout-wrapper) rather than scroll, so the
 * page's scroll width alone misses a table cut off at the edge; a box that scrolls sideways inside
 * the page counts too, since what it hides is as far out of a phone user's sight.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.visually-hidden, [hidden], svg')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A box that scrolls sideways hides what is beyond; one that clips it (overflow hidden or
      // clip) leaves its children to be found past the edge. A text field scrolls its own text.
      const overflowX = getComputedStyle(element).overflowX;
      const scrolls =
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.matches('input, textarea, select');
      if (box.width <= screen + 0.5 && box.right <= screen + 0.5 && !scrolls) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text}"`);
    }
    return found;
  });
}

/** Fits the width: nothing scrolls sideways and no word is broken inside itself. */
export async function expectFitsWidth(page: Page, label: string): Promise<void> {
  expect(await sidewaysOverflow(page), `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await brokenWords(page), `${label} breaks words`).toEqual([]);
}

/**
 * Fits the width, every part of it: nothing scrolls sideways, the page or a box in it, nothing
 * reaches past the edge and no word is broken inside itself. Soft, so one run names every problem.
 */
export async function expectScreenFits(page: Page, label: string): Promise<void> {
  expect.soft(await sidewaysOverflow(page), `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(await overflowingElements(page), `${label} reaches past the edge`).toEqual([]);
  expect.soft(await brokenWords(page), `${label} breaks words`).toEqual([]);
}
