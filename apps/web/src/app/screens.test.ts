import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from './require-auth';
import { routes } from './routes';
import { LAYOUTS, ROUTE_TREE, type RouteNode, SCREENS, SIGN_IN_PAGE } from './screens';

const treeNodes = (nodes: RouteNode[]): RouteNode[] =>
  nodes.flatMap((n) => [n, ...treeNodes(n.children ?? [])]);
const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
const pathsUnder = (list: RouteObject[]): (string | undefined)[] => allRoutes(list).map((r) => r.path);

describe('the screen table and its route tree', () => {
  it('gives every screen a route whose component loads, the sign-in page’s from the entry', async () => {
    const screenRoutes = allRoutes(routes).filter((r) => SCREENS.some((s) => s.path === r.path));
    expect(screenRoutes.map((r) => r.path).sort()).toEqual(SCREENS.map((s) => s.path).sort());
    for (const route of allRoutes(routes)) {
      if (route.Component) continue;
      if (typeof route.lazy !== 'function') continue;
      const { Component } = (await route.lazy()) as RouteObject;
      expect(Component, route.path ?? 'a layout').toBeTypeOf('function');
    }
    const signIn = SCREENS.filter((s) => s.module === SIGN_IN_PAGE).map((s) => s.path);
    for (const route of allRoutes(routes).filter((r) => r.path && signIn.includes(r.path)))
      expect(route.Component, route.path).toBeTypeOf('function');
  }, 30_000);

  it('puts the shell and the signed-in account screens, and only those, behind the sign-in guard', () => {
    const guard = routes[0]?.children?.find(
      (route) => isValidElement(route.element) && route.element.type === RequireAuth,
    );
    const guarded = pathsUnder(guard?.children ?? []);
    const shell = SCREENS.filter((screen) => screen.layout === 'shell').map((screen) => screen.path);
    expect(guarded).toEqual(expect.arrayContaining(shell));
    const others = guarded.filter(
      (path) => path && !shell.includes(path) && SCREENS.some((s) => s.path === path),
    );
    expect(others).toEqual(['account/enable-mfa', 'pages/lock-screen-1', 'pages/lock-screen-2']);
  });

  it('gives every screen but the sign-in page the query client', () => {
    const underQueries = (nodes: RouteNode[], inside: boolean): string[] =>
      nodes.flatMap((n) => {
        const here = inside || n.module === LAYOUTS.queries.module;
        return [...(here && n.path ? [n.path] : []), ...underQueries(n.children ?? [], here)];
      });
    const withQueries = underQueries(ROUTE_TREE, false);
    for (const screen of SCREENS.filter((s) => s.layout !== 'root')) {
      if (screen.module === SIGN_IN_PAGE) expect(withQueries, screen.path).not.toContain(screen.path);
      else expect(withQueries, screen.path).toContain(screen.path);
    }
  });

  it('names each path once, in the tree as in the table', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    const inTree = treeNodes(ROUTE_TREE).flatMap((n) => (n.path ? [n.path] : []));
    expect(inTree.sort()).toEqual([...paths].sort());
  });
});
