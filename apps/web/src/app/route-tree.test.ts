import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryLayout } from './layout/query-layout';
import { ROUTE_TREE, screensOf } from './route-tree';
import { routes } from './routes';

const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
const screens = screensOf(ROUTE_TREE);

describe('the route tree', () => {
  it('gives every route of the router a module whose component loads', async () => {
    const lazy = allRoutes(routes).filter((route) => typeof route.lazy === 'function');
    expect(lazy.length).toBeGreaterThan(screens.length);
    for (const route of lazy) {
      const { Component } = (await (route.lazy as () => Promise<RouteObject>)()) as RouteObject;
      expect(Component, route.path ?? 'a layout').toBeTypeOf('function');
    }
  }, 30_000);

  it('opens only the account pages, their demonstrations and the maintenance page without a session', () => {
    expect(screens.filter((s) => !s.signedIn).map((s) => s.path)).toEqual([
      '/account/login',
      '/account/signup',
      '/account/reset-password',
      '/account/set-password',
      '/pages/confirm-mail',
      '/pages/email-verification',
      '/pages/two-step-verification',
      '/auth/login-2',
      '/auth/signup-2',
      '/auth/recoverpwd-2',
      '/pages/confirm-mail-2',
      '/pages/email-verification-2',
      '/pages/two-step-verification-2',
      '/pages/maintenance',
      '/pages/coming-soon',
    ]);
    const guarded = screens.filter((s) => s.signedIn).map((s) => s.path);
    expect(guarded).toEqual(expect.arrayContaining(['/dashboard', '/case/:id', '/account/enable-mfa']));
  });

  it('gives every screen but the sign-in page the query client', async () => {
    const withQueries = async (ancestors: (typeof screens)[number]['ancestors']) => {
      for (const route of ancestors)
        if (route.lazy && (await route.lazy()).Component === QueryLayout) return true;
      return false;
    };
    for (const screen of screens.filter((s) => s.ancestors.some((a) => a.lazy))) {
      const signIn = screen.path === '/account/login' || screen.path === '/auth/login-2';
      expect(await withQueries(screen.ancestors), screen.path).toBe(!signIn);
    }
  });

  it('names each address once', () => {
    const paths = screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('pre-renders only public screens whose address has no parameter', () => {
    const prerendered = screens.filter((s) => s.route.prerender);
    expect(prerendered.map((s) => s.path)).toEqual([
      '/account/login',
      '/account/signup',
      '/account/reset-password',
      '/account/set-password',
      '/auth/login-2',
      '/auth/signup-2',
      '/auth/recoverpwd-2',
    ]);
    for (const screen of prerendered) {
      expect(screen.signedIn, screen.path).toBe(false);
      expect(screen.path, screen.path).not.toContain(':');
    }
  });
});
