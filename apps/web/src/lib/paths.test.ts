import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWithin, paths, routePatterns } from './paths';

/** A name with every character a path segment must not hold as it is. */
const AWKWARD = 'Jane Doe/50% & co?#';

const builders = [
  ['editUser', paths.editUser, routePatterns.editUser],
  ['duplicateCustomer', paths.duplicateCustomer, routePatterns.duplicateCustomer],
  ['editCustomer', paths.editCustomer, routePatterns.editCustomer],
  ['duplicateTargetEntity', paths.duplicateTargetEntity, routePatterns.duplicateTargetEntity],
  ['editTargetEntity', paths.editTargetEntity, routePatterns.editTargetEntity],
] as const;

describe('paths', () => {
  it('encodes the parameter of an address', () => {
    expect(paths.editUser(AWKWARD)).toBe('/system/users/edit/Jane%20Doe%2F50%25%20%26%20co%3F%23');
    expect(paths.duplicateCustomer('north wind')).toBe('/system/customers/duplicate/north%20wind');
    expect(paths.editTargetEntity('e-1')).toBe('/system/target-entities/edit/e-1');
  });

  it.each(builders)(
    'builds %s as its router pattern matches it, the parameter read back whole',
    (_, build, pattern) => {
      const matches = matchRoutes([{ path: pattern }], build(AWKWARD));
      expect(matches?.[0]?.route.path).toBe(pattern);
      expect(Object.values(matches![0]!.params)).toEqual([AWKWARD]);
    },
  );

  it('has a builder for every pattern with a parameter, and the pattern itself for every other', () => {
    for (const [key, pattern] of Object.entries(routePatterns)) {
      if (key === 'notFound') continue;
      const target: unknown = paths[key as Exclude<keyof typeof routePatterns, 'notFound'>];
      expect(typeof target, key).toBe(pattern.includes(':') ? 'function' : 'string');
      if (typeof target === 'string') expect(target).toBe(pattern);
    }
  });

  it('tells an address within a section from one that only starts alike', () => {
    expect(isWithin('/discovery', paths.discovery)).toBe(true);
    expect(isWithin('/discovery/mention-stream', paths.discovery)).toBe(true);
    expect(isWithin('/discovery-archive', paths.discovery)).toBe(false);
    expect(isWithin('/corporate-intelligence/overview', paths.discovery)).toBe(false);
  });
});
