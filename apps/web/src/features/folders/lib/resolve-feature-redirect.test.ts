import { describe, expect, it } from 'vitest';
import { resolveFeatureRedirect } from './resolve-feature-redirect';

describe('resolveFeatureRedirect', () => {
  it('sends a discovery-only folder from corporate intelligence to mentions', () => {
    expect(
      resolveFeatureRedirect('/corporate-intelligence/signal-stream', { monitoring: false, discovery: true }),
    ).toBe('/discovery/mention-stream');
  });

  it('sends a monitoring-only folder from discovery to the overview', () => {
    expect(resolveFeatureRedirect('/discovery/mention-stream', { monitoring: true, discovery: false })).toBe(
      '/corporate-intelligence/overview',
    );
  });

  it('stays when the folder has the feature, or its features are unknown', () => {
    expect(resolveFeatureRedirect('/discovery', { monitoring: true, discovery: true })).toBeNull();
    expect(resolveFeatureRedirect('/corporate-intelligence', undefined)).toBeNull();
  });

  it('ignores paths outside the two areas and look-alike prefixes', () => {
    expect(resolveFeatureRedirect('/system/users', { monitoring: false, discovery: true })).toBeNull();
    expect(resolveFeatureRedirect('/discovery-archive', { monitoring: true, discovery: false })).toBeNull();
  });
});
