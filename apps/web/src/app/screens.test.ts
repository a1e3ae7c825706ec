import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from './require-auth';
import { routes } from './routes';
import { SCREENS } from './screens';

function lazyRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);
}

describe('the screen table', () => {
  it('gives every screen and layout a route whose code loads its component', async () => {
    const lazy = lazyRoutes(routes);
    // The shell, the account layout (signed in and not) and the cover layout, then each screen.
    expect(lazy).toHaveLength(SCREENS.length + 4);
    expect(lazy.filter((route) => route.path).map((route) => route.path)).toEqual(
      expect.arrayContaining(SCREENS.map((screen) => screen.path)),
    );
    for (const route of lazy) {
      if (typeof route.lazy !== 'function') throw new Error(`${route.path}: lazy is not a function`);
      const { Component } = (await route.lazy()) as RouteObject;
      expect(Component, route.path ?? 'a layout').toBeTypeOf('function');
    }
  }, 30_000);

  it('puts the shell and the signed-in account screens, and only those, behind the sign-in guard', () => {
    const guard = routes[0]?.children?.find(
      (route) => isValidElement(route.element) && route.element.type === RequireAuth,
    );
    const guarded = (guard?.children ?? []).flatMap((layout) =>
      (layout.children ?? []).map((route) => route.path),
    );
    const shell = SCREENS.filter((screen) => screen.layout === 'shell').map((screen) => screen.path);
    expect(guarded).toEqual(expect.arrayContaining(shell));
    // Outside the shell, only these need a session; every other account page is open to anyone.
    const others = guarded.filter(
      (path) => path && !shell.includes(path) && SCREENS.some((s) => s.path === path),
    );
    expect(others).toEqual(['account/enable-mfa', 'pages/lock-screen-1', 'pages/lock-screen-2']);
    expect(
      SCREENS.filter((screen) => screen.layout !== 'shell' && !screen.signedIn).map((s) => s.path),
    ).not.toContain('account/enable-mfa');
  });

  it('names each path once', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
