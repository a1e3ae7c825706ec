import { buildTestApp, type TestApp } from './build-test-app.ts';
import { openCase, seedCaseType } from './case-fixtures.ts';
import { createUser, signIn, type TestUser } from './factories.ts';

type Auth = Record<string, string>;

/**
 * A case of the key dates' tests on the test's clock: its client (Selam Tesfaye), its assigned
 * solicitor (Grace Okafor), an administrator (Ada Admin) and a solicitor of other cases, each
 * signed in; `call` sends a request to an endpoint of the contract.
 */
export async function keyDatesScene(now: string) {
  const t: TestApp = await buildTestApp();
  t.clock.set(now);
  const person = async (role: TestUser['role'], firstName: string, lastName: string) => {
    const user = await createUser(t.db, role, { firstName, lastName });
    return { user, auth: (await signIn(t, user)).auth };
  };
  const admin = await person('Admin', 'Ada', 'Admin');
  const client = await person('Client', 'Selam', 'Tesfaye');
  const solicitor = await person('Solicitor', 'Grace', 'Okafor');
  const stranger = await person('Solicitor', 'Other', 'Solicitor');
  const caseId = await openCase(t, client.auth, await seedCaseType(t, admin.auth, 'Asylum appeal'));
  await t.app.inject({
    method: 'PUT',
    url: `/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${solicitor.user.id}`,
    headers: admin.auth,
  });
  const call = (endpoint: { method: string; path: string }, headers: Auth, payload?: unknown, query = '') =>
    t.app.inject({
      method: endpoint.method as 'GET' | 'POST',
      url: `${endpoint.path}${query}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { t, admin, client, solicitor, stranger, caseId, call };
}
