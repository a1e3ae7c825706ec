import type { ApiRoute, CallData, CallInput, EndpointName } from '@docket/contract';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  addCaseDocument,
  assignSolicitor,
  createCase,
  createCaseType,
  createUser,
  type NewUser,
  type SeededCaseType,
} from './api';
import { ADMIN } from './auth';
import { expectScreenMeetsBar } from './axe';
import { callApi, login, seedSession, type Tokens, uploadFixture } from './call';
import { boxOf, expectFitsWidth, expectNoHorizontalScroll, PHONE } from './layout';
import { newestEmailAbout, newestEmailTo, setPasswordPath } from './outbox';

/**
 * What the journeys share, as Playwright fixtures: each test names what it needs
 * (`async ({ api, seed, adminPage, newPage }) => …`) and gets it set up, and torn down after.
 * Specs import `test` and `expect` from here, not from @playwright/test.
 */

export type { Locator, Page, SeededCaseType, Tokens };
export { expect, PHONE };

/** The API as the contract describes it, through the test's request context. */
export interface Api {
  /** Calls the endpoint (`API.x` of @docket/contract), as `tokens`' user or anonymously; answers its data. */
  call<N extends EndpointName>(
    endpoint: ApiRoute<N>,
    input: CallInput<N>,
    tokens?: Tokens,
  ): Promise<CallData<N>>;
  /** Signs in; answers the token pair. */
  login(email: string, password: string): Promise<Tokens>;
  /** Uploads a file of e2e/fixtures (passport.pdf unless named), under `sentAs` if given; answers its key. */
  upload(
    tokens: Tokens,
    name?: string,
    kind?: Parameters<typeof uploadFixture>[3],
    sentAs?: string,
  ): Promise<string>;
}

/** Set-up through the API, as the first administrator: the journeys test the screens, not the set-up. */
export interface Seed {
  /** A user the admin creates, whose password is set from the invitation; answers their tokens and id. */
  user(user: NewUser): Promise<Tokens & { id: string }>;
  /** A case type with one required document (a passport) and no eligibility documents. */
  caseType(name: string): Promise<SeededCaseType>;
  /** The client's case of the type, its passport uploaded; answers its id. */
  case(client: Tokens, caseType: SeededCaseType): Promise<number>;
  assignSolicitor(caseId: number, solicitorId: string): Promise<void>;
  /** The client adds a further document to their case (the solicitor is notified). */
  caseDocument(client: Tokens, caseId: number): Promise<void>;
}

export interface NewPageOptions {
  /** Signed in as this user (the app starts with the session); signed out without. */
  as?: Tokens;
  /** The UI language, through the lang cookie a visitor's choice sets. */
  language?: string;
  /** 360 px wide (PHONE) instead of the desktop default. */
  phone?: boolean;
}

/** What the appearance panel stores; the app applies it as it starts. */
export type Appearance = { theme?: 'light' | 'dark'; layout?: 'vertical' | 'horizontal' };

/** The e-mails the server wrote to its outbox (no SMTP in the journeys). */
export interface Outbox {
  /** Waits for a new e-mail to the address (newer than `after`, an e-mail's name) and answers it decoded. */
  newestTo: typeof newestEmailTo;
  /** Waits for an e-mail to the address with this subject and answers the newest, decoded. */
  newestAbout: typeof newestEmailAbout;
  /** The set-password link of an invitation or reset e-mail, as a path the test browser can open. */
  setPasswordPath: typeof setPasswordPath;
}

/** Whether a screen fits its width: the 360 px phone checks. */
export interface Layout {
  /** Nothing scrolls sideways. */
  expectNoHorizontalScroll: typeof expectNoHorizontalScroll;
  /** Nothing scrolls sideways and no word is broken inside itself. */
  expectFitsWidth: typeof expectFitsWidth;
  /** Where an element is; one that is not shown fails the step. */
  boxOf: typeof boxOf;
}

type Fixtures = {
  /** The API, called by the contract's descriptions, through the test's `request`. */
  api: Api;
  /** The first administrator's tokens (signed in through the API when a test asks for them). */
  admin: Tokens;
  /** The test's `page`, signed in as the first administrator: the same page as `page`. */
  adminPage: Page;
  /** Users, case types and cases set up through the API as the first administrator. */
  seed: Seed;
  /** A page in a browser context of its own, so that several people act side by side; closed after the test. */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** Stores an appearance for the test's `page` before the app starts (theme, layout). */
  presetAppearance: (appearance: Appearance) => Promise<void>;
  outbox: Outbox;
  /** The quality bar of the screen as it is now: no serious axe-core violation, every Bootstrap rule it needs. */
  expectScreenMeetsBar: typeof expectScreenMeetsBar;
  layout: Layout;
};

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => {
    await use({
      call: (endpoint, input, tokens) => callApi(request, endpoint, input, tokens),
      login: (email, password) => login(request, email, password),
      upload: (tokens, name, kind, sentAs) => uploadFixture(request, tokens, name, kind, sentAs),
    });
  },

  admin: async ({ api }, use) => {
    await use(await api.login(ADMIN.email, ADMIN.password));
  },

  adminPage: async ({ page, admin }, use) => {
    await seedSession(page, admin);
    await use(page);
  },

  seed: async ({ request, admin }, use) => {
    await use({
      user: (user) => createUser(request, admin, user),
      caseType: (name) => createCaseType(request, admin, name),
      case: (client, caseType) => createCase(request, client, caseType),
      assignSolicitor: (caseId, solicitorId) => assignSolicitor(request, admin, caseId, solicitorId),
      caseDocument: (client, caseId) => addCaseDocument(request, client, caseId),
    });
  },

  newPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ as, language, phone } = {}) => {
      const context = await browser.newContext({ baseURL, ...(phone ? { viewport: PHONE } : {}) });
      contexts.push(context);
      if (as) await seedSession(context, as);
      if (language) {
        if (!baseURL) throw new Error('The lang cookie needs the baseURL (playwright.config.ts sets it)');
        await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
      }
      return context.newPage();
    });
    // A test may have closed some already; closing again does nothing.
    for (const context of contexts) await context.close();
  },

  presetAppearance: async ({ page }, use) => {
    await use(async (appearance) => {
      await page.addInitScript(
        (stored) => window.localStorage.setItem('docket.appearance', JSON.stringify(stored)),
        appearance,
      );
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  outbox: async ({}, use) => {
    await use({ newestTo: newestEmailTo, newestAbout: newestEmailAbout, setPasswordPath });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  expectScreenMeetsBar: async ({}, use) => {
    await use(expectScreenMeetsBar);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  layout: async ({}, use) => {
    await use({ expectNoHorizontalScroll, expectFitsWidth, boxOf });
  },
});
