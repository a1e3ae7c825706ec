import { API } from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function settingsAs(env: Record<string, string>) {
  t = await buildTestApp({ env });
  const client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  const res = await t.app.inject({ method: 'GET', url: API.uploadSettings.path, headers: client });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('UploadSettings', () => {
  it('has photos made smaller before sending unless the firm says otherwise', async () => {
    expect(await settingsAs({})).toEqual({ keepOriginalPhotos: false });
  });

  it('keeps photos as taken when KEEP_ORIGINAL_PHOTOS is set', async () => {
    expect(await settingsAs({ KEEP_ORIGINAL_PHOTOS: 'true' })).toEqual({ keepOriginalPhotos: true });
  });
});
