import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { TINY_PNG, upload } from '../../../test/upload.ts';
import type { ActorContext } from '../../lib/context.ts';
import { updatePersonalInfo } from './profile.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const personal = { firstName: 'Amina', lastName: 'Yusuf', gender: 'female', phoneNumber: '0770-0900123' };
const address = {
  country: 'GB',
  state: 'England',
  city: 'Manchester',
  postcode: 'M1 1AE',
  address1: '1 Piccadilly',
  address2: null,
};

describe('the current user', () => {
  it('is answered with the fields the settings forms need', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const res = await post('/api/user/GetCurrentUser', {}, session.auth);
    expect(res.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'Client',
      gender: null,
      avatar: null,
      country: null,
      isMFAEnabled: false,
      language: 'en',
    });
    expect(res.json().data).not.toHaveProperty('passwordHash');
    expect(res.json().data).not.toHaveProperty('totpSecretEnc');
  });

  it('saves personal information and the address, and reads them back', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    expect((await post('/api/User/UpdatePersonalInfo', personal, session.auth)).statusCode).toBe(200);
    expect((await post('/api/User/UpdateAddress', address, session.auth)).statusCode).toBe(200);
    const me = (await post('/api/user/GetCurrentUser', {}, session.auth)).json().data;
    // The number is kept in E.164 (decision 034).
    expect(me).toMatchObject({
      ...personal,
      phoneNumber: '+447700900123',
      ...address,
      fullName: 'Amina Yusuf',
    });
  });

  it('refuses a date of birth before 1900 or in the future, and changes nothing', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    for (const birthDate of ['0000-01-01', '1899-12-31', '2999-01-01']) {
      const res = await post('/api/User/UpdatePersonalInfo', { ...personal, birthDate }, session.auth);
      expect(res.statusCode, birthDate).toBe(400);
      expect(res.json().errors).toEqual([
        {
          field: 'birthDate',
          errorMessage: 'Date of birth must be between 1900-01-01 and today.',
          code: 'birthDate.outOfRange',
        },
      ]);
    }
    const me = await post('/api/user/GetCurrentUser', {}, session.auth);
    expect(me.json().data.phoneNumber).toBe('+447700900123');
    const ok = await post(
      '/api/User/UpdatePersonalInfo',
      { ...personal, birthDate: '1990-05-17' },
      session.auth,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('refuses invalid fields with the spec messages', async () => {
    const session = await signIn(t, await createUser(t.db, 'Client'));
    const bad = await post(
      '/api/User/UpdatePersonalInfo',
      { firstName: '', lastName: '', gender: 'x', phoneNumber: '12' },
      session.auth,
    );
    const messages = bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required.',
        'Last name is required.',
        'Gender is required.',
        'Please enter valid contact number',
      ]),
    );
    const badAddress = await post(
      '/api/User/UpdateAddress',
      { country: 'Atlantis', state: '', city: '', postcode: '', address1: '' },
      session.auth,
    );
    const addressMessages = badAddress.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(addressMessages).toEqual(
      expect.arrayContaining([
        'Please select country.',
        'State is required.',
        'City is required.',
        'Postcode is required.',
        'Address line 1 is required.',
      ]),
    );
  });

  it('answers 401 to anonymous callers on every profile route', async () => {
    for (const url of [
      '/api/user/GetCurrentUser',
      '/api/User/UpdatePersonalInfo',
      '/api/User/UpdateAddress',
      '/api/Account/ChangePassword',
      '/api/Account/GetMFA',
    ]) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});

describe('the avatar', () => {
  it('stays claimable when the save that claimed it fails', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const key = (await upload(t, session.auth, 'me.png', TINY_PNG, 'avatar')).json().data.content[0].filePath;
    const { files } = t.app.services;
    // The claim succeeds, then the save fails: the services a context carries are where to say so.
    const ctx: ActorContext = {
      db: t.db,
      actor: { userId: user.id, role: 'Client', sessionId: 'not-used' },
      ip: null,
      userAgent: null,
      requestId: null,
      log: t.app.log,
      now: t.clock.now,
      services: {
        ...t.app.services,
        files: {
          ...files,
          claim: async (txCtx, claimed, kind, owner) => {
            await files.claim(txCtx, claimed, kind, owner);
            throw new Error('the save failed after the claim');
          },
        },
      },
    };
    const input = { ...personal, gender: 'female' as const, avatar: key };
    const failed = updatePersonalInfo(ctx, input);
    await expect(failed).rejects.toThrow('the save failed after the claim');
    const retry = await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: key }, session.auth);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('is an uploaded image the user claims; other people can see it', async () => {
    const user = await createUser(t.db, 'Client');
    const session = await signIn(t, user);
    const uploaded = await upload(t, session.auth, 'me.png', TINY_PNG, 'avatar');
    expect(uploaded.statusCode).toBe(200);
    const key = uploaded.json().data.content[0].filePath as string;
    expect(
      (await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: key }, session.auth)).statusCode,
    ).toBe(200);
    const address = (await post('/api/user/GetCurrentUser', {}, session.auth)).json().data.avatar;
    expect(address).toContain(`key=${encodeURIComponent(key)}`);
    const someoneElse = await signIn(t, await createUser(t.db, 'Solicitor'));
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/FileReceiver/GetExampleFile?fileName=${key}`,
      headers: someoneElse.auth,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("cannot be someone else's upload, nor a file that is not an image", async () => {
    const owner = await signIn(t, await createUser(t.db, 'Client'));
    const thief = await signIn(t, await createUser(t.db, 'Client'));
    const key = (await upload(t, owner.auth, 'me.png', TINY_PNG, 'avatar')).json().data.content[0].filePath;
    const stolen = await post('/api/User/UpdatePersonalInfo', { ...personal, avatar: key }, thief.auth);
    expect(stolen.statusCode).toBe(400);
    const notImage = await upload(
      t,
      owner.auth,
      'me.png',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'avatar',
    );
    expect(notImage.statusCode).toBe(400);
    const tooBig = await upload(
      t,
      owner.auth,
      'big.png',
      Buffer.concat([TINY_PNG, Buffer.alloc(820 * 1024)]),
      'avatar',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().responseMessage).toBe('The file is too large. The limit is 800 KB.');
  });
});
