import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
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

  it('names each path once', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
