import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const bootstrapFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`bootstrap/dist/css/${name}`), 'utf8');
/** The whole of Bootstrap in each direction: a right-to-left page is served the right-to-left build. */
const fullBootstrap = {
  ltr: bootstrapFile('bootstrap.min.css'),
  rtl: bootstrapFile('bootstrap.rtl.min.css'),
};

/**
 * The selectors of the whole of Bootstrap that match something on the screen as it is now but
 * are missing from the stylesheets the page loaded. The build drops the rules its scan of the
 * source cannot match (scripts/unused-bootstrap-css.ts); a class the scan missed, one a library
 * writes, say, shows up here as soon as a journey reaches a screen that uses it.
 *
 * An element's states (`:hover`, `:focus-visible`, `:checked`, `:disabled`, `:invalid`) count as
 * reached, in `:not()` too: the rule must be there for any element that could enter the state.
 * A selector left that the browser cannot query is reported rather than passed.
 */
export async function missingBootstrapRules(page: Page): Promise<string[]> {
  return page.evaluate((bootstrapTexts) => {
    const bootstrapText = document.documentElement.dir === 'rtl' ? bootstrapTexts.rtl : bootstrapTexts.ltr;
    /** Splits a selector list at its top-level commas (not those inside `:not(a, b)`). */
    const split = (list: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < list.length; i += 1) {
        const c = list[i];
        if (c === '(' || c === '[') depth += 1;
        else if (c === ')' || c === ']') depth -= 1;
        else if (c === ',' && depth === 0) {
          parts.push(list.slice(start, i).trim());
          start = i + 1;
        }
      }
      parts.push(list.slice(start).trim());
      return parts;
    };
    const selectorsOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const selector of split(rule.selectorText)) into.add(selector);
        else if (rule instanceof CSSGroupingRule) selectorsOf(rule.cssRules, into);
      }
      return into;
    };
    const served = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) selectorsOf(sheet.cssRules, served);

    const whole = new CSSStyleSheet();
    whole.replaceSync(bootstrapText);
    // States an element can enter at any moment, and parts of it (longest names first, so that
    // `focus` does not take the front of `focus-visible`), and browser prefixes.
    const STATE =
      '(?:-[\\w-]+|focus-visible|focus-within|focus|hover|active|visited|checked|disabled|enabled|indeterminate|invalid|valid|placeholder-shown|autofill|before|after|placeholder|file-selector-button|marker|selection)(?![\\w-])(?:\\([^)]*\\))?';
    const NOT_STATE = new RegExp(`:not\\(\\s*::?${STATE}\\s*\\)`, 'g');
    const ANY_STATE = new RegExp(`::?${STATE}`, 'g');
    const missing: string[] = [];
    // The build's minifier drops a browser's prefixed copy of a rule whose standard form every
    // supported browser reads (`::-webkit-file-upload-button` beside `::file-selector-button`).
    const STANDARD: Record<string, string> = { '-webkit-file-upload-button': 'file-selector-button' };
    const standardOf = (selector: string) =>
      selector.replace(
        /::(-webkit-[\w-]+)/g,
        (_whole, name: string) => `::${STANDARD[name] ?? name.replace(/^-webkit-/, '')}`,
      );
    for (const selector of selectorsOf(whole.cssRules, new Set())) {
      if (served.has(selector) || served.has(standardOf(selector))) continue;
      const stateless = selector.replace(NOT_STATE, '').replace(ANY_STATE, '').trim();
      // A rule for a browser part alone (`::-webkit-file-upload-button`) names no class to drop.
      if (!stateless) continue;
      try {
        if (document.querySelector(stateless) !== null) missing.push(selector);
      } catch {
        missing.push(`${selector} (cannot be checked as ${stateless})`);
      }
    }
    return missing;
  }, fullBootstrap);
}
