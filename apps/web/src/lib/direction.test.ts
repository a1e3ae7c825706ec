import { LANGUAGES, RTL_LANGUAGES } from '@docket/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';

/** The entry stylesheet as the build's index.html links it (scripts/rtl-stylesheet.ts). */
function linkEntryStylesheet() {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/index-1.css" data-ltr="/assets/index-1.css" data-rtl="/assets/rtl-1.css">';
}
const stylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );
/** The browser has loaded the newly linked stylesheet. */
const loadNewest = () =>
  document.querySelector('link[rel="stylesheet"]:last-of-type')?.dispatchEvent(new Event('load'));

beforeEach(linkEntryStylesheet);
afterEach(async () => {
  await setLanguage('en', { remember: false });
  loadNewest();
  document.head.innerHTML = '';
});

describe('the direction of the page', () => {
  it.each(RTL_LANGUAGES)(
    'is right to left for %s, with the right-to-left stylesheet in place of the entry’s',
    async (code) => {
      await setLanguage(code, { remember: false });
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe(code);
      // Both, until the right-to-left one has loaded: the page is never unstyled.
      expect(stylesheets()).toEqual(['/assets/index-1.css', '/assets/rtl-1.css']);
      loadNewest();
      expect(stylesheets()).toEqual(['/assets/rtl-1.css']);
    },
  );

  it.each(LANGUAGES.filter((code) => !RTL_LANGUAGES.includes(code)))(
    'is left to right for %s, with the entry stylesheet alone',
    async (code) => {
      await setLanguage(code, { remember: false });
      expect(document.documentElement.dir).toBe('ltr');
      expect(stylesheets()).toEqual(['/assets/index-1.css']);
    },
  );

  it('goes back to left to right, and its stylesheet, when the language changes again', async () => {
    await setLanguage('fa', { remember: false });
    loadNewest();
    await setLanguage('ti', { remember: false });
    expect(document.documentElement.dir).toBe('ltr');
    loadNewest();
    expect(stylesheets()).toEqual(['/assets/index-1.css']);
  });
});
