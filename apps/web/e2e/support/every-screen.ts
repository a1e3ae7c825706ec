import { API } from '@docket/contract';
import { expect, type Page } from '@playwright/test';
import { ROUTE_TREE, screensOf as screensOfTree } from '../../src/app/route-tree';
import { createUser } from './api';
import type { Tokens } from './call';
import type { Api } from './fixtures';

/** Who walks the screens: nobody signed in, or a user of each role. */
export type Visitor = 'signed out' | 'Admin' | 'Solicitor' | 'Client';

/** What the walk shows: people, a case type and a case whose texts are as long as real ones get. */
export interface LongCase {
  people: Record<Exclude<Visitor, 'signed out'>, Tokens>;
  caseId: number;
  caseTypeId: number;
  /** In the people's e-mail addresses and the case type's name: each worker seeds its own. */
  stamp: number;
}

/**
 * German compounds and Russian words are the longest a label meets; a scanned file's name is the
 * longest thing without a space in it. The texts are the data's, whatever the screen's language.
 */
export const LONG = {
  caseType: 'Aufenthaltsgestattung und Asylbewerberleistungen mit Berechtigungsnachweisen',
  document: 'Bescheinigung über die Meldung als Asylsuchender (Ankunftsnachweis)',
  russianDocument: 'Свидетельство о рассмотрении ходатайства о предоставлении временного убежища',
  description: 'Достопримечательности, правоустанавливающие документы и высокопревосходительство',
  fileName: 'Aufenthaltsgestattung_Bundesamt_fuer_Migration_und_Fluechtlinge_2026-11-28_Seite1.pdf',
  note: 'Правоустанавливающие документы получены; Familienzusammenführungsantrag folgt nächste Woche.',
} as const;

/** Sets up the long case once per worker: the walks of every language and role read the same data. */
let seeded: Promise<LongCase> | undefined;

export function seedLongCase(api: Api, admin: Tokens, request: Parameters<typeof createUser>[0]) {
  seeded ??= createLongCase(api, admin, request);
  return seeded;
}

async function createLongCase(
  api: Api,
  admin: Tokens,
  request: Parameters<typeof createUser>[0],
): Promise<LongCase> {
  const stamp = Date.now();
  const person = (role: 'Solicitor' | 'Client', firstName: string, lastName: string) =>
    createUser(request, admin, {
      firstName,
      lastName,
      email: `${role.toLowerCase()}-${stamp}-konstantinopolskaya@example-rechtsanwaltskanzlei.test`,
      role,
    });
  const solicitor = await person('Solicitor', 'Maximiliane', 'Oberhauser-Wittgenstein');
  const client = await person('Client', 'Александра', 'Преображенская-Достоевская');
  const template = await api.upload(admin, 'passport-template.pdf', 'template', LONG.fileName);
  const { id: caseTypeId } = await api.call(
    API.createCaseType,
    {
      body: {
        caseTypeName: `${LONG.caseType} ${stamp}`,
        requiresEligibilityDocuments: true,
        requiresSupportTypeDocuments: true,
        requiredDocuments: [
          {
            documentTypeId: '1',
            documentName: LONG.document,
            description: LONG.description,
            templateUrl: template,
            orignalFileName: LONG.fileName,
          },
        ],
        eligibilityDocuments: [
          { documentTypeId: '2', documentName: LONG.russianDocument, description: '', supportType: 2 },
        ],
        addationalDocuments: [],
        allowedSupportTypes: [1, 2, 3],
      },
    },
    admin,
  );
  const detail = await api.call(API.getCaseTypeById, { query: { id: caseTypeId } }, admin);
  const required = detail.requiredDocuments[0];
  const eligibility = detail.eligibilityDocuments[0];
  if (!required || !eligibility) throw new Error('The case type lost its documents');
  const file = (name: string) => api.upload(client, 'passport.pdf', 'case-document', name);
  const { id: caseId } = await api.call(
    API.createCase,
    {
      body: {
        caseTypeId,
        description: `${LONG.description}. ${LONG.note}`,
        supportType: 2,
        requiredDocuments: [
          { documentDefinitionId: required.id, filePath: await file(LONG.fileName), fileName: LONG.fileName },
        ],
        eligibilityDocuments: [
          {
            documentDefinitionId: eligibility.id,
            filePath: await file(`Справка_о_регистрации_${LONG.fileName}`),
            fileName: `Справка_о_регистрации_${LONG.fileName}`,
          },
        ],
      },
    },
    client,
  );
  await api.call(API.assignSolicitor, { query: { caseId, solicitorId: solicitor.id } }, admin);
  await api.call(
    API.addCaseDocument,
    {
      body: { caseId, filePath: await file(`Nachweis_${LONG.fileName}`), documentName: LONG.russianDocument },
    },
    client,
  );
  await api.call(API.addCaseNote, { body: { caseId, text: LONG.note, isSharedWithClient: true } }, solicitor);
  await api.call(API.addCaseNote, { body: { caseId, text: LONG.description } }, client);
  return { people: { Admin: admin, Solicitor: solicitor, Client: client }, caseId, caseTypeId, stamp };
}

/** The user id a session's token names (its UserId claim), for a page about that person. */
function userIdOf(tokens: Tokens): string {
  const payload = tokens.token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { UserId: string }).UserId;
}

/** The screens a visitor can open (the app's route tree), by address, with the long case's ids in place. */
export function screensOf(
  visitor: Visitor,
  ids: Pick<LongCase, 'caseId' | 'caseTypeId' | 'people'>,
): string[] {
  const paths = screensOfTree(ROUTE_TREE)
    .filter((screen) => screen.signedIn === (visitor !== 'signed out'))
    .map((screen) =>
      screen.path
        .replace('case/:id', `case/${ids.caseId}`)
        .replace('case-type-detail/:id', `case-type-detail/${ids.caseTypeId}`)
        // The client's own privacy page: their exports and what erasing them would do.
        .replace('privacy/person/:userId', `privacy/person/${userIdOf(ids.people.Client)}`),
    );
  // Screens a path alone does not show: the not-found page, and a case type opened for editing.
  return visitor === 'signed out'
    ? [...paths, '/nothing/here']
    : [...paths, `/create-case-type?id=${ids.caseTypeId}`];
}

/** Opens the screen and waits until its data has arrived and its lists are drawn. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1, h2').first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0);
}

/**
 * A case's sections open one at a time (an accordion): each is opened in turn, so the documents,
 * the notes and the timeline are measured too. Answers the section's name, after `check` ran.
 */
export async function eachCaseSection(page: Page, check: (section: string) => Promise<void>) {
  const headers = page.locator('.accordion-button');
  const count = await headers.count();
  for (let index = 0; index < count; index++) {
    const header = headers.nth(index);
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.accordion-collapse.collapsing')).toHaveCount(0);
    // The section above closed as this one opened, so the header moved up from under the pointer,
    // which now rests on this section's first button: its hover fade would be measured half-way.
    // The pointer goes back to the header it clicked.
    await header.hover();
    await check((await header.textContent()) ?? `section ${index + 1}`);
  }
}
