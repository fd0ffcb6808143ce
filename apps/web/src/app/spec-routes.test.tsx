import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
// The repository's copy of the product specification (scripts/spec-letter.test.ts keeps it equal to the team's).
import spec from '../../../../docs/spec/console-spec.md?raw';
import { routePatterns } from '../lib/paths';
import { routes } from './router';

type SpecRoute = { path: string; behaviour: string };

/**
 * The rows of section 2's route table, one path each. A row's later paths continue its first path's parent
 * ("/system/users, /users/new" is /system/users/new); "{name}" stands for any value.
 */
function specRoutes(): SpecRoute[] {
  const section = spec.split('## 2. Screens and routes')[1]!.split('\n## ')[0]!;
  const rows = section.split('\n').filter((line) => line.startsWith('| /'));
  return rows.flatMap((row) => {
    const [paths, behaviour] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim()) as [string, string];
    const [first, ...rest] = paths.split(', ').map((item) => item.replace(/\s*\(.*\)$/, ''));
    const parent = first!.replace(/\/[^/]*$/, '');
    return [first!, ...rest.map((item) => parent + item)].map((item) => ({
      path: item.replace(/\{\w+\}/g, 'x1'),
      behaviour,
    }));
  });
}

/** The route that answers a path: the deepest match, as the router renders it. */
function leafOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1]?.route;
}

describe("the spec's route table", () => {
  const table = specRoutes();

  it('is read whole', () => {
    expect(table.length).toBeGreaterThan(30);
    expect(table.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/system/users/edit/x1', '/knowledge-graph/influence-range', '/reports/logs', '/terms']),
    );
  });

  it.each(table)('$path is a screen or the redirect the spec names', ({ path: pathname, behaviour }) => {
    const leaf = leafOf(pathname);
    expect(leaf, pathname).toBeDefined();
    expect(leaf!.path, `${pathname} falls through to Not Found`).not.toBe('*');
    const target = /^redirects to (\S+)$/.exec(behaviour)?.[1];
    if (target && isValidElement<{ to?: string }>(leaf!.element) && leaf!.element.props.to !== undefined) {
      expect(leaf!.element.props.to).toBe(target);
    } else if (target) {
      // /system: admins go to Users as the spec says; moderators, who may not see Users, to Target Entities.
      expect(pathname).toBe('/system');
    }
  });

  it('answers any other path with the Not Found page', () => {
    expect(leafOf('/no-such-screen')?.path).toBe('*');
    expect(leafOf('/corporate-intelligence/no-such-view')?.path).toBe('*');
  });
});

/** Every `path` of the router's routes, however deep. */
function routerPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...routerPaths(route.children ?? []),
  ]);
}

describe("the router's paths", () => {
  it('are the patterns of lib/paths, each written once', () => {
    // '/' has no path of its own: it is the index route of the signed-in frame.
    const { home: _home, ...patterns } = routePatterns;
    expect(routerPaths(routes).sort()).toEqual(Object.values(patterns).sort());
  });
});
