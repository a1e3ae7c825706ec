import {
  eachCaseSection,
  LONG,
  openScreen,
  screensOf,
  seedLongCase,
  type Visitor,
} from './support/every-screen';
import { expect, test } from './support/fixtures';
import { expectScreenFits } from './support/layout';

/**
 * Every screen at 360 px, signed out and as each role, in English, German and Russian (the longest
 * words and the widest letters of the five languages), on a case whose texts are as long as real
 * ones: nothing may scroll sideways or reach past the edge, and no word may break inside itself.
 * One page per language and visitor; the `lang` cookie sets the language.
 */
const VISITORS: Visitor[] = ['signed out', 'Admin', 'Solicitor', 'Client'];

for (const language of ['en', 'de', 'ru']) {
  for (const visitor of VISITORS) {
    test(`every screen fits 360 px: ${visitor}, ${language}`, async ({ api, admin, request, newPage }) => {
      test.setTimeout(240_000);
      const seeded = await seedLongCase(api, admin, request);
      const as = visitor === 'signed out' ? undefined : seeded.people[visitor];
      const page = await newPage({ as, language, phone: true });
      for (const path of screensOf(visitor, seeded)) {
        await openScreen(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const label = `${path} (${visitor}, ${language})`;
        if (path === `/case/${seeded.caseId}`) {
          await expect(page.getByText(LONG.document).first()).toBeVisible();
          await eachCaseSection(page, (section) => expectScreenFits(page, `${label} ${section}`));
        } else {
          await expectScreenFits(page, label);
        }
      }
    });
  }
}
