import { normaliseSharedKey, totpCodeAt } from '../src/modules/account/totp.ts';
import type { TestApp } from './build-test-app.ts';
import { signIn } from './factories.ts';

/**
 * Turns two-step verification on through the API and stops there, before the first recovery
 * codes: the session that did it, its new access token and the base32 secret.
 */
export async function turnOnMfa(t: TestApp, user: { email: string; password: string }) {
  const session = await signIn(t, user);
  const setup = (
    await t.app.inject({ method: 'POST', url: '/api/Account/GetMFA', headers: session.auth })
  ).json().data;
  const secret = normaliseSharedKey(setup.sharedKey);
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/account/EnableAuthenticator',
    headers: session.auth,
    payload: { ...setup, code: totpCodeAt(secret, t.clock.now()) },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return { ...session, token: enabled.json().data as string, secret };
}

/** Enrols two-step verification through the API; answers the base32 secret and the recovery codes. */
export async function enrolMfa(t: TestApp, user: { email: string; password: string }) {
  const { secret, token } = await turnOnMfa(t, user);
  // The first codes complete the enrolment and need no password (any later set does).
  const codes = await t.app.inject({
    method: 'POST',
    url: '/api/account/GenerateRecoveryCodes',
    headers: { authorization: `Bearer ${token}` },
  });
  if (codes.statusCode !== 200) throw new Error(`codes failed: ${codes.body}`);
  // The enrolment code's step is now used: move past it so the next sign-in can use a fresh code.
  t.clock.advance(30_000);
  return { secret, recoveryCodes: codes.json().data.recoveryCodes as string[], token };
}
