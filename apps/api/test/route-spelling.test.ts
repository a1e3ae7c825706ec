import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/**
 * SECURITY: the router decodes the request target before it matches a route, so one route answers
 * to several spellings of its address. Whether a route needs a session, whether maintenance mode
 * holds it and whether its answer may be cached are decided per route; every spelling must get
 * the answer of the route's own address. An anonymous caller once read the user list through
 * `/%61pi/user/GetUsers`, because that test looked at the raw address.
 */
let t: TestApp;
let port: number;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The status line's code of one request written as raw HTTP/1.1, so the target is sent as given. */
function rawStatus(method: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      head += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
}

const respelled = (path: string) => [`/%61pi${path.slice(4)}`, `/%41PI${path.slice(4)}`, path.toUpperCase()];

describe('a route answers every spelling of its address alike', () => {
  it('the API lists its routes, and those that need a session refuse an anonymous caller', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const users = await t.app.inject({ method: 'POST', url: '/api/user/GetUsers' });
    expect(users.statusCode).toBe(401);
  });

  it('percent-encoded and upper-case addresses get the answer of the route’s own address', async () => {
    const differing: string[] = [];
    for (const { method, path } of routes) {
      const own = (await t.app.inject({ method: method as 'GET', url: path })).statusCode;
      for (const url of respelled(path)) {
        const answer = await t.app.inject({ method: method as 'GET', url });
        if (answer.statusCode !== own) differing.push(`${method} ${url}: ${answer.statusCode}, not ${own}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('an absolute-form request target gets the answer of the route’s own address', async () => {
    const differing: string[] = [];
    for (const { method, path } of routes) {
      const own = await rawStatus(method, path);
      const absolute = await rawStatus(method, `http://127.0.0.1:${port}${path}`);
      if (absolute !== own) differing.push(`${method} ${path}: ${absolute}, not ${own}`);
    }
    expect(differing).toEqual([]);
  });

  it('an API answer reached by another spelling is not cached', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/%61pi/Account/Login', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
