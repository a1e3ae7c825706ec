import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS } from '../app.ts';
import { AppError } from '../lib/app-error.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

function addProbeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/probe/echo',
    {
      config: { auth: 'public' },
      schema: {
        body: z.object({ email: z.email('email.invalid'), age: z.number().int(), name: z.string() }),
      },
    },
    async (request) => ({ success: true, data: request.body, responseMessage: '' }),
  );
  r.get('/api/probe/throw', { config: { auth: 'public' } }, async () => {
    throw new Error('database password is hunter2 at /srv/secret/path');
  });
  r.get('/api/probe/conflict', { config: { auth: 'public' } }, async () => {
    throw new AppError('EMAIL_TAKEN');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend: addProbeRoutes,
    logger: { level: 'info', redact: LOG_REDACT_PATHS, serializers: LOG_SERIALIZERS, stream: logStream },
  });
});
afterAll(() => t.close());

describe('the response envelope', () => {
  it('wraps a success', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' }, responseMessage: '' });
  });

  it('answers 400 with a message per invalid field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { email: 'nope', age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, data: null, code: 'VALIDATION_FAILED' });
    expect(body.responseMessage).toContain('email: Email must be a valid email address');
    // Each field carries the key of its rule, which clients translate: the schema's own, or one for
    // the kind of rule zod applied (a wrong type, a missing field).
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', errorMessage: 'Email must be a valid email address', code: 'email.invalid' },
        { field: 'age', errorMessage: 'This value is not valid.', code: 'field.invalid' },
        { field: 'name', errorMessage: 'This field is required.', code: 'field.required' },
      ]),
    );
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'MALFORMED_REQUEST' });
  });

  it('keeps the status and message of a known failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      responseMessage: 'A user with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers 500 with a generic message and a request id, keeping the details in the log only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/throw' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('INTERNAL');
    expect(body.params).toEqual({ requestId: body.requestId });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.responseMessage).toContain(body.requestId);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('/srv/secret');
    const logged = logLines.filter((line) => line.includes(body.requestId)).join('\n');
    expect(logged).toContain('hunter2');
  });
});

describe('routing', () => {
  it.each(['/API/HEALTH', '/api/Health/READY', '/Api/health/ready/'])(
    'matches %s whatever its case',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    },
  );
});

describe('logging', () => {
  it('redacts credentials in request logs', async () => {
    logLines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: {
        authorization: 'Bearer secret-token-value',
        refreshtoken: 'refresh-secret',
        cookie: 'lang=en',
      },
    });
    t.app.log.info({ body: { password: 'Sup3rSecret!', twoFactorCode: '123456' } }, 'probe');
    const all = logLines.join('\n');
    expect(all).toContain('[Redacted]');
    expect(all).not.toContain('secret-token-value');
    expect(all).not.toContain('refresh-secret');
    expect(all).not.toContain('Sup3rSecret!');
    expect(all).not.toContain('123456');
  });

  it('keeps the secrets of query strings out of the request log', async () => {
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/account/set-password?userId=u1&code=reset-secret-code' });
    await t.app.inject({
      method: 'GET',
      url: '/api/FileReceiver/Avatar?key=avatar%2Fx&expires=1&signature=avatar-secret-signature',
    });
    const all = logLines.join('\n');
    expect(all).toContain('/account/set-password?userId=u1&code=[Redacted]');
    expect(all).toContain('signature=[Redacted]');
    expect(all).not.toContain('reset-secret-code');
    expect(all).not.toContain('avatar-secret-signature');
  });
});
