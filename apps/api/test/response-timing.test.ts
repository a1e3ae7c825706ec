import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../src/lib/must.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { openCase, seedCaseType } from './case-fixtures.ts';
import { createUser, signIn } from './factories.ts';

/**
 * SECURITY: where two refusals answer alike, so that a probe cannot tell "exists, not yours" from
 * "does not exist", they must take alike too. Each test times the two kinds of request in turn,
 * after a warm-up, swapping which goes first every round, and compares them by medians.
 *
 * The quality bar keeps speed out of tests; this is no speed test but a check for a side channel,
 * built not to fail on a busy machine:
 * - It asserts on the median of the rounds' differences, not on the difference of the two
 *   medians. Two requests timed back to back see the same load, which their difference cancels;
 *   the two medians do not. On the 2-core machine these tests were written on, at a load average
 *   of 11, the medians of two paths doing the same work drifted 3.8 ms apart while the median
 *   difference stayed under 0.3 ms.
 * - The tolerance is 2 ms, or 30 % of the slower median when that is more: about what a request
 *   this small may lose to the scheduler, and in proportion when the whole machine is slowed.
 * The leak the ResetPassword test is for, an argon2id hash (19 MiB, 2 passes) on one path only,
 * made the median difference 9.5 to 11.5 ms, about three times the tolerance. One extra indexed query, which
 * DownloadFile made, showed as 0.4 to 2.8 ms: too close to the tolerance to fail reliably, so the
 * route tests also compare the statements each path sends (files.routes.test.ts,
 * passwords.routes.test.ts).
 */
const ROUNDS = 40;
const WARM_UP = 10;
const FLOOR_MS = 2;
const SHARE = 0.3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const at = (i: number) => must(sorted[i], 'a time');
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

async function millisecondsOf(request: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await request();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

type Timing = { a: number; b: number; difference: number };

/** The median time of each kind of request, and the median of each round's difference (a - b). */
async function medians(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) {
    await a();
    await b();
  }
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      timesA.push(await millisecondsOf(a));
      timesB.push(await millisecondsOf(b));
    } else {
      timesB.push(await millisecondsOf(b));
      timesA.push(await millisecondsOf(a));
    }
  }
  return {
    a: median(timesA),
    b: median(timesB),
    difference: median(timesA.map((time, i) => time - must(timesB[i], 'the time of the other request'))),
  };
}

/** Fails unless the two take alike; either way the figures are on the test's record. */
async function expectAlike(
  timing: Timing,
  what: string,
  annotate: (message: string) => Promise<unknown>,
): Promise<void> {
  const tolerance = Math.max(FLOOR_MS, SHARE * Math.max(timing.a, timing.b));
  const figures = `${what}: medians ${timing.a.toFixed(2)} ms and ${timing.b.toFixed(2)} ms, median difference ${timing.difference.toFixed(2)} ms, tolerance ${tolerance.toFixed(2)} ms`;
  await annotate(figures);
  expect(Math.abs(timing.difference), figures).toBeLessThan(tolerance);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('refusals that answer alike take alike', () => {
  it('DownloadFile: another client’s case document and a key that does not exist', async ({ annotate }) => {
    const admin = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
    const owner = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    const stranger = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    const caseId = await openCase(t, owner, await seedCaseType(t, admin, 'Timing'));
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/Case/GetCaseById?id=${caseId}`, headers: owner })
    ).json().data;
    const download = (filePath: string) => async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/FileReceiver/DownloadFile',
        headers: { ...stranger, filePath },
      });
      expect(res.statusCode).toBe(404);
    };
    await expectAlike(
      await medians(download(detail.documents[0].filePath), download(`case-document/${randomUUID()}`)),
      'not yours / missing',
      annotate,
    );
  }, 20_000);

  it('ResetPassword: a wrong code for a real user and any code for an unknown one', async ({ annotate }) => {
    const user = await createUser(t.db, 'Client');
    // The user has a live link, so the wrong code is checked against a real one.
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/ForgotPassword',
      payload: { email: user.email },
    });
    const reset = (userId: string) => async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Account/ResetPassword',
        payload: {
          userId,
          code: 'not-the-code-that-was-sent-to-anyone-at-all',
          password: 'Brand-New-Pass9!',
          confirmPassword: 'Brand-New-Pass9!',
        },
      });
      expect(res.statusCode).toBe(400);
    };
    await expectAlike(
      await medians(reset(user.id), reset(randomUUID())),
      'real user / unknown user',
      annotate,
    );
  }, 20_000);
});
