import { describe, expect, it } from 'vitest';
import { isAllowedParentOrigin } from './is-allowed-parent-origin';

const DOMAIN = 'sister-domain.example';
const allowed = (origin: string, domain: string | null = DOMAIN) => isAllowedParentOrigin(origin, domain);

describe('isAllowedParentOrigin', () => {
  it('accepts the sister domain itself and its subdomains, over https', () => {
    expect(allowed('https://sister-domain.example')).toBe(true);
    expect(allowed('https://app.sister-domain.example')).toBe(true);
    expect(allowed('https://eu.app.sister-domain.example')).toBe(true);
  });

  it('refuses look-alike hosts that merely contain the domain (product.md: stricter than "contains")', () => {
    expect(allowed('https://sister-domain.evil.example', 'sister-domain')).toBe(false);
    expect(allowed('https://sister-domain.evil.example')).toBe(false);
    expect(allowed('https://sister-domain.example.evil.example')).toBe(false);
    expect(allowed('https://evilsister-domain.example')).toBe(false);
    expect(allowed('https://app-sister-domain.example')).toBe(false);
    expect(allowed('https://sister-domain.examples')).toBe(false);
    expect(allowed('https://xn--sister-domain.example')).toBe(false);
  });

  it('refuses the sister domain over plain http or on another port, as the CSP frame-ancestors does', () => {
    expect(allowed('http://sister-domain.example')).toBe(false);
    expect(allowed('http://app.sister-domain.example')).toBe(false);
    expect(allowed('https://app.sister-domain.example:8443')).toBe(false);
    // The default port is never part of an origin; written out it is no real message origin.
    expect(allowed('https://app.sister-domain.example:443')).toBe(false);
  });

  it('accepts this machine over http or https on any port', () => {
    expect(allowed('http://localhost')).toBe(true);
    expect(allowed('http://localhost:3000')).toBe(true);
    expect(allowed('https://localhost:8443')).toBe(true);
    expect(allowed('http://127.0.0.1:8095')).toBe(true);
    expect(allowed('http://127.0.0.1')).toBe(true);
  });

  it('refuses hosts that only look local', () => {
    expect(allowed('http://localhost.evil.example')).toBe(false);
    expect(allowed('http://evil.localhost')).toBe(false);
    expect(allowed('http://127.0.0.2')).toBe(false);
    expect(allowed('http://[::1]:8080')).toBe(false);
    expect(allowed('http://0.0.0.0:8080')).toBe(false);
  });

  it('refuses malformed and opaque origins', () => {
    for (const origin of [
      '',
      'null',
      'sister-domain.example',
      '//app.sister-domain.example',
      'https://',
      'https://app.sister-domain.example/',
      'https://app.sister-domain.example/parent.html',
      'https://user@app.sister-domain.example',
      'https://APP.Sister-Domain.example',
      'https://app.sister-domain.example.',
      ' https://app.sister-domain.example',
      'file:///tmp/parent.html',
      'ftp://app.sister-domain.example',
      'javascript:alert(1)',
      'data:text/html,hi',
    ]) {
      expect(allowed(origin), origin).toBe(false);
    }
  });

  it('accepts only this machine when the sister domain is unknown or empty', () => {
    for (const domain of [null, '', '  ']) {
      expect(allowed('https://app.sister-domain.example', domain)).toBe(false);
      expect(allowed('https://example', domain)).toBe(false);
      expect(allowed('http://localhost:5173', domain)).toBe(true);
    }
  });

  it('compares the configured domain without regard to case', () => {
    expect(allowed('https://app.partner.example', 'Partner.Example')).toBe(true);
  });
});
